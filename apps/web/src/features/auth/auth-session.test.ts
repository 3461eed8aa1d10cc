import { configureStore } from '@reduxjs/toolkit';
import { AuthStatus } from '@storyloom/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthGateway, fakeIdToken, refused } from '../../test/fake-auth-gateway';
import { CHECK_RETRY_DELAYS_MS, createAuthSession, RENEWAL_RETRY_MS } from './auth-session';
import { authReducer } from './auth-slice';

const MINUTE = 60_000;

function setUp(gateway = createFakeAuthGateway({ signedInAs: {} })) {
  const store = configureStore({ reducer: { auth: authReducer } });
  const session = createAuthSession({
    gateway,
    dispatch: store.dispatch,
    getState: store.getState,
  });
  return { store, session, gateway, auth: () => store.getState().auth };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('auth session at load', () => {
  it('reads the session, fetches the token and fills the user from its claims', async () => {
    const { session, auth } = setUp(
      createFakeAuthGateway({
        signedInAs: { sub: 'u-7', email: 'kim@example.org', name: 'Kim', admin: true },
      }),
    );
    expect(auth().status).toBe(AuthStatus.LOADING);
    session.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);
    expect(auth().token).toMatch(/^ey/);
    expect(auth().user).toEqual({
      uid: 'u-7',
      email: 'kim@example.org',
      displayName: 'Kim',
      emailVerified: true,
      admin: true,
      picture: 'https://www.gravatar.com/avatar/abc?d=identicon&s=64',
    });
    session.stop();
  });

  it('is UNAUTHENTICATED without a session, and never asks for a token', async () => {
    const { session, auth, gateway } = setUp(createFakeAuthGateway());
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.UNAUTHENTICATED);
    expect(gateway.getToken).not.toHaveBeenCalled();
  });

  it('is ERROR with a message when the server cannot be reached', async () => {
    const gateway = createFakeAuthGateway();
    gateway.getSession.mockResolvedValue(refused({ status: 0 }));
    const { session, auth } = setUp(gateway);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.ERROR);
    expect(auth().error).toBe('We could not reach the server to check your sign-in.');
  });

  it('reads the state again when the tab comes back after an error', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getSession.mockResolvedValueOnce(refused({ status: 503, message: 'Busy' }));
    const { session, auth } = setUp(gateway);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.ERROR);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);
    session.stop();
  });
});

describe('a sign-in check that fails for a passing reason', () => {
  it('tries again with growing pauses and signs the family in once the server answers', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: { name: 'Kim' } });
    gateway.getSession
      .mockResolvedValueOnce(refused({ status: 429, message: 'Too many requests' }))
      .mockResolvedValueOnce(refused({ status: 0 }));
    gateway.getToken.mockResolvedValueOnce(refused({ status: 500, message: 'Oops' }));
    const { session, auth } = setUp(gateway);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.ERROR);

    await vi.advanceTimersByTimeAsync(CHECK_RETRY_DELAYS_MS[0]);
    expect(gateway.getSession).toHaveBeenCalledTimes(2);
    expect(auth().status).toBe(AuthStatus.ERROR);

    // The second pause is longer than the first.
    await vi.advanceTimersByTimeAsync(CHECK_RETRY_DELAYS_MS[0]);
    expect(gateway.getSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_RETRY_DELAYS_MS[1] - CHECK_RETRY_DELAYS_MS[0]);
    expect(gateway.getSession).toHaveBeenCalledTimes(3);
    expect(auth().status).toBe(AuthStatus.ERROR);

    await vi.advanceTimersByTimeAsync(CHECK_RETRY_DELAYS_MS[2]);
    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);
    expect(auth().user?.displayName).toBe('Kim');
    session.stop();
  });

  it('is never UNAUTHENTICATED unless the server says the session is gone', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getSession.mockResolvedValue(refused({ status: 503 }));
    const { session, auth } = setUp(gateway);
    session.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(auth().status).toBe(AuthStatus.ERROR);

    gateway.getSession.mockRestore();
    gateway.getSession.mockResolvedValue({ ok: true, data: { userId: 'user-1' } });
    gateway.getToken.mockResolvedValue(refused({ status: 401, message: 'Unauthorized' }));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(auth().status).toBe(AuthStatus.UNAUTHENTICATED);
    session.stop();
  });

  it('checks at once on Try again, and stops trying after stop()', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getSession.mockResolvedValueOnce(refused({ status: 500 }));
    const { session, auth } = setUp(gateway);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.ERROR);
    expect(await session.refresh()).toBe(true);
    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);

    gateway.getSession.mockResolvedValue(refused({ status: 500 }));
    await session.refresh();
    session.stop();
    const calls = gateway.getSession.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(gateway.getSession).toHaveBeenCalledTimes(calls);
  });
});

