import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { blockingViolations, finiteAnimationsEnded } from './support/axe.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'grandpa@family.test';

/** The page has drawn its content: its title is there and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Several parts of a page may load at once, each with its own spinner.
  await expect.poll(() => page.locator('.spinner').count(), { timeout: 20_000 }).toBe(0);
  await page.getByRole('contentinfo').waitFor();
  await finiteAnimationsEnded(page);
}

describe('journey: accessibility (axe, serious and critical)', () => {
  let app: RunningApp;
  let browser: Browser;
  let visitor: Page;
  let member: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await verifiedAccount(app, EMAIL);
    visitor = await openPage(browser);
    member = await openPage(browser);
    await signInThroughLoginScreen(member, app, EMAIL);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const path of ['/login', '/story', '/help', '/privacy']) {
    it(`finds nothing serious on ${path}`, async () => {
      await visitor.goto(`${app.url}${path}`);
      await settled(visitor);
      expect(await blockingViolations(visitor)).toEqual([]);
    });
  }

  for (const path of ['/library', '/settings']) {
    it(`finds nothing serious on ${path}, signed in`, async () => {
      await member.goto(`${app.url}${path}`);
      await member.waitForURL(`${app.url}${path}`);
      await settled(member);
      expect(await blockingViolations(member)).toEqual([]);
    });
  }
});
