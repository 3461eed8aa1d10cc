import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { apiTokenFor } from './support/api-token.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// The seeded configuration (docs/credits.md): a Demo account starts with 30 credits; a story costs
// 10 for its words and 1 for each page's picture.
const EMAIL = 'auntie@family.test';

describe('journey: making a story from an empty account', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let pages = 0;

  beforeAll(async () => {
    // Idle workers look for work every 2 s, so a cancel lands while the second version is early on.
    [app, browser] = await Promise.all([
      startApp({ JOB_POLL_INTERVAL_MS: '2000' }),
      launchBrowser(),
    ]);
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
    await page
      .getByText(
        'This story uses 16 to 22 credits: the more pages, the more pictures. You have 30.',
      )
      .waitFor();

    await page.getByRole('button', { name: 'Generate the story' }).click();
    await page.getByRole('progressbar').waitFor();
    const book = page.locator('.story-book');
    const counter = await book.getByText(/Page 1 of \d+/).innerText({ timeout: 30_000 });
    pages = Number(counter.match(/of (\d+)/)![1]);
    expect(await book.innerText()).toContain('Pip');
    // Live: the balance drops by the story's cost (words and a picture a page) without a reload.
    await page.getByRole('link', { name: `Your balance: ${30 - 10 - pages} credits` }).waitFor();
  });

  it('reads the illustrated book page by page', async () => {
    const total = pages;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(12);
    const book = page.locator('.story-book');
    let text = await book.innerText();
    for (let turn = 1; turn <= total; turn += 1) {
      // Every page has its picture, loaded and described for screen readers.
      const picture = book.locator('img').first();
      await expect
        .poll(() =>
          picture.evaluate(
            (img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth,
          ),
        )
        .toBeGreaterThan(0);
      expect(await picture.getAttribute('alt')).toBeTruthy();
      if (turn === total) break;
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText(`Page ${turn + 1} of ${total}`).waitFor();
      text += await book.innerText();
    }
    await page
      .getByText(/OpenMoji/)
      .first()
      .waitFor();
    // Every chosen idea is in the story.
    expect(text).toContain('Lola');
    expect(text.toLowerCase()).toContain('whispering woods');
  });

  it('downloads the book as a PDF and opens it in the reader', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: 'Open in reader' }).click();
    await page.waitForURL(/\/view\//);
    await page.getByRole('toolbar', { name: 'Reader controls' }).waitFor();
    // A cover, a page for each story page and a credits page.
    const status = await page.getByText(/Page 1 of \d+/).innerText({ timeout: 30_000 });
    expect(Number(status.match(/of (\d+)/)![1])).toBeGreaterThanOrEqual(pages + 2);
    // pdf.js really drew the cover: the canvas is not blank.
    const cover = page.locator('canvas[aria-label="Page 1"]');
    await expect
      .poll(() =>
        cover.evaluate((canvas) => {
          const element = canvas as unknown as {
            width: number;
            height: number;
            getContext(kind: '2d'): {
              getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
            };
          };
          const { data } = element
            .getContext('2d')
            .getImageData(0, 0, element.width, element.height);
          let ink = 0;
          for (let index = 0; index < data.length; index += 4) if (data[index]! < 200) ink += 1;
          return ink;
        }),
      )
      .toBeGreaterThan(100);
    // Its words are laid over the drawing as text: to select, copy and be read aloud.
    const pagesShown = page.getByRole('region', { name: 'Pages' });
    await expect
      .poll(() => pagesShown.textContent(), { timeout: 15_000 })
      .toContain('A Storyloom story');
  });

  it('cancels a second version midway and gives every credit back', async () => {
    // The first account on an instance is its administrator: top up enough for a second story.
    const token = await apiTokenFor(app, EMAIL);
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    const topUp = await fetch(`${app.url}/api/DevOps/users/${userId}/credits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 30, note: 'journey: a second version' }),
    });
    expect(topUp.status).toBe(200);
    await page.goBack();
    await page.locator('.story-book').waitFor();
    const before = 30 - 10 - pages + 30;
    await page.getByRole('link', { name: `Your balance: ${before} credits` }).waitFor();

    await page.getByRole('button', { name: 'Write a new version' }).click();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText('Generation was cancelled by the user').waitFor();
    await page.getByText('Your credits were returned.', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: `Your balance: ${before} credits` }).waitFor();
  });
});
