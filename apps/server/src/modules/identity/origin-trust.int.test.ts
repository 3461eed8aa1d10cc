import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, verificationLinkFor } from '../../test/accounts.js';
import { httpSession } from '../../test/http-session.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://localhost:8080';
const LAN_ADDRESS = 'http://192.168.1.20:8080';

describe('sign-up, sign-in and account writes from every address the server answers on', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL, TRUSTED_ORIGINS: LAN_ADDRESS } });
  });
  afterAll(() => testApp?.close());

  /** A browser whose page was opened at `origin`, reaching the server at `host`. */
  const browserAt = (origin: string, host = new URL(origin).host) => {
    const session = httpSession(testApp.app, origin);
    const withHost = (headers?: Record<string, string>) => ({ host, ...headers });
    return {
      get: (url: string) => session.get(url, withHost()),
      post: (url: string, payload?: object, headers?: Record<string, string>) =>
        session.post(url, payload, withHost(headers)),
      pathOf: session.pathOf,
    };
  };

  async function joinAndSignIn(browser: ReturnType<typeof browserAt>, email: string) {
    const signUp = await browser.post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Robin',
      callbackURL: '/verify-email',
    });
    expect(signUp.statusCode).toBe(200);
    const link = (await verificationLinkFor(testApp, email)) ?? '';
    // Mailed links always name PUBLIC_URL, wherever the page was opened.
    expect(link.startsWith(`${PUBLIC_URL}/api/auth/verify-email`)).toBe(true);
    await browser.get(browser.pathOf(link));
    const signIn = await browser.post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  }

  it('works at 127.0.0.1 when PUBLIC_URL names localhost, through to sign-out', async () => {
    const browser = browserAt('http://127.0.0.1:8080');
    await joinAndSignIn(browser, 'loopback@example.org');
    const rename = await browser.post('/api/auth/update-user', { name: 'Robin Hood' });
    expect(rename.statusCode).toBe(200);
    expect((await browser.get('/api/auth/get-session')).json().user.name).toBe('Robin Hood');
    expect((await browser.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await browser.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('works at an address the operator lists in TRUSTED_ORIGINS', async () => {
    const browser = browserAt(LAN_ADDRESS);
    await joinAndSignIn(browser, 'tablet@example.org');
    expect((await browser.post('/api/auth/update-user', { name: 'Tablet' })).statusCode).toBe(200);
  });

  it('refuses another local site, an unlisted address and another site, changing nothing', async () => {
    const browser = browserAt('http://127.0.0.1:8080');
    await joinAndSignIn(browser, 'kept@example.org');
    for (const origin of [
      'http://127.0.0.1:3000',
      'http://192.168.1.99:8080',
      'https://evil.example',
    ]) {
      const forged = await browser.post('/api/auth/update-user', { name: 'Someone' }, { origin });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({
        error: 'invalid_origin',
        message: 'This request came from another site and was refused.',
      });
    }
    expect((await browser.get('/api/auth/get-session')).json().user.name).toBe('Robin');
  });
});
