import { AuthStatus } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  authFailed,
  authReducer,
  selectIsAuthenticated,
  signedOut,
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
    });
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
