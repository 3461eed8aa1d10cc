import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { blockingViolations, finiteAnimationsEnded } from './support/axe.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'nana@family.test';

describe('journey: talking with a character the family made', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await verifiedAccount(app, EMAIL);
    page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInThroughLoginScreen(page, app, EMAIL);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('makes Pip, with a note of what Pip likes to eat', async () => {
    await page.goto(`${app.url}/library`);
    await page.getByRole('button', { name: 'New character' }).click();
    const dialog = page.getByRole('dialog', { name: 'New character' });
    await dialog.getByLabel('Name').fill('Pip');
    await dialog.getByLabel('Description').fill('A shy little hedgehog who collects shiny buttons');
    await dialog.getByLabel('Add documents').setInputFiles({
      name: 'pip-notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from("Pip's favourite food is blueberry pancakes."),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Pip' }).waitFor();
  });

  it('opens Contacts from the top bar, finds Pip and says hey', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
    const contacts = page.getByRole('dialog', { name: 'Contacts' });
    await contacts.getByRole('list', { name: 'Characters' }).waitFor();
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);

    await contacts.getByPlaceholder('Search...').fill('PI');
    await contacts.getByRole('button', { name: 'Say Hey to Pip' }).click();
    await page.waitForURL(/\/story\/all\/chat\/[^/]+$/);
    await contacts.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Pip' }).waitFor();
    // The greeting is there before anyone typed.
    const conversation = page.getByRole('region', { name: 'Conversation with Pip' });
    await expect.poll(() => conversation.locator('li').count()).toBeGreaterThan(0);
  });

  it('asks about favourite food and reads the streamed answer naming the pancakes', async () => {
    const box = page.getByRole('textbox', { name: 'Your message to Pip' });
    await box.fill('What is your favourite food?');
    await box.press('Enter');
    // The child's words show at once; the reply is said to screen readers once it is whole.
    const conversation = page.getByRole('region', { name: 'Conversation with Pip' });
    await conversation.getByText('What is your favourite food?').waitFor();
    const status = page.locator('.chat-page [role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^Pip says: /);
    expect((await status.textContent())!.toLowerCase()).toContain('blueberry pancakes');
    const lastReply = conversation.locator('li.chat-bubble--character').last();
    expect((await lastReply.textContent())!.toLowerCase()).toContain('pancakes');
    await expect.poll(() => box.getAttribute('readonly')).toBeNull();

    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('does the same on a 375px phone, nothing wider than the screen', async () => {
    const phone = await openPage(browser, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signInThroughLoginScreen(phone, app, EMAIL);
    await phone.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
    const contacts = phone.getByRole('dialog', { name: 'Contacts' });
    await contacts.getByPlaceholder('Search...').fill('pip');
    await contacts.getByRole('button', { name: 'Say Hey to Pip' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Pip' }).waitFor();

    const box = phone.getByRole('textbox', { name: 'Your message to Pip' });
    await box.fill('what do you like to eat?');
    await phone.getByRole('button', { name: 'Send' }).tap();
    const status = phone.locator('.chat-page [role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^Pip says: /);
    expect((await status.textContent())!.toLowerCase()).toContain('pancakes');

    const overflow = await phone.evaluate<number>(
      'document.documentElement.scrollWidth - window.innerWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await finiteAnimationsEnded(phone);
    expect(await blockingViolations(phone)).toEqual([]);
    await phone.context().close();
  });
});
