import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

/** The tour's keys in this page's local storage, as key → value. */
async function tourKeys(page: Page): Promise<Record<string, string>> {
  const entries = (await page.evaluate(
    "Object.entries(window.localStorage).filter(([key]) => key.startsWith('tour'))",
  )) as [string, string][];
  return Object.fromEntries(entries);
}

const tourPopover = (page: Page) => page.locator('.tour [role="dialog"]');

describe('journey: the guided tour, as a first-time visitor on a desktop', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function promptedVisitor(): Promise<Page> {
    const page = await openPage(browser, {
      freshVisitor: true,
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${app.url}/story`);
    await page.getByRole('dialog', { name: 'Would you like a quick guided tour?' }).waitFor();
    return page;
  }

  it('opts in, walks the steps with Next and Done, and does not repeat on this page', async () => {
    const page = await promptedVisitor();
    await page.getByRole('button', { name: 'Yes, show me' }).click();
    // The wizard has its own Next button: use the one in the tour's popover.
    const next = tourPopover(page).getByRole('button', { name: 'Next' });
    const done = tourPopover(page).getByRole('button', { name: 'Done' });
    let steps = 1;
    while ((await done.count()) === 0) {
      await next.click();
      steps += 1;
      expect(steps).toBeLessThan(10);
    }
    await done.click();
    await tourPopover(page).waitFor({ state: 'detached' });

    // A signed-out visitor's story page: the wizard steps, the Market button, the Contacts button
    // and the ideas toolbar.
    expect(await tourKeys(page)).toEqual({
      tourOptIn: '1',
      tourPrompted: '1',
      'tourSeen:/story:d': '1',
      'tourStepSeen:wizard-steps:g': '1',
      'tourStepSeen:marketplace-nav:d': '1',
      'tourStepSeen:chat-nav:d': '1',
      'tourStepSeen:ideas-toolbar:g': '1',
    });
    expect(steps).toBe(4);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    await page.context().close();
  });

  it('skips after the first step: the page counts as seen, only that step as shown', async () => {
    const page = await promptedVisitor();
    await page.getByRole('button', { name: 'Yes, show me' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Skip' }).waitFor({ state: 'detached' });
    expect(await tourKeys(page)).toEqual({
      tourOptIn: '1',
      tourPrompted: '1',
      'tourSeen:/story:d': '1',
      'tourStepSeen:wizard-steps:g': '1',
    });
    await page.context().close();
  });

  it("says 'Not now' once and is not asked again", async () => {
    const page = await promptedVisitor();
    await page.getByRole('button', { name: 'Not now' }).click();
    expect(await tourKeys(page)).toEqual({ tourPrompted: '1', tourDisabled: '1' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('button', { name: 'Yes, show me' }).count()).toBe(0);
    await page.context().close();
  });

  it('turns the tour off from inside it with Disable tour', async () => {
    const page = await promptedVisitor();
    await page.getByRole('button', { name: 'Yes, show me' }).click();
    await page.getByRole('button', { name: 'Disable tour' }).click();
    await page.getByRole('button', { name: 'Disable tour' }).waitFor({ state: 'detached' });
    expect(await tourKeys(page)).toMatchObject({ tourDisabled: '1' });
    await page.context().close();
  });
});
