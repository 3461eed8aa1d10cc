import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_PASSWORD } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'loopback@family.test';

// PUBLIC_URL names localhost; the family types 127.0.0.1 (issue 27, item 1).
describe('journey: the app opened at 127.0.0.1 while PUBLIC_URL names localhost', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let opened: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startApp({}, { publicHost: 'localhost' }),
      launchBrowser(),
    ]);
    opened = app.url;
    expect(new URL(opened).hostname).toBe('127.0.0.1');
    page = await openPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up, and the mailed link names PUBLIC_URL', async () => {
    await page.goto(`${opened}/login`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Verification email sent! Check your inbox.').waitFor();

    const mailbox = await fetch(`${opened}/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`);
    const { mails } = (await mailbox.json()) as { mails: { text: string }[] };
    const link = mails[0]?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0] ?? '';
    expect(link.startsWith(`http://localhost:${new URL(opened).port}/`)).toBe(true);
    await page.goto(link);
    await page.getByText('Your e-mail is verified').waitFor();
  });

  it('signs in at 127.0.0.1 and lands on the story start', async () => {
    await page.goto(`${opened}/login`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${opened}/ideas`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('signs out, and the library then asks to sign in', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${opened}/login`);
    await page.goto(`${opened}/library`);
    await page.waitForURL(`${opened}/login`);
  });
});
