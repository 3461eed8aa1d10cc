import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpSession } from '../../test/http-session.js';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../test/oidc-provider.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://storyloom.test';

describe('deleting an account that signs in only through a provider', () => {
  let idp: TestIdentityProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    idp = await startTestIdentityProvider(`${PUBLIC_URL}/api/auth/callback/oidc`, {
      'kid-1': { email: 'kid1@family.test', name: 'Kim' },
      'kid-2': { email: 'kid2@family.test', name: 'Lou' },
    });
    testApp = await buildTestApp({
      env: {
        PUBLIC_URL,
        OIDC_DISCOVERY_URL: idp.discoveryUrl,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await idp?.close();
  });
  afterEach(() => vi.useRealTimers());

  async function signInThroughProvider(login: string) {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const start = await browser.post('/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/ideas',
      errorCallbackURL: '/login',
    });
    const callback = await idp.signInThrough((start.json() as { url: string }).url, login);
    await browser.get(browser.pathOf(callback));
    const token = (await browser.get('/api/auth/token')).json().token as string;
    return { authorization: `Bearer ${token}` };
  }

  const deleteAccount = (authorization: { authorization: string }, email: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: authorization,
      payload: { confirm: email },
    });
  const me = (authorization: { authorization: string }) =>
    testApp.app.inject({ url: '/api/me', headers: authorization });

  it('asks for a fresh sign-in once the last one is more than 5 minutes old', async () => {
    const kim = await signInThroughProvider('kid-1');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);

    const stale = await deleteAccount(kim, 'kid1@family.test');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      error: 'sign_in_again',
      message:
        'For your safety, please sign out and sign in again, then try again within 5 minutes.',
      status: 403,
    });
    expect((await me(kim)).statusCode).toBe(200);
  });

  it('deletes after a sign-in within the last 5 minutes, with no password', async () => {
    const lou = await signInThroughProvider('kid-2');
    const deleted = await deleteAccount(lou, 'kid2@family.test');
    expect(deleted.statusCode).toBe(204);
    expect((await me(lou)).statusCode).toBe(401);
  });
});
