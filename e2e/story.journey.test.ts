import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// The seeded configuration (docs/credits.md): a Demo account starts with 30 credits and a story
// costs 10.
const EMAIL = 'auntie@family.test';

describe('journey: making a story from an empty account', () => {
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

  async function addIdea(kind: 'Character' | 'Place', name: string, description: string) {
    const toolbar = page.getByRole('toolbar', { name: 'Ideas tools' });
    await toolbar.getByRole('button', { name: `New ${kind.toLowerCase()}` }).click();
    const form = page.getByRole('form', { name: 'New story idea' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill(description);
    await form.getByRole('button', { name: 'Add to story' }).click();
    await page.getByRole('button', { name: `Take ${name} out of the story` }).waitFor();
  }

  it('gathers two characters and a place, and says what happens', async () => {
    await page.getByRole('toolbar', { name: 'Ideas tools' }).waitFor();
    await addIdea('Character', 'Pip', 'a shy hedgehog who collects shiny buttons');
    await addIdea('Character', 'Lola', 'a chatty squirrel who knows every path');
    await addIdea('Place', 'Whispering Woods', 'a forest where the trees hum at night');

    await page
      .getByLabel('What happens', { exact: true })
      .fill("the wind blew Pip's favourite button away");
    await page.getByLabel('What do they want?').fill('find the lost button');
    await page.getByLabel('What stands in the way?').fill('the button landed across the stream');
  });

  it('walks Plot and Ready, shows the cost, writes the story and takes the credits live', async () => {
    await page.getByRole('button', { name: 'Next: Plot' }).click();
    await page.getByLabel('Instructions for the storyteller').fill('make it about sharing');
    await page.getByRole('button', { name: 'Next: Ready' }).click();
    await page.getByText('This story uses 10 credits. You have 30.').waitFor();

    await page.getByRole('button', { name: 'Generate the story' }).click();
    const book = page.locator('.story-book');
    await book.getByText(/Page 1 of \d+/).waitFor();
    const firstPage = await book.innerText();
    expect(firstPage).toContain('Pip');
    // Live: the balance drops by the story's cost without a reload.
    await page.getByRole('link', { name: 'Your balance: 20 credits' }).waitFor();
  });

  it('reads the book page by page', async () => {
    const counter = page.getByText(/Page \d+ of \d+/);
    const total = Number((await counter.innerText()).match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(12);
    let text = await page.locator('.story-book').innerText();
    for (let turn = 1; turn < total; turn += 1) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText(`Page ${turn + 1} of ${total}`).waitFor();
      text += await page.locator('.story-book').innerText();
    }
    // Every chosen idea is in the story.
    expect(text).toContain('Lola');
    expect(text.toLowerCase()).toContain('whispering woods');
  });
});
