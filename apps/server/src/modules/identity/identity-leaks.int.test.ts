import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/outbox-mails.js';
import { signedInAccount, TEST_PASSWORD } from '../../test/accounts.js';
import { httpSession } from '../../test/http-session.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://localhost:8080';

describe('what sign-up, sign-in and sign-out give away', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => testApp?.close());

  const signUp = (email: string) =>
    httpSession(testApp.app, PUBLIC_URL).post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Robin',
      callbackURL: '/verify-email',
    });
  const mailsTo = async (email: string) =>
    (
      await testApp.platform.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxMails)
        .where(eq(outboxMails.to, email))
    )[0]?.n ?? 0;

  it('answers a sign-up for a taken address exactly as for a new one', async () => {
    // The very first account becomes the administrator; its answer must not say so either.
    const first = await signUp('first@example.org');
    const taken = await signUp('first@example.org');
    const fresh = await signUp('fresh@example.org');
    const freshAgain = await signUp('fresh@example.org');

    const comparable = (answer: typeof first, email: string) => {
      const body = answer.json() as { token: unknown; user: Record<string, unknown> };
      const { id, createdAt, updatedAt, ...rest } = body.user;
      expect(typeof id).toBe('string');
      expect(Date.parse(String(createdAt))).not.toBeNaN();
      expect(updatedAt).toBe(createdAt);
      return {
        status: answer.statusCode,
        token: body.token,
        user: { ...rest, email: rest.email === email ? 'the address' : rest.email },
        fields: Object.keys(body.user).sort(),
        cookies: answer.cookies.length,
      };
    };
    const expected = comparable(fresh, 'fresh@example.org');
    expect(expected).toEqual({
      status: 200,
      token: null,
      user: { email: 'the address', name: 'Robin', image: null, emailVerified: false },
      fields: ['createdAt', 'email', 'emailVerified', 'id', 'image', 'name', 'updatedAt'],
      cookies: 0,
    });
    expect(comparable(first, 'first@example.org')).toEqual(expected);
    expect(comparable(taken, 'first@example.org')).toEqual(expected);
    expect(comparable(freshAgain, 'fresh@example.org')).toEqual(expected);
  });

  it('re-sends the verification link on an unverified sign-in, but not on every one', async () => {
    const email = 'unverified@example.org';
    expect((await signUp(email)).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(1);

    const browser = httpSession(testApp.app, PUBLIC_URL);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const early = await browser.post('/api/auth/sign-in/email', {
        email,
        password: TEST_PASSWORD,
      });
      expect(early.statusCode).toBe(403);
      expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    }
    // The sign-up's mail and one fresh link, not one per attempt.
    expect(await mailsTo(email)).toBe(2);
  });

  it('signs out from a page opened at another address than PUBLIC_URL', async () => {
    const account = await signedInAccount(testApp, 'shared-computer@example.org');
    const me = () => testApp.app.inject({ url: '/api/me', headers: account.authorization });
    expect((await me()).statusCode).toBe(200);

    const signOut = await account.browser.post(
      '/api/auth/sign-out',
      {},
      { origin: 'http://127.0.0.1:8080' },
    );
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toMatchObject({ success: true });
    expect(signOut.cookies.find((cookie) => cookie.name.includes('session_token'))?.value).toBe('');
    expect((await me()).statusCode).toBe(401);
    expect((await account.browser.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('still refuses every other write from a page at an address nobody listed', async () => {
    const account = await signedInAccount(testApp, 'kept@example.org');
    const rename = await account.browser.post(
      '/api/auth/update-user',
      { name: 'Renamed' },
      { origin: 'http://192.168.1.99:8080' },
    );
    expect(rename.statusCode).toBe(403);
    const me = await testApp.app.inject({ url: '/api/me', headers: account.authorization });
    expect(me.json().name).toBe('kept');
  });
});
