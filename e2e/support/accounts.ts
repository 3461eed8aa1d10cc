import type { Page } from 'playwright-core';
import type { RunningApp } from './app-server.js';

export const JOURNEY_PASSWORD = 'once-upon-a-time';

/** Signs an account up over the API and follows its verification link from the dev mailbox. */
export async function verifiedAccount(app: RunningApp, email: string): Promise<void> {
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: JOURNEY_PASSWORD, name: email.split('@')[0] }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const mailbox = await fetch(`${app.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { mails } = (await mailbox.json()) as { mails: { text: string }[] };
  const link = mails[0]?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  await fetch(link, { redirect: 'manual' });
}

/** Signs in through the login screen, as a person would, and waits for the story start. */
export async function signInThroughLoginScreen(page: Page, app: RunningApp, email: string) {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${app.url}/ideas`);
}
