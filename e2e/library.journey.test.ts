import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'mum@family.test';

describe('journey: a character in the library, shared in a bag', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let sharedLink = '';

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

  const card = (name: string) => page.getByRole('article', { name });

  it('creates a character with an uploaded picture and a knowledge note', async () => {
    await page.goto(`${app.url}/library`);
    await page.getByRole('button', { name: 'New character' }).click();
    const dialog = page.getByRole('dialog', { name: 'New character' });
    await dialog.getByLabel('Name').fill('Fern');
    await dialog.getByLabel('Description').fill('A small red fox who loves books');

    const picture = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#e76f51' },
    })
      .jpeg()
      .toBuffer();
    await dialog.getByLabel('Upload a picture').setInputFiles({
      name: 'fern.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await dialog.getByAltText('The chosen picture').waitFor();
    await dialog.getByLabel('Add documents').setInputFiles({
      name: 'bedtime-notes.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Fern\n\nFern reads one page before sleeping.'),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The grid shows the small thumbnail, fetched through a signed URL.
    const thumbnail = card('Fern').locator('img');
    await thumbnail.waitFor();
    await expect
      .poll(() =>
        thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBe(256);
    expect(await thumbnail.getAttribute('src')).toContain('.small.thumb');

    await card('Fern').getByRole('button', { name: 'Edit Fern' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Fern' });
    await editor.getByRole('button', { name: 'Read bedtime-notes' }).click();
    await editor.getByText('Fern reads one page before sleeping.').waitFor();
    await editor.getByRole('button', { name: 'Cancel' }).click();
  });

  it('puts the character in a bag and shares the bag by link', async () => {
    await page.getByRole('button', { name: 'New bag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New bag' });
    await dialog.getByLabel('Name').fill('Bedtime world');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await card('Bedtime world').getByRole('button', { name: 'Open Bedtime world' }).click();
    await page.getByRole('button', { name: 'Add Fern to the bag' }).click();
    await page.getByRole('button', { name: 'Remove Fern from the bag' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    await card('Bedtime world').getByRole('button', { name: 'Share Bedtime world' }).click();
    const link = page.getByLabel('Link');
    await expect.poll(() => link.inputValue()).toMatch(/\/view\/[A-Za-z0-9]{12}$/);
    sharedLink = await link.inputValue();
    expect(sharedLink.startsWith(`${app.url}/view/`)).toBe(true);
  });

  it('opens the link in a fresh browser, signed out', async () => {
    const visitor = await openPage(browser);
    await visitor.goto(sharedLink);
    await visitor.getByRole('heading', { level: 1, name: 'Bedtime world' }).waitFor();
    await visitor.getByText('Fern', { exact: true }).waitFor();
    await visitor.getByText('A small red fox who loves books').waitFor();
    await visitor.context().close();
  });

  it('stops sharing, after which the link shows that it is no longer shared', async () => {
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('Sharing stopped. The link no longer works.').waitFor();

    const visitor = await openPage(browser);
    await visitor.goto(sharedLink);
    await visitor
      .getByRole('heading', { level: 1, name: 'This link is no longer shared' })
      .waitFor();
    expect(await visitor.getByText('Fern', { exact: true }).count()).toBe(0);
    await visitor.context().close();
  });
});
