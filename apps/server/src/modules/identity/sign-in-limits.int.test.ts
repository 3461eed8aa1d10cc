import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAccount, TEST_PASSWORD } from '../../test/accounts.js';
import { httpSession } from '../../test/http-session.js';
import { listenForRawRequests } from '../../test/raw-http.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://localhost:8080';
const ORIGIN = { origin: PUBLIC_URL };

/** Ways of writing an auth path that still reach the endpoint (better-auth resolves them). */
const REACHING = [
  (path: string) => `/api/auth/.${path}`,
  (path: string) => `/api/auth/%2e${path}`,
  (path: string) => `/api/auth/%2E${path}`,
  (path: string) => `/api/auth/x/..${path}`,
  (path: string) => `/api/auth/../auth${path}`,
  (path: string) => `/api/auth${path}?via=query`,
  (path: string) => `/api/auth${path.replace(/\/(?=[^/]*$)/, '/./')}`,
];
/** Ways that reach no endpoint at all (404), listed to show they are no way round either. */
const NOT_REACHING = [
  (path: string) => `/api/auth/${path}`,
  (path: string) => `/api/auth${path}/`,
  (path: string) => `/api/auth${path.toUpperCase()}`,
];

describe('per-address limits whatever the spelling of the path', () => {
  let testApp: TestApp;
  let raw: Awaited<ReturnType<typeof listenForRawRequests>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL } });
    raw = await listenForRawRequests(testApp.app);
    await signedInAccount(testApp, 'owner@example.org');
  });
  afterAll(() => testApp?.close());

  it('counts wrong passwords sent to /./, %2e, .. and query spellings of sign-in', async () => {
    const guess = (path: string) =>
      raw.post(path, { email: 'owner@example.org', password: 'not-the-password' }, ORIGIN);
    for (const spell of REACHING.slice(0, 5)) {
      expect((await guess(spell('/sign-in/email'))).status).toBe(401);
    }
    for (const spell of [...REACHING, ...NOT_REACHING]) {
      const answer = await guess(spell('/sign-in/email'));
      expect([404, 429], spell('/sign-in/email')).toContain(answer.status);
    }
    const plain = await guess('/api/auth/sign-in/email');
    expect(plain.status).toBe(429);
    // About 30 seconds: on a busy machine a second may pass between the guess and this try.
    expect(JSON.parse(plain.body)).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many sign-in attempts\. Please wait (2\d|30) seconds and try again\.$/,
      ),
    });
    expect(Number(plain.headers['retry-after'])).toBeGreaterThan(20);
  });

  it.each([
    ['/request-password-reset', { redirectTo: '/reset-password' }],
    ['/send-verification-email', { callbackURL: '/verify-email' }],
    ['/sign-up/email', { password: TEST_PASSWORD, name: 'x', callbackURL: '/verify-email' }],
  ])('counts mails asked of %s under any spelling', async (path, rest) => {
    const email = `mail${path.replace(/\W/g, '')}@example.org`;
    for (const spell of REACHING.slice(0, 5)) {
      expect((await raw.post(spell(path), { email, ...rest }, ORIGIN)).status).toBe(200);
    }
    for (const spell of [...REACHING, ...NOT_REACHING]) {
      expect([404, 429], spell(path)).toContain(
        (await raw.post(spell(path), { email, ...rest }, ORIGIN)).status,
      );
    }
    const plain = await raw.post(`/api/auth${path}`, { email, ...rest }, ORIGIN);
    expect(plain.status).toBe(429);
    expect(JSON.parse(plain.body).message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('password guesses slow the guesser, never lock the owner out', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL } });
    await signedInAccount(testApp, 'family@example.org');
  });
  afterAll(() => testApp?.close());
  afterEach(() => vi.useRealTimers());

  const signIn = (email: string, password: string, from: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: from,
      headers: ORIGIN,
      payload: { email, password },
    });
  // Delays are read on a clock that stands still, so a busy machine cannot stretch a test past
  // a one-second delay; `later` moves it on.
  const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'] });
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it('never counts successful sign-ins: a family signs in as often as it likes', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await signIn('family@example.org', TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(
        200,
      );
    }
  });

  it('gives a client a few free wrong guesses, then doubling delays', async () => {
    freezeClock();
    const stranger = '203.0.113.66';
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await signIn('family@example.org', `guess-${guess}`, stranger)).statusCode).toBe(401);
    }
    const refused = await signIn('family@example.org', 'guess-5', stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');

    later(31);
    expect((await signIn('family@example.org', 'guess-5', stranger)).statusCode).toBe(401);
    const longer = await signIn('family@example.org', 'guess-6', stranger);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('60');
    expect(longer.json().message).toBe(
      'Too many sign-in attempts. Please wait 60 seconds and try again.',
    );

    // Meanwhile the owner, on the family's own connection, signs in at once.
    expect((await signIn('family@example.org', TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it("clears a client's failures when it signs in", async () => {
    freezeClock();
    const typist = '192.0.2.20';
    for (let typo = 0; typo < 5; typo += 1) {
      expect((await signIn('family@example.org', `typo-${typo}`, typist)).statusCode).toBe(401);
    }
    later(31);
    expect((await signIn('family@example.org', TEST_PASSWORD, typist)).statusCode).toBe(200);
    expect((await signIn('family@example.org', 'one-more-typo', typist)).statusCode).toBe(401);
    expect((await signIn('family@example.org', TEST_PASSWORD, typist)).statusCode).toBe(200);
  });

  it('only slows an address guessed at from many clients, and lets its known devices in', async () => {
    freezeClock();
    const owner = await signedInAccount(testApp, 'popular@example.org');
    expect(owner.token).toBeTruthy();
    // A known device: it signed in to the address before.
    expect((await signIn('popular@example.org', TEST_PASSWORD, '192.0.2.30')).statusCode).toBe(200);

    for (let client = 1; client <= 20; client += 1) {
      const answer = await signIn('popular@example.org', 'wrong', `198.51.100.${client}`);
      expect(answer.statusCode, `client ${client}`).toBe(401);
    }
    const newcomer = await signIn('popular@example.org', TEST_PASSWORD, '198.51.100.200');
    expect(newcomer.statusCode).toBe(429);
    expect(Number(newcomer.headers['retry-after'])).toBeLessThanOrEqual(30);

    expect((await signIn('popular@example.org', TEST_PASSWORD, '192.0.2.30')).statusCode).toBe(200);
    later(31);
    expect((await signIn('popular@example.org', TEST_PASSWORD, '198.51.100.200')).statusCode).toBe(
      200,
    );
  });

  it('counts a burst of parallel guesses as what it is', async () => {
    await signedInAccount(testApp, 'burst@example.org');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signIn('burst@example.org', `parallel-${index}`, '203.0.113.99'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('counts wrong passwords a signed-in session tries, with the sign-in guesses', async () => {
    freezeClock();
    const holder = await signedInAccount(testApp, 'unlocked-phone@example.org');
    const check = (path: string, body: object) => holder.browser.post(`/api/auth${path}`, body);
    for (let guess = 0; guess < 3; guess += 1) {
      const answer = await check('/change-password', {
        currentPassword: `guess-${guess}`,
        newPassword: 'a-new-secret-9',
      });
      expect(answer.statusCode).toBe(400);
    }
    for (let guess = 3; guess < 5; guess += 1) {
      expect((await check('/verify-password', { password: `guess-${guess}` })).statusCode).toBe(
        400,
      );
    }
    const slowed = await check('/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-secret-9',
    });
    expect(slowed.statusCode).toBe(429);
    const signIn = await holder.browser.post('/api/auth/sign-in/email', {
      email: 'unlocked-phone@example.org',
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(429);

    later(31);
    const changed = await check('/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-secret-9',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('keeps every other address open while one is guessed at', async () => {
    const browser = httpSession(testApp.app, PUBLIC_URL);
    const other = await browser.post('/api/auth/sign-in/email', {
      email: 'family@example.org',
      password: TEST_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });
});
