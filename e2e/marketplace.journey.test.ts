import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const PUBLISHER = 'nana@family.test';
const BROWSER = 'dad@family.test';

describe('journey: a bag published in the marketplace, found and acquired by another family', () => {
  let app: RunningApp;
  let browser: Browser;
  let publisher: Page;
  let family: Page;
  let productUrl = '';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await verifiedAccount(app, PUBLISHER);
    await verifiedAccount(app, BROWSER);
    publisher = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    family = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInThroughLoginScreen(publisher, app, PUBLISHER);
    await signInThroughLoginScreen(family, app, BROWSER);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function createElement(page: Page, kind: 'character' | 'bag', name: string, about = '') {
    await page.getByRole('button', { name: `New ${kind}` }).click();
    const dialog = page.getByRole('dialog', { name: `New ${kind}` });
    await dialog.getByLabel('Name').fill(name);
    if (about) await dialog.getByLabel('Description').fill(about);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  const searchMarketplace = async (page: Page, words: string) => {
    await page.goto(`${app.url}/marketplace`);
    await page.getByLabel('Search the marketplace').fill(words);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };

  it('publishes a bag with two characters', async () => {
    await publisher.goto(`${app.url}/library`);
    await createElement(publisher, 'character', 'Fern', 'A red fox who reads by moonlight');
    await createElement(publisher, 'character', 'Bramble', 'A hedgehog who hums lullabies');
    await createElement(publisher, 'bag', 'Moonlit meadow', 'Two friends and a quiet night');

    await publisher.getByRole('button', { name: 'Open Moonlit meadow' }).click();
    await publisher.getByRole('button', { name: 'Add Fern to the bag' }).click();
    await publisher.getByRole('button', { name: 'Add Bramble to the bag' }).click();
    await publisher.getByRole('button', { name: 'Remove Bramble from the bag' }).waitFor();
    await publisher.getByRole('button', { name: 'Done' }).click();

    await publisher.getByRole('button', { name: 'Publish Moonlit meadow' }).click();
    const dialog = publisher.getByRole('dialog', { name: '“Moonlit meadow”', exact: false });
    await dialog.getByLabel('Title').fill('Moonlit meadow');
    await dialog.getByLabel('Description').fill('A fox and a hedgehog share a calm night.');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByText('“Moonlit meadow” is in the marketplace.').waitFor();
    await dialog.getByRole('link', { name: 'See it in the marketplace' }).click();
    await publisher.getByRole('heading', { level: 1, name: 'Moonlit meadow' }).waitFor();
    productUrl = publisher.url();
    expect(productUrl).toMatch(/\/marketplace\/product\/[^/]+$/);
  });

  it('lets another parent find it by search, acquire it, and see the characters in the library', async () => {
    await searchMarketplace(family, 'meadow');
    await family.getByRole('link', { name: /Moonlit meadow/ }).click();
    await family.getByRole('heading', { level: 1, name: 'Moonlit meadow' }).waitFor();
    await family.getByText('A red fox who reads by moonlight').waitFor();

    await family.getByRole('button', { name: 'Acquire' }).click();
    await family.getByText('In your library').waitFor();
    await family.getByRole('link', { name: 'Open your library' }).click();
    await family.getByRole('article', { name: 'Fern' }).waitFor();
    await family.getByRole('article', { name: 'Bramble' }).waitFor();
    await family.getByRole('article', { name: 'Moonlit meadow' }).waitFor();
  });

  it('disappears from search once its publisher unpublishes it', async () => {
    await publisher.goto(productUrl);
    await publisher.getByRole('button', { name: 'Unpublish' }).click();
    await publisher.getByRole('button', { name: 'Publish again' }).waitFor();

    await searchMarketplace(family, 'meadow');
    await family
      .getByText('Nothing matches that just now. Try another word or category.')
      .waitFor();
    expect(await family.getByRole('link', { name: /Moonlit meadow/ }).count()).toBe(0);
    // The family's copies stay theirs.
    await family.goto(`${app.url}/library`);
    await family.getByRole('article', { name: 'Fern' }).waitFor();
  });
});
