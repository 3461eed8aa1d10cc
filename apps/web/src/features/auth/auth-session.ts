import type { UnknownAction } from '@reduxjs/toolkit';
import { AuthStatus } from '@storyloom/contracts';
import { isSessionGone, type AuthFailure, type AuthGateway } from './auth-gateway';
import {
  authFailed,
  selectIsAuthenticated,
  signedOut,
  signOutFailed,
  tokenReceived,
  type WithAuth,
} from './auth-slice';
import { readIdToken } from './id-token';

/** Renew this long before the token expires, so no request ever leaves with a stale one. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** After a renewal that failed for a passing reason (offline, server busy), try again this soon. */
export const RENEWAL_RETRY_MS = 30_000;
/** Never renew in a tighter loop than this, whatever the server sets as the token's lifetime. */
const MIN_RENEWAL_DELAY_MS = 5_000;
/** A token with less life left than this is renewed before an API call uses it. */
const FRESH_ENOUGH_MS = 10_000;
/**
 * After a sign-in check that failed for a passing reason (a 429, a 500, no network), check
 * again after these pauses, then every minute: the family stays where it was meanwhile.
 */
export const CHECK_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

const UNREACHABLE = 'We could not reach the server to check your sign-in.';

/** The signed-in session over time: read at load, token renewed silently, ended cleanly. */
export interface AuthSession {
  /** Reads the session behind the cookie and keeps its token fresh until stop(). */
  start(): void;
  stop(): void;
  /**
   * Reads the session again (after a sign-in, or Try again after a failed check); true when
   * someone is signed in now.
   */
  refresh(): Promise<boolean>;
  /** A token with some life left (renewing first when needed), or null when signed out. */
  getFreshToken(): Promise<string | null>;
  /**
   * Ends the session on the server, then in the app; true when it ended. When the server
   * still holds it (or cannot be asked), the app stays signed in, flags signOutFailed and
   * answers false: showing the login screen then would leave the next person signed in.
   */
  signOut(): Promise<boolean>;
}

export interface AuthSessionOptions {
  gateway: AuthGateway;
  dispatch: (action: UnknownAction) => unknown;
  getState: () => WithAuth;
  /** Where visibility changes are watched; tests may pass their own. */
  doc?: Document;
}