describe('token renewal', () => {
  it('renews silently about a minute before the token expires', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    const firstToken = auth().token;
    expect(gateway.getToken).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1_000);
    expect(gateway.getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gateway.getToken).toHaveBeenCalledTimes(2);
    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);
    expect(auth().token).not.toBe(firstToken);

    // And again for the renewed token.
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(gateway.getToken).toHaveBeenCalledTimes(3);
    session.stop();
  });

  it('signs out cleanly when renewal says the session is gone', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    gateway.getToken.mockResolvedValue(refused({ status: 401, message: 'Unauthorized' }));

    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(gateway.signOut).toHaveBeenCalledTimes(1);
    expect(auth()).toMatchObject({ status: AuthStatus.UNAUTHENTICATED, user: null, token: null });

    // Nothing is scheduled any more.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(gateway.getToken).toHaveBeenCalledTimes(2);
  });

  it('keeps the session and retries when renewal fails for a passing reason', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    gateway.getToken.mockResolvedValueOnce(refused({ status: 0 }));

    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(gateway.getToken).toHaveBeenCalledTimes(2);
    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);

    await vi.advanceTimersByTimeAsync(RENEWAL_RETRY_MS);
    expect(gateway.getToken).toHaveBeenCalledTimes(3);
    expect(gateway.signOut).not.toHaveBeenCalled();
    session.stop();
  });

  it('renews at once when the tab becomes visible with an expired token', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);

    // A frozen background tab: the clock moves on, the renewal timer never fired.
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    expect(auth().tokenExpiresAt).toBeLessThan(Date.now());
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);

    expect(gateway.getToken).toHaveBeenCalledTimes(2);
    expect(auth().tokenExpiresAt).toBeGreaterThan(Date.now());
    session.stop();
  });

  it('leaves a fresh token alone when the tab becomes visible', async () => {
    const { session, gateway } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.getToken).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('stops renewing after stop()', async () => {
    const { session, gateway } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    session.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(gateway.getToken).toHaveBeenCalledTimes(1);
  });
});

describe('getFreshToken', () => {
  it('is null when nobody is signed in', async () => {
    const { session } = setUp(createFakeAuthGateway());
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    await expect(session.getFreshToken()).resolves.toBeNull();
  });

  it('hands out the current token while it has life left', async () => {
    const { session, auth, gateway } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    await expect(session.getFreshToken()).resolves.toBe(auth().token);
    expect(gateway.getToken).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('renews an expiring token before handing it out', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.getToken.mockResolvedValueOnce({
      ok: true,
      data: fakeIdToken({}, { expiresInSeconds: 5 }),
    });
    const { session, auth } = setUp(gateway);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    const expiring = auth().token;

    const token = await session.getFreshToken();
    expect(token).not.toBe(expiring);
    expect(token).toBe(auth().token);
    session.stop();
  });
});

describe('signOut', () => {
  it('ends the session and drops a token renewal still on its way', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    let answer: (value: Awaited<ReturnType<typeof gateway.getToken>>) => void = () => undefined;
    gateway.getToken.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(14 * MINUTE);

    await session.signOut();
    answer({ ok: true, data: fakeIdToken() });
    await vi.advanceTimersByTimeAsync(0);
    expect(auth().status).toBe(AuthStatus.UNAUTHENTICATED);
  });

  it('answers true once the server ended the session', async () => {
    const { session, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(await session.signOut()).toBe(true);
    expect(auth()).toMatchObject({ status: AuthStatus.UNAUTHENTICATED, signOutFailed: false });
  });

  it('stays signed in, flagged, when the server refused and still holds the session', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    const token = auth().token;
    gateway.signOut.mockResolvedValue(refused({ status: 403, code: 'INVALID_ORIGIN' }));

    expect(await session.signOut()).toBe(false);
    expect(console.warn).toHaveBeenCalled();
    expect(auth()).toMatchObject({ status: AuthStatus.AUTHENTICATED, token, signOutFailed: true });

    // The token is still renewed, as for anyone signed in.
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(gateway.getToken).toHaveBeenCalledTimes(2);
    expect(auth().status).toBe(AuthStatus.AUTHENTICATED);
    session.stop();
  });

  it('stays signed in, flagged, when the server cannot be reached at all', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    gateway.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    gateway.getSession.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await session.signOut()).toBe(false);
    expect(auth()).toMatchObject({ status: AuthStatus.AUTHENTICATED, signOutFailed: true });
    session.stop();
  });

  it('signs out in the app when the call failed but the session is gone anyway', async () => {
    const { session, gateway, auth } = setUp();
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    gateway.signOut.mockImplementation(async () => {
      gateway.signedInAs = null;
      return refused({ status: 500 });
    });
    expect(await session.signOut()).toBe(true);
    expect(auth()).toMatchObject({ status: AuthStatus.UNAUTHENTICATED, signOutFailed: false });
  });
});
