import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createAuthSession } from '../features/auth/auth-session';
import { authReducer, signedOut, tokenReceived } from '../features/auth/auth-slice';
import { readIdToken } from '../features/auth/id-token';
import { createFakeAuthGateway, fakeIdToken } from '../test/fake-auth-gateway';
import { createAppApiClient } from './api-client-wiring';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setUp() {
  const store = configureStore({ reducer: { auth: authReducer } });
  const gateway = createFakeAuthGateway({ signedInAs: {} });
  const session = createAuthSession({
    gateway,
    dispatch: store.dispatch,
    getState: store.getState,
  });
  const api = createAppApiClient('https://api.example.org', session);
  return { store, gateway, api };
}

const sentAuthorization = () =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');

describe('the app API client', () => {
  it('sends the ID token from the auth slice as a bearer token', async () => {
    const { store, api } = setUp();
    const token = fakeIdToken();
    store.dispatch(tokenReceived(readIdToken(token)));

    await expect(api.request('/api/me')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.org/api/me');
    expect(sentAuthorization()).toBe(`Bearer ${token}`);
  });

  it("refuses with 'User not authenticated [EC8]' without a signed-in user", async () => {
    const { store, api } = setUp();
    store.dispatch(signedOut());
    await expect(api.request('/api/me')).rejects.toThrow('User not authenticated [EC8]');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews an expired token before sending it', async () => {
    const { store, api, gateway } = setUp();
    store.dispatch(tokenReceived(readIdToken(fakeIdToken({}, { expiresInSeconds: -60 }))));

    await api.request('/api/me');
    expect(gateway.getToken).toHaveBeenCalledTimes(1);
    expect(sentAuthorization()).toBe(`Bearer ${store.getState().auth.token}`);
    expect(store.getState().auth.tokenExpiresAt).toBeGreaterThan(Date.now());
  });
});
