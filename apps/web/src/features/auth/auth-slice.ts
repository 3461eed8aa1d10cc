import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AuthStatus } from '@storyloom/contracts';
import type { AuthUser, IdToken } from './id-token';

/**
 * Who is signed in. Never persisted: the session lives in an httpOnly cookie and the token is
 * fetched fresh at every load, so nothing secret or stale is written to the device.
 */
export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  token: string | null;
  /** ms since the epoch; null without a token. */
  tokenExpiresAt: number | null;
  error: string | null;
  /**
   * A sign-out that did not end the session on the server: the user is still signed in and
   * must be told, not shown the login screen (on a shared computer the next person would be
   * signed in as them).
   */
  signOutFailed: boolean;
}

const initialState: AuthState = {
  status: AuthStatus.LOADING,
  user: null,
  token: null,
  tokenExpiresAt: null,
  error: null,
  signOutFailed: false,
};

const signedOutState: AuthState = { ...initialState, status: AuthStatus.UNAUTHENTICATED };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** A token arrived, at load, after sign-in or on renewal. */
    tokenReceived(state, { payload }: PayloadAction<IdToken>) {
      // Authenticated requires both a user and an ID token (docs/product.md, "Client state and
      // persistence").
      if (!payload.token) return signedOutState;
      return {
        status: AuthStatus.AUTHENTICATED,
        user: payload.user,
        token: payload.token,
        tokenExpiresAt: payload.expiresAt,
        error: null,
        // A renewal keeps the warning up: the session it renews is the one that would not end.
        signOutFailed: state.signOutFailed,
      };
    },
    signedOut() {
      return signedOutState;
    },
    /** Sign-out was asked for, and the server still holds the session (or could not say). */
    signOutFailed(state) {
      state.signOutFailed = true;
    },
    signOutNoticeDismissed(state) {
      state.signOutFailed = false;
    },
    /** The sign-in state could not be read (server unreachable, unexpected answer). */
    authFailed(_state, { payload }: PayloadAction<string>) {
      return { ...initialState, status: AuthStatus.ERROR, error: payload };
    },
  },
});

export const { tokenReceived, signedOut, authFailed, signOutFailed, signOutNoticeDismissed } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

/** Any store that mounts this slice under `auth` (features cannot see the app's RootState). */
export interface WithAuth {
  auth: AuthState;
}

export const selectAuth = (state: WithAuth) => state.auth;
export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIdToken = (state: WithAuth) => state.auth.token;
export const selectSignOutFailed = (state: WithAuth) => state.auth.signOutFailed;
export const selectIsAuthenticated = (state: WithAuth) =>
  state.auth.status === AuthStatus.AUTHENTICATED &&
  state.auth.user !== null &&
  state.auth.token !== null;
