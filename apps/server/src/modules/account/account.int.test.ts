import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session } from '../../db/schema/auth.js';
import { TEST_PASSWORD } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';
import { ACCOUNT_EXPORT_SECTIONS } from './account-export.js';
import { CONFIRMATION_MISMATCH } from './account-deletion.js';
import { rowsOf, seedAccount, storedFilesOf, type SeededAccount } from './account.test-support.js';

/** The account's own data: the traces of the refused requests themselves may grow meanwhile. */
const accountData = ({ trace_spans: _traces, ...rows }: Record<string, number>) => rows;

/** Where an account's rows live today; the seed writes into each. */
const SEEDED_TABLES = [
  'user',
  'account',
  'session',
  'subscriptions',
  'credit_ledger',
  'stripe_customers',
  'story_elements',
  'bag_members',
  'knowledge_documents',
  'share_links',
  'account_configurations',
  'phone_number_slots',
  'feedback',
  'events',
  'job_runs',
  'live_events',
  'outbox_mails',
];

type Caller = Awaited<ReturnType<typeof signedInUser>> & { email: string; tag: string };

describe('account export and deletion', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;
  let adaData: SeededAccount;
  let benData: SeededAccount;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const signIn = async (email: string, tag: string): Promise<Caller> => ({
      ...(await signedInUser(testApp, email)),
      email,
      tag,
    });
    ada = await signIn('ada@example.org', 'ada');
    ben = await signIn('ben@example.org', 'ben');
    adaData = await seedAccount(testApp, ada.userId, ada.tag);
    benData = await seedAccount(testApp, ben.userId, ben.tag);
  });
  afterAll(() => testApp?.close());

  const exportOf = (caller: Caller) =>
    testApp.app.inject({ url: '/api/me/export', headers: caller.authorization });
  const deleteAccount = (caller: Caller, payload: unknown) =>
    testApp.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: caller.authorization,
      payload: payload as object,
    });

  it('answers 401 without a token, and changes nothing', async () => {
    expect((await testApp.app.inject({ url: '/api/me/export' })).statusCode).toBe(401);
    const anonymous = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: ada.email },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized', status: 401 });
    expect((await rowsOf(testApp, ada)).user).toBe(1);
  });

  it('downloads everything the account holds as a dated JSON attachment', async () => {
    const response = await exportOf(ada);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="storyloom-export-${today}.json"`,
    );

    const document = response.json();
    expect(document).toMatchObject({ format: 'storyloom-account-export', version: 1 });
    expect(Object.keys(document.sections)).toEqual(ACCOUNT_EXPORT_SECTIONS.map((s) => s.name));
    const { sections } = document;
    expect(sections.profile).toMatchObject({
      id: ada.userId,
      email: ada.email,
      emailVerified: true,
      signInMethods: [{ providerId: 'credential' }],
    });
    expect(sections.sessions.length).toBeGreaterThan(0);
    expect(sections.subscription).toMatchObject({
      current: { plan: 2, creditsAvailable: 30 },
      billing: { customerId: 'cus_ada' },
    });
    expect(sections.creditLedger).toEqual([
      expect.objectContaining({ delta: 30, reason: 'grant' }),
    ]);
    expect(sections.accountConfiguration).toEqual({
      preferredLanguage: 'es',
      phoneNumber: { countryCode: '44', number: '7700900123' },
      phoneNumberVerified: false,
      phoneNumberSlots: [{ slot: 1, storyElementId: adaData.characterId }],
    });
    expect(sections.feedback).toEqual([
      expect.objectContaining({ rating: 5, text: 'ada loves it' }),
    ]);
    expect(sections.shareLinks).toEqual([
      expect.objectContaining({ shortCode: adaData.shortCode, storyElementId: adaData.bagId }),
    ]);
    expect(sections.events).toEqual([
      expect.objectContaining({ eventType: 700, primaryParameter: '/library' }),
    ]);

    const byId = Object.fromEntries(
      (sections.storyElements as { id: string }[]).map((element) => [element.id, element]),
    );
    expect(Object.keys(byId).sort()).toEqual([adaData.bagId, adaData.characterId]);
    expect(byId[adaData.bagId]).toMatchObject({ memberIds: [adaData.characterId] });
    expect(byId[adaData.characterId]).toMatchObject({
      knowledge: [{ title: 'Facts.md', content: adaData.knowledgeContent }],
      avatar: { path: adaData.avatarPath },
    });
  });

  it('gives each stored picture size a working link that lasts a day', async () => {
    const { sections } = (await exportOf(ada)).json();
    const character = sections.storyElements.find(
      (element: { id: string }) => element.id === adaData.characterId,
    );
    const files = character.avatar.files as { variant: string; path: string; url: string }[];
    expect(files.map((file) => file.variant)).toEqual(['original', 'small', 'tiny']);
    for (const file of files) {
      const url = new URL(file.url);
      expect(url.origin).toBe(new URL(testApp.config.publicUrl).origin);
      const expires = Number(url.searchParams.get('expires')) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
      const download = await testApp.app.inject({ url: url.pathname + url.search });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(`ada-${file.variant}`);
    }
  });

  it('holds no secrets and nothing of another account', async () => {
    const body = (await exportOf(ada)).body;
    const db = testApp.platform.database.db;
    const [credential] = await db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, ada.userId));
    const sessions = await db
      .select({ id: session.id, token: session.token })
      .from(session)
      .where(eq(session.userId, ada.userId));
    expect(credential?.password).toBeTruthy();
    expect(body).not.toContain(credential!.password!);
    for (const row of sessions) {
      expect(body).not.toContain(row.token);
      expect(body).not.toContain(row.id);
    }
    expect(body).not.toContain(ada.token);
    expect(body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|ipHash)"/);
    expect(body).not.toContain('ada-keyed-ip-hash');
    expect(body).not.toContain(ben.userId);
    expect(body).not.toContain('ben');
  });

  it('relies on foreign keys that never block deleting the user row', async () => {
    // A key to "user" (or to the library, which hangs off it) that neither cascades nor lets go
    // (set null) would make the deletion fail for anyone who has such a row.
    const { rows } = await testApp.platform.database.pool.query<{ name: string }>(
      `select conname as name from pg_constraint
        where contype = 'f' and confdeltype in ('a', 'r')
          and confrelid in ('public."user"'::regclass, 'public.story_elements'::regclass)`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a confirmation that is not the e-mail, deleting nothing', async () => {
    const rowsBefore = accountData(await rowsOf(testApp, ada));
    const filesBefore = await storedFilesOf(testApp, ada.userId);
    expect(filesBefore.length).toBe(4);

    for (const payload of [{ confirm: 'DELETE' }, { confirm: ben.email }, { confirm: '' }]) {
      const refused = await deleteAccount(ada, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'bad_request',
        message: CONFIRMATION_MISMATCH,
        status: 400,
      });
    }
    for (const payload of [{}, { confirm: 42 }]) {
      const invalid = await deleteAccount(ada, payload);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ status: 400 });
    }

    expect(accountData(await rowsOf(testApp, ada))).toEqual(rowsBefore);
    expect(await storedFilesOf(testApp, ada.userId)).toEqual(filesBefore);
    expect((await exportOf(ada)).statusCode).toBe(200);
  });

  it('asks for the password again, deleting nothing without the right one', async () => {
    const rowsBefore = accountData(await rowsOf(testApp, ada));
    const filesBefore = await storedFilesOf(testApp, ada.userId);

    const missing = await deleteAccount(ada, { confirm: ada.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'password_required',
      message: 'Type your password to confirm.',
      status: 400,
    });
    for (const password of ['not-the-password', '', TEST_PASSWORD.toUpperCase()]) {
      const wrong = await deleteAccount(ada, { confirm: ada.email, password });
      expect(wrong.statusCode, password).toBe(password === '' ? 400 : 403);
    }
    const wrong = await deleteAccount(ada, { confirm: ada.email, password: 'still-wrong' });
    expect(wrong.json()).toEqual({
      error: 'wrong_password',
      message: 'That is not the password of this account.',
      status: 403,
    });
    const overlong = await deleteAccount(ada, { confirm: ada.email, password: 'x'.repeat(2000) });
    expect(overlong.statusCode).toBe(400);

    expect(accountData(await rowsOf(testApp, ada))).toEqual(rowsBefore);
    expect(await storedFilesOf(testApp, ada.userId)).toEqual(filesBefore);
    expect((await exportOf(ada)).statusCode).toBe(200);
  });

  it('slows password guesses made through deletion as it slows sign-in guesses', async () => {
    const guesser = await signedInUser(testApp, 'guessed@example.org');
    const guess = (password: string) =>
      testApp.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: guesser.authorization,
        payload: { confirm: 'guessed@example.org', password },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess(`guess-${attempt}`)).statusCode).toBe(403);
    }
    const slowed = await guess(TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(20);
    const signIn = await guesser.browser.post('/api/auth/sign-in/email', {
      email: 'guessed@example.org',
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('deletes every row and file of the account, signs it out, and leaves others alone', async () => {
    const benRowsBefore = await rowsOf(testApp, ben);
    const benFilesBefore = await storedFilesOf(testApp, ben.userId);
    const adaRowsBefore = await rowsOf(testApp, ada);
    // The seed wrote into every table the account had when this was written; tables added
    // since are checked after the deletion all the same.
    const seeded = Object.keys(adaRowsBefore).filter((table) => adaRowsBefore[table]! > 0);
    expect(seeded).toEqual(expect.arrayContaining(SEEDED_TABLES));

    const deleted = await deleteAccount(ada, {
      confirm: '  ADA@example.org ',
      password: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    const adaRows = await rowsOf(testApp, ada);
    expect(Object.entries(adaRows).filter(([, n]) => n !== 0)).toEqual([]);
    expect(await storedFilesOf(testApp, ada.userId)).toEqual([]);

    // Sessions are gone: the ID token and the session cookie no longer sign anyone in.
    expect((await exportOf(ada)).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ url: '/api/me', headers: ada.authorization })).statusCode,
    ).toBe(401);
    const cookieSession = await ada.browser.get('/api/auth/get-session');
    expect(cookieSession.json()).toBeNull();

    expect(await rowsOf(testApp, ben)).toEqual(benRowsBefore);
    expect(await storedFilesOf(testApp, ben.userId)).toEqual(benFilesBefore);
    const benExport = (await exportOf(ben)).json();
    expect(benExport.sections.storyElements).toHaveLength(2);
    expect(benExport.sections.profile.email).toBe(ben.email);
    expect(benData.shortCode).toBe('benCode00001');
  });

  it('lets the address sign up again afresh', async () => {
    const again = await signedInUser(testApp, ada.email);
    expect(again.userId).not.toBe(ada.userId);
    const { sections } = (await exportOf({ ...ada, ...again })).json();
    expect(sections.storyElements).toEqual([]);
    expect(sections.feedback).toEqual([]);
  });
});

describe('the identity calls the Settings page makes', () => {
  let testApp: TestApp;
  let cleo: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cleo = await signedInUser(testApp, 'cleo@example.org');
  });
  afterAll(() => testApp?.close());

  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { name?: string };
  const freshToken = async () => (await cleo.browser.get('/api/auth/token')).json().token as string;

  it('lists a password sign-in for an e-mail account', async () => {
    const methods = await cleo.browser.get('/api/auth/list-accounts');
    expect(methods.statusCode).toBe(200);
    expect(methods.json()).toEqual([expect.objectContaining({ providerId: 'credential' })]);
  });

  it('renames the account, and the next ID token carries the new name', async () => {
    const renamed = await cleo.browser.post('/api/auth/update-user', { name: 'Cleo the Brave' });
    expect(renamed.statusCode).toBe(200);
    expect(claimsOf(await freshToken()).name).toBe('Cleo the Brave');
  });

  it('changes the password, ending other sessions but keeping this browser signed in', async () => {
    const wrong = await cleo.browser.post('/api/auth/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'a-new-secret-2',
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });

    const changed = await cleo.browser.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-secret-2',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    const me = (authorization: string) =>
      testApp.app.inject({ url: '/api/me', headers: { authorization } });
    expect((await me(cleo.authorization.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${await freshToken()}`)).statusCode).toBe(200);
  });
});
