import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSession } from '../../test/http-session.js';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../test/oidc-provider.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://storyloom.test';

describe('sign-in through a third-party OpenID Connect provider', () => {
  let idp: TestIdentityProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    idp = await startTestIdentityProvider(`${PUBLIC_URL}/api/auth/callback/oidc`, {
      'kid-42': { email: 'kid@family.test', name: 'Robin' },
    });
    testApp = await buildTestApp({
      env: {
        PUBLIC_URL,
        OIDC_DISCOVERY_URL: idp.discoveryUrl,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_DISPLAY_NAME: 'Family Login',
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await idp?.close();
  });

  it('ends with an account and a valid ID token', async () => {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const start = await browser.post('/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/ideas',
      errorCallbackURL: '/login',
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json() as { url: string };
    expect(url.startsWith(idp.issuer)).toBe(true);

    const callback = await idp.signInThrough(url, 'kid-42');
    const landed = await browser.get(browser.pathOf(callback));
    expect(landed.statusCode).toBe(302);
    expect(new URL(String(landed.headers.location), PUBLIC_URL).pathname).toBe('/ideas');

    const token = (await browser.get('/api/auth/token')).json().token as string;
    const me = await testApp.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'kid@family.test',
      name: 'Robin',
      emailVerified: true,
    });
  });

  it('tells the web app which provider to offer', async () => {
    const config = (await import('../../platform/http/spa.js')).renderIndexHtml(
      '<script type="application/json" id="runtime-config">{}</script>',
      testApp.config,
    );
    expect(config).toContain('"identityProvider":{"id":"oidc","name":"Family Login"}');
  });
});
