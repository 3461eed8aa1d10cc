import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSession } from '../../test/http-session.js';
import { linkIn, startSmtpCapture } from '../../test/smtp-capture.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://storyloom.test';
const PASSWORD = 'bedtime-stories-1';

describe('sign-up, verification and password reset through real mail', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const signUp = (browser: ReturnType<typeof httpSession>, email: string, password = PASSWORD) =>
    browser.post('/api/auth/sign-up/email', {
      email,
      password,
      name: email.split('@')[0],
      callbackURL: '/verify-email',
    });

  async function bearer(browser: ReturnType<typeof httpSession>) {
    const response = await browser.get('/api/auth/token');
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().token as string}` };
  }

  it('verifies by mail, refuses sign-in before that, and signs in after', async () => {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const email = 'ada@example.org';
    expect((await signUp(browser, email)).statusCode).toBe(200);

    const welcome = await smtp.waitForMail(email);
    expect(welcome.subject).toBe('Verify your e-mail for Storyloom');
    expect(welcome.html).toContain('Storyloom');
    const verifyLink = linkIn(welcome, `${PUBLIC_URL}/api/auth/verify-email`);

    const early = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    const resent = await smtp.waitForMail(email, 2);
    expect(linkIn(resent, `${PUBLIC_URL}/api/auth/verify-email`)).toContain(
      'callbackURL=%2Fverify-email',
    );

    const verified = await browser.get(browser.pathOf(verifyLink));
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/verify-email');

    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const me = await testApp.app.inject({ url: '/api/me', headers: await bearer(browser) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, name: 'ada', emailVerified: true, admin: true });
  });

  it('resets a password by mail, ending the old sessions and tokens', async () => {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const email = 'grace@example.org';
    await signUp(browser, email);
    await browser.get(browser.pathOf(linkIn(await smtp.waitForMail(email), PUBLIC_URL)));
    await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const oldToken = await bearer(browser);

    const asked = await browser.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const resetMail = await smtp.waitForMail(email, 2);
    expect(resetMail.subject).toBe('Reset your Storyloom password');
    const landing = await browser.get(
      browser.pathOf(linkIn(resetMail, `${PUBLIC_URL}/api/auth/reset-password/`)),
    );
    expect(landing.statusCode).toBe(302);
    const landedOn = new URL(String(landing.headers.location), PUBLIC_URL);
    expect(landedOn.pathname).toBe('/reset-password');
    const token = landedOn.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', {
      newPassword: 'a-brand-new-secret',
      token,
    });
    expect(reset.statusCode).toBe(200);

    const stale = await testApp.app.inject({ url: '/api/me', headers: oldToken });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('You have been signed out. Please sign in again.');

    const fresh = httpSession(testApp.app, PUBLIC_URL);
    const withOld = await fresh.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(withOld.statusCode).toBe(401);
    const withNew = await fresh.post('/api/auth/sign-in/email', {
      email,
      password: 'a-brand-new-secret',
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('answers a reset request for an unknown address exactly like a known one, and mails nobody', async () => {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const unknown = await browser.post('/api/auth/request-password-reset', {
      email: 'nobody@example.org',
      redirectTo: '/reset-password',
    });
    const known = await browser.post('/api/auth/request-password-reset', {
      email: 'ada@example.org',
      redirectTo: '/reset-password',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitForMail('ada@example.org', 3);
    expect(smtp.countTo('nobody@example.org')).toBe(0);
  });

  it('keeps passwords between 8 and 128 characters', async () => {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const short = await signUp(browser, 'short@example.org', 'seven77');
    expect(short.statusCode).toBe(400);
    const long = await signUp(browser, 'long@example.org', 'x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(smtp.countTo('short@example.org') + smtp.countTo('long@example.org')).toBe(0);
  });
});