export function createAuthSession({
  gateway,
  dispatch,
  getState,
  doc = document,
}: AuthSessionOptions): AuthSession {
  // Bumped by stop() and signOut(): answers that arrive for an older run are dropped, so a slow
  // token request can never sign somebody back in after they signed out.
  let generation = 0;
  let renewalTimer: ReturnType<typeof setTimeout> | undefined;
  let renewal: Promise<void> | null = null;
  let checkRetryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedChecks = 0;

  function clearCheckRetry() {
    if (checkRetryTimer !== undefined) clearTimeout(checkRetryTimer);
    checkRetryTimer = undefined;
  }

  function scheduleCheckRetry() {
    clearCheckRetry();
    const delays = CHECK_RETRY_DELAYS_MS;
    const delay = delays[Math.min(failedChecks, delays.length - 1)];
    failedChecks += 1;
    checkRetryTimer = setTimeout(() => void safeLoad(), delay);
  }

  function clearRenewal() {
    if (renewalTimer !== undefined) clearTimeout(renewalTimer);
    renewalTimer = undefined;
  }

  function scheduleRenewal(delayMs: number) {
    clearRenewal();
    renewalTimer = setTimeout(() => void renew(), Math.max(delayMs, MIN_RENEWAL_DELAY_MS));
  }

  function accept(token: string): boolean {
    let idToken;
    try {
      idToken = readIdToken(token);
    } catch (error) {
      console.warn('The server sent an ID token the app cannot read.', error);
      dispatch(authFailed('The server sent a sign-in token the app cannot read.'));
      return false;
    }
    dispatch(tokenReceived(idToken));
    scheduleRenewal(idToken.expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
    return true;
  }

  async function load(run: number): Promise<boolean> {
    const session = await gateway.getSession();
    if (run !== generation) return false;
    if (!session.ok) return fail(session.error);
    if (session.data === null) {
      clearRenewal();
      dispatch(signedOut());
      return false;
    }
    const token = await gateway.getToken();
    if (run !== generation) return false;
    if (token.ok) return accept(token.data);
    if (isSessionGone(token.error)) {
      dispatch(signedOut());
      return false;
    }
    return fail(token.error);
  }

  function fail(error: AuthFailure): false {
    dispatch(authFailed(error.message ?? UNREACHABLE));
    return false;
  }

  /** Reads the sign-in state; a failure for a passing reason is tried again after a pause. */
  async function safeLoad(): Promise<boolean> {
    clearCheckRetry();
    const run = generation;
    let answered: boolean;
    try {
      answered = await load(run);
    } catch (error) {
      console.warn('Reading the sign-in state failed.', error);
      dispatch(authFailed(UNREACHABLE));
      answered = false;
    }
    if (run !== generation) return answered;
    if (getState().auth.status === AuthStatus.ERROR) scheduleCheckRetry();
    else failedChecks = 0;
    return answered;
  }

  function renew(): Promise<void> {
    renewal ??= (async () => {
      const run = generation;
      const token = await gateway.getToken();
      if (run !== generation) return;
      if (token.ok) {
        accept(token.data);
      } else if (isSessionGone(token.error)) {
        // Signed out elsewhere, expired, or the password changed: end it here too.
        await forget();
      } else {
        // Offline or the server is busy: keep what we have and try again shortly.
        scheduleRenewal(RENEWAL_RETRY_MS);
      }
    })()
      .catch((error: unknown) => {
        console.warn('Renewing the ID token failed.', error);
        scheduleRenewal(RENEWAL_RETRY_MS);
      })
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  // Timers in background tabs are throttled or frozen; coming back is the moment to catch up.
  function onVisibilityChange() {
    if (doc.visibilityState !== 'visible') return;
    const { status, tokenExpiresAt } = getState().auth;
    if (status === AuthStatus.AUTHENTICATED && tokenExpiresAt !== null) {
      if (tokenExpiresAt - Date.now() <= RENEW_BEFORE_EXPIRY_MS) void renew();
    } else if (status === AuthStatus.ERROR) {
      void safeLoad();
    }
  }

  /** Asks the server to end the session; true when it answered that it did. */
  async function endOnServer(): Promise<boolean> {
    try {
      const outcome = await gateway.signOut();
      if (outcome.ok) return true;
      console.warn('Signing out on the server failed.', outcome.error);
    } catch (error) {
      console.warn('Signing out on the server failed.', error);
    }
    return false;
  }

  /** The server already ended the session: clear its cookie if it can, and forget it here. */
  async function forget(): Promise<void> {
    generation += 1;
    clearRenewal();
    clearCheckRetry();
    await endOnServer();
    dispatch(signedOut());
  }

  async function signOut(): Promise<boolean> {
    generation += 1;
    clearRenewal();
    clearCheckRetry();
    if ((await endOnServer()) || (await sessionIsGone())) {
      dispatch(signedOut());
      return true;
    }
    dispatch(signOutFailed());
    // Still signed in: keep the token fresh as before.
    const { tokenExpiresAt } = getState().auth;
    if (tokenExpiresAt !== null) {
      scheduleRenewal(tokenExpiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
    }
    return false;
  }

  /** After a failed sign-out: did the session end anyway (it had expired, say)? */
  async function sessionIsGone(): Promise<boolean> {
    try {
      const session = await gateway.getSession();
      return session.ok && session.data === null;
    } catch {
      return false;
    }
  }

  return {
    start() {
      generation += 1;
      doc.addEventListener('visibilitychange', onVisibilityChange);
      void safeLoad();
    },
    stop() {
      generation += 1;
      clearRenewal();
      clearCheckRetry();
      doc.removeEventListener('visibilitychange', onVisibilityChange);
    },
    refresh: safeLoad,
    async getFreshToken() {
      const state = getState();
      if (!selectIsAuthenticated(state)) return null;
      const { token, tokenExpiresAt } = state.auth;
      if (tokenExpiresAt !== null && tokenExpiresAt - Date.now() > FRESH_ENOUGH_MS) return token;
      await renew();
      // Even a token renewal could not refresh is sent: the API then answers 401 with its reason.
      return selectIsAuthenticated(getState()) ? getState().auth.token : null;
    },
    signOut,
  };
}
