import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAccount } from '../../test/accounts.js';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app.js';

describe('ID tokens on protected routes', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  let member: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await buildTestApp({ database, env: { PUBLIC_URL: 'http://storyloom.test' } });
    admin = await signedInAccount(testApp, 'first@example.org');
    member = await signedInAccount(testApp, 'second@example.org');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp?.close();
    await database?.drop();
  });

  const me = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ url: '/api/me', headers });

  it('carries the claims the web app reads', () => {
    const [, payload] = admin.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      sub: expect.any(String),
      email: 'first@example.org',
      email_verified: true,
      name: 'first',
      admin: true,
      iss: 'http://storyloom.test',
      aud: 'http://storyloom.test',
    });
    expect(claims.picture).toMatch(
      /^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?d=identicon&s=64$/,
    );
  });

  it('answers each caller as themselves when calls from two families interleave', async () => {
    // The authenticator remembers the last token it saw; a different one must never borrow it.
    const emails: unknown[] = [];
    for (const account of [admin, member, member, admin, member, admin, admin]) {
      const answer = await me({ authorization: `Bearer ${account.token}` });
      expect(answer.statusCode).toBe(200);
      emails.push(answer.json().email);
    }
    expect(emails).toEqual([
      'first@example.org',
      'second@example.org',
      'second@example.org',
      'first@example.org',
      'second@example.org',
      'first@example.org',
      'first@example.org',
    ]);
  });

  it('answers 401 without a token, with a malformed header, or with a bad signature', async () => {
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in to continue',
      status: 401,
    });

    expect((await me({ authorization: 'Token abc' })).statusCode).toBe(401);

    const [header, payload, signature = ''] = member.token.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const tampered = await me({ authorization: `Bearer ${flipped}` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe(
      'Your sign-in could not be verified. Please sign in again.',
    );
  });

  it('answers 401 to a token signed with a key that is not ours', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA');
    const jwk = await exportJWK(publicKey);
    const forged = await new SignJWT({ admin: true, sid: 'x' })
      .setProtectedHeader({ alg: 'EdDSA', kid: jwk.x ?? 'k' })
      .setSubject('attacker')
      .setIssuer('http://storyloom.test')
      .setAudience('http://storyloom.test')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await me({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it('answers 401 to a token for another audience', async () => {
    const elsewhere = await buildTestApp({ database, env: { PUBLIC_URL: 'http://other.test' } });
    try {
      const account = await signedInAccount(elsewhere, 'third@example.org');
      const response = await me(account.authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'Your sign-in could not be verified. Please sign in again.',
      );
    } finally {
      await elsewhere.close();
    }
  });

  it('answers 401 to an expired token, though it was accepted while it lasted', async () => {
    // Accepted first, so the server has seen the token and checked its signature already.
    expect((await me(member.authorization)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    try {
      const response = await me(member.authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your sign-in has expired. Please sign in again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the admin claim, and only it, through admin routes', async () => {
    const asMember = await testApp.app.inject({
      method: 'POST',
      url: '/api/DevOps/users',
      headers: member.authorization,
      payload: { filter: '' },
    });
    expect(asMember.statusCode).toBe(403);

    const byEmail = await testApp.app.inject({
      method: 'POST',
      url: '/api/DevOps/users',
      headers: admin.authorization,
      payload: { email: '  SECOND@example.org ' },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().users).toEqual([
      expect.objectContaining({ email: 'second@example.org', admin: false, emailVerified: true }),
    ]);

    const clamped = await testApp.app.inject({
      method: 'POST',
      url: '/api/DevOps/users',
      headers: admin.authorization,
      payload: { filter: 'example', limit: 0.7 },
    });
    expect(clamped.json().users).toHaveLength(1);
  });

  it('ends the token when its session signs out, and refuses other cross-site writes', async () => {
    const account = await signedInAccount(testApp, 'leaver@example.org');
    expect((await me(account.authorization)).statusCode).toBe(200);

    const forged = await account.browser.post(
      '/api/auth/update-user',
      { name: 'Someone else' },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('invalid_origin');
    expect((await me(account.authorization)).json().name).toBe('leaver');

    expect((await account.browser.post('/api/auth/sign-out')).statusCode).toBe(200);
    const after = await me(account.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('You have been signed out. Please sign in again.');
  });

  it('slows password guesses with a clear 429, leaving other addresses open', async () => {
    const guesser = (await signedInAccount(testApp, 'target@example.org')).browser;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await guesser.post('/api/auth/sign-in/email', {
        email: 'target@example.org',
        password: `wrong-guess-${attempt}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ seconds/),
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const otherAddress = await guesser.post('/api/auth/sign-in/email', {
      email: 'first@example.org',
      password: 'bedtime-stories-1',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await admin.browser.post('/api/auth/sign-in/email', {
      email: 'first@example.org',
      password: 'bedtime-stories-1',
    });
    const cookie = response.cookies.find((c) => c.name.includes('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});
