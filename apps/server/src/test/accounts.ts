import { desc, eq } from 'drizzle-orm';
import { outboxMails } from '../db/schema/outbox-mails.js';
import { httpSession } from './http-session.js';
import type { TestApp } from './test-app.js';

export const TEST_PASSWORD = 'bedtime-stories-1';

/**
 * Signs an account up, follows the verification link from the outbox (the app runs without
 * SMTP) and signs in: the way a person would, through the HTTP API.
 */
export async function signedInAccount(
  testApp: TestApp,
  email: string,
  password = TEST_PASSWORD,
  /** Where the verification link is found: the outbox unless the app sends over SMTP. */
  findLink: (testApp: TestApp, email: string) => Promise<string | undefined> = verificationLinkFor,
) {
  const browser = httpSession(testApp.app, testApp.config.publicUrl);
  const signUp = await browser.post('/api/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
    callbackURL: '/verify-email',
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = await findLink(testApp, email);
  if (!link) throw new Error(`no verification mail for ${email}`);
  await browser.get(browser.pathOf(link));
  const signIn = await browser.post('/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const token = (await browser.get('/api/auth/token')).json().token as string;
  return { browser, token, authorization: { authorization: `Bearer ${token}` } };
}

/** The verification link in the newest mail to `email` in the outbox, if there is one. */
export async function verificationLinkFor(
  testApp: TestApp,
  email: string,
): Promise<string | undefined> {
  const [mail] = await testApp.platform.database.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, email))
    .orderBy(desc(outboxMails.createdAt))
    .limit(1);
  return mail?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
}
