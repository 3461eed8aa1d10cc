import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'parent@family.test';
const PASSWORD = 'once-upon-a-time';

describe('journey: joining and signing in', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    // Someone set this instance up before: the first account is its administrator, so the
    // family member in this journey is not.
    const owner = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email: 'owner@family.test', password: PASSWORD, name: 'owner' }),
    });
    expect(owner.status).toBe(200);
    page = await openPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up and finds the verification mail in the dev mailbox', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Welcome to Storyloom' }).waitFor();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Verification email sent! Check your inbox.').waitFor();
    await page.getByRole('heading', { name: 'Welcome to Storyloom' }).waitFor();

    await page.goto(`${app.url}/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
    await page.getByText('Verify your e-mail for Storyloom').first().waitFor();
    await page.locator('a[href*="/api/auth/verify-email"]').first().click();
    await page.waitForURL(`${app.url}/verify-email`);
    await page.getByText('Your e-mail is verified').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${app.url}/login`);
  });

  it('signs in and lands on the story start', async () => {
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.url}/ideas`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('opens the library when signed in', async () => {
    await page.goto(`${app.url}/library`);
    await page.getByRole('heading', { name: 'Your library' }).waitFor();
    expect(page.url()).toBe(`${app.url}/library`);
  });

  it('sends a family member who is not an administrator away from /admin', async () => {
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/story`);
  });

  it('signs out to /login, after which the library asks to sign in', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/login`);
    await page.goto(`${app.url}/library`);
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Welcome to Storyloom' }).waitFor();
  });

  it("opens the admin area for the instance's first account", async () => {
    const mailbox = await fetch(`${app.url}/dev/mailbox.json?to=owner%40family.test`);
    const { mails } = (await mailbox.json()) as { mails: { text: string }[] };
    const verifyLink = mails[0]?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
    expect(verifyLink).toBeTruthy();

    const owner = await openPage(browser);
    await owner.goto(String(verifyLink));
    await owner.waitForURL(`${app.url}/verify-email`);
    await owner.goto(`${app.url}/login`);
    await owner.getByLabel('Email').fill('owner@family.test');
    await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await owner.getByRole('button', { name: 'Sign In' }).click();
    await owner.waitForURL(`${app.url}/ideas`);
    await owner.goto(`${app.url}/admin`);
    await owner.waitForURL(`${app.url}/admin/tracing`);
    await owner.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await owner.getByRole('navigation', { name: 'Admin sections' }).waitFor();
  });
});
