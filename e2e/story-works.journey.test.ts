import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { apiTokenFor } from './support/api-token.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// Journey 5 of docs/experience.md: more from one story. Seeded costs (docs/credits.md): a coloring
// page costs 1 credit (creditsPerImage), a song 5, an audiobook 5.
const EMAIL = 'grandpa@family.test';

describe('journey: a coloring book, a song and an audiobook from one story', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let pages = 0;

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

  const card = (name: string): Locator => page.getByRole('region', { name, exact: true });

  /** The seconds an <audio> inside `scope` has played. */
  const playedSeconds = (scope: Locator) =>
    scope
      .locator('audio')
      .first()
      .evaluate((audio) => (audio as unknown as { currentTime: number }).currentTime);

  it('writes a short story and tops the credits up for what comes next', async () => {
    await page.getByRole('toolbar', { name: 'Ideas tools' }).waitFor();
    await page
      .getByLabel('What happens', { exact: true })
      .fill('a little owl finds a lantern in the snow');
    await page.getByRole('button', { name: 'Next: Plot' }).click();
    await page.getByRole('button', { name: 'Next: Ready' }).click();
    await page.getByRole('button', { name: 'Generate the story' }).click();
    const counter = await page
      .locator('.story-book')
      .getByText(/Page 1 of \d+/)
      .innerText({ timeout: 30_000 });
    pages = Number(counter.match(/of (\d+)/)![1]);

    // The first account on an instance is its administrator: 40 more credits.
    const token = await apiTokenFor(app, EMAIL);
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    const topUp = await fetch(`${app.url}/api/DevOps/users/${userId}/credits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 40, note: 'journey: more from one story' }),
    });
    expect(topUp.status).toBe(200);
    await page
      .getByRole('link', { name: `Your balance: ${30 - 10 - pages + 40} credits` })
      .waitFor();
    await page.getByRole('heading', { name: 'More from this story' }).waitFor();
  });

  it('makes a coloring book with a page per scene and downloads it as one PDF', async () => {
    const coloring = card('Coloring book');
    await coloring.getByText(`Uses ${pages} credits.`, { exact: false }).waitFor();
    await coloring.getByRole('button', { name: 'Make the coloring book' }).click();
    const gallery = coloring.getByRole('list', { name: 'Coloring pages' });
    await gallery.waitFor({ timeout: 60_000 });
    expect(await gallery.getByRole('listitem').count()).toBe(pages);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      coloring.getByRole('button', { name: 'Download the coloring book (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = (await readFile((await download.path())!)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(pages);
  });

  it('makes a song, shows its score and lights the words and notes while it plays', async () => {
    const song = card('Song');
    await song.getByRole('button', { name: 'Make the song' }).click();
    await song.getByRole('progressbar', { name: 'Song progress' }).waitFor();
    // The first song of a fresh server also loads the soundfont.
    const play = song.getByRole('button', { name: 'Play', exact: true });
    await play.waitFor({ timeout: 120_000 });
    // abcjs drew the sheet music.
    await expect
      .poll(() => song.locator('svg .abcjs-note').count(), { timeout: 15_000 })
      .toBeGreaterThan(10);

    await play.click();
    await song.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expect.poll(() => playedSeconds(song), { timeout: 15_000 }).toBeGreaterThan(1);
    await expect
      .poll(() => song.locator('[aria-current="true"], [aria-current="step"]').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // The score lights the note of the syllable the lyrics light, read in one go.
    const litNoteAndWord = `(() => {
      const notes = [...document.querySelectorAll('.works-song__notes .abcjs-note')];
      const words = [...document.querySelectorAll('.works-song__lyrics .works-song__syllable')];
      return [
        notes.findIndex((note) => note.classList.contains('works-song__note--sung')),
        words.findIndex((word) => word.getAttribute('aria-current') === 'true'),
      ];
    })()`;
    await expect
      .poll(
        async () => {
          const [note, word] = await page.evaluate<[number, number]>(litNoteAndWord);
          return note >= 0 && note === word;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await song.getByRole('button', { name: 'Pause', exact: true }).click();
  });

  it('reads the story aloud in a chosen voice, skips chapters and remembers where it stopped', async () => {
    const audiobook = card('Audiobook');
    const voices = audiobook.getByRole('radio');
    await expect.poll(() => voices.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const second = voices.nth(1);
    await second.check();
    // A voice sample plays.
    const listen = audiobook.getByRole('button', { name: /^Listen to / }).nth(1);
    await listen.click();
    await expect.poll(() => playedSeconds(audiobook), { timeout: 15_000 }).toBeGreaterThan(0);

    await audiobook.getByRole('button', { name: 'Make the audiobook' }).click();
    const chapters = audiobook.getByRole('navigation', { name: 'Chapters' });
    await chapters.waitFor({ timeout: 90_000 });
    // The title and one chapter per page.
    expect(await chapters.getByRole('button').count()).toBe(pages + 1);

    await audiobook.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playedSeconds(audiobook), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await audiobook.getByRole('button', { name: 'Next chapter' }).click();
    await audiobook.getByRole('button', { name: 'Next chapter' }).click();
    const at = await playedSeconds(audiobook);
    expect(at).toBeGreaterThan(2);
    await audiobook.getByRole('button', { name: 'Pause', exact: true }).click();

    await page.reload();
    const again = card('Audiobook');
    await again.getByText(/Picking up where you stopped/).waitFor({ timeout: 30_000 });
    expect(await playedSeconds(again)).toBeGreaterThan(at - 1);
  });

  it('finds the story in Recent Work with what was made from it, and opens it again', async () => {
    const title = await page.locator('#story-book-title').innerText();
    await page.goto(`${app.url}/library`);
    await page.getByRole('radio', { name: 'Recent Work' }).check();
    const grid = page.getByRole('list', { name: 'Recent Work' });
    const link = grid.getByRole('link', { name: title });
    await link.waitFor();
    const made = grid.getByRole('list', { name: 'Made from this story' });
    for (const work of ['Story', 'Coloring book', 'Song', 'Audiobook']) {
      await made.getByText(work, { exact: true }).waitFor();
    }
    await link.click();
    await page.waitForURL(/\/story$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await card('Song').getByRole('button', { name: 'Play', exact: true }).waitFor();
    await card('Coloring book').getByRole('list', { name: 'Coloring pages' }).waitFor();
  });
});
