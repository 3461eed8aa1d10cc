import { AuthStatus } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  authFailed,
  authReducer,
  selectIsAuthenticated,
  signedOut,
  signOutFailed,
  signOutNoticeDismissed,
  tokenReceived,
  type AuthState,
} from './auth-slice';
import type { AuthUser } from './id-token';

const user: AuthUser = {
  uid: 'u1',
  email: 'a@example.org',
  displayName: 'A',
  emailVerified: true,
  admin: false,
  picture: null,
};
const initial = authReducer(undefined, { type: '@@init' });

describe('auth slice', () => {
  it('starts LOADING with nobody', () => {
    expect(initial).toEqual({
      status: AuthStatus.LOADING,
      user: null,
      token: null,
      tokenExpiresAt: null,
      error: null,
      signOutFailed: false,
    });
  });

  it('keeps a failed sign-out flagged through token renewals, until signed out or dismissed', () => {
    const signedIn = authReducer(initial, tokenReceived({ token: 't', user, expiresAt: 1000 }));
    const failed = authReducer(signedIn, signOutFailed());
    expect(failed).toMatchObject({ status: AuthStatus.AUTHENTICATED, signOutFailed: true });
    const renewed = authReducer(failed, tokenReceived({ token: 't2', user, expiresAt: 2000 }));
    expect(renewed).toMatchObject({ token: 't2', signOutFailed: true });
    expect(authReducer(renewed, signOutNoticeDismissed()).signOutFailed).toBe(false);
    expect(authReducer(renewed, signedOut()).signOutFailed).toBe(false);
  });

  it('is AUTHENTICATED with a user and a token', () => {
    const state = authReducer(initial, tokenReceived({ token: 't', user, expiresAt: 1000 }));
    expect(state).toMatchObject({ status: AuthStatus.AUTHENTICATED, user, token: 't' });
    expect(selectIsAuthenticated({ auth: state })).toBe(true);
  });

  it('is not AUTHENTICATED without a token, whatever the user', () => {
    const state = authReducer(initial, tokenReceived({ token: '', user, expiresAt: 1000 }));
    expect(state.status).toBe(AuthStatus.UNAUTHENTICATED);
    expect(selectIsAuthenticated({ auth: state })).toBe(false);
    const inconsistent: AuthState = { ...state, status: AuthStatus.AUTHENTICATED, user };
    expect(selectIsAuthenticated({ auth: inconsistent })).toBe(false);
  });

  it('forgets user and token on sign-out', () => {
    const signedIn = authReducer(initial, tokenReceived({ token: 't', user, expiresAt: 1000 }));
    expect(authReducer(signedIn, signedOut())).toMatchObject({
      status: AuthStatus.UNAUTHENTICATED,
      user: null,
      token: null,
    });
  });

  it('keeps the message of a failure', () => {
    expect(authReducer(initial, authFailed('No network'))).toMatchObject({
      status: AuthStatus.ERROR,
      error: 'No network',
      user: null,
    });
  });
});
