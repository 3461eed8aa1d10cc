import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoContent } from '@storyloom/contracts';
import { JOURNEY_PASSWORD } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// The first visit (issue 22): a fresh instance makes its demo; a visitor comes through a
// campaign link, reads, listens, prints, and signs up to make their own.
const EMAIL = 'newcomer@family.test';
const THIRTY_DAYS_S = 2_592_000;

describe('journey: the first visit, through a demo', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let demo: DemoContent;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ DEFAULT_DEMO: 'on' }), launchBrowser()]);
    // The instance makes its demo in the background after start.
    const deadline = Date.now() + 150_000;
    for (;;) {
      demo = (await (await fetch(`${app.url}/api/demo/welcome`)).json()) as DemoContent;
      if (demo.storyId !== '') break;
      if (Date.now() > deadline) throw new Error('the default demo was not made in time');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const region = (name: string): Locator => page.getByRole('region', { name, exact: true });
  const playedSeconds = (scope: Locator) =>
    scope
      .locator('audio')
      .first()
      .evaluate((audio) => (audio as unknown as { currentTime: number }).currentTime);

  it("shows a fresh instance's first visitor the seeded demo", async () => {
    const first = await openPage(browser);
    await first.goto(app.url);
    await first.waitForURL(`${app.url}/story`);
    // Plans and the default campaign are read at the first touch of the page.
    await first.mouse.move(200, 200);
    await first.mouse.click(5, 300);
    const invite = first.getByRole('complementary', { name: 'See what Storyloom makes' });
    await invite.getByText(demo.storyTitle, { exact: false }).waitFor({ timeout: 20_000 });
    const cookies = await first.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'demoExperienceCode')?.value).toBe('welcome');
    await first.context().close();
  });

  it('keeps the campaign of a ?campaign= link in a 30-day Lax cookie', async () => {
    page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const before = Date.now() / 1000;
    await page.goto(`${app.url}/story?campaign=welcome`);
    const invite = page.getByRole('complementary', { name: 'See what Storyloom makes' });
    await invite.waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'demoExperienceCode')!;
    expect(cookie).toMatchObject({ value: 'welcome', sameSite: 'Lax', path: '/' });
    expect(cookie.expires).toBeGreaterThanOrEqual(Math.floor(before) + THIRTY_DAYS_S - 5);
    expect(cookie.expires).toBeLessThanOrEqual(Date.now() / 1000 + THIRTY_DAYS_S + 5);
    await invite.getByRole('link', { name: 'Open the demo' }).click();
    await page.waitForURL(`${app.url}/story/demo/welcome`);
  });

  it('turns the pages of the book', async () => {
    await page.getByRole('heading', { level: 1, name: demo.storyTitle }).waitFor();
    const book = region('The book');
    const total = demo.works!.story.pages.length;
    await book.getByText(`Page 1 of ${total}`).first().waitFor();
    await book.getByRole('button', { name: 'Next' }).click();
    await book.getByText(`Page 2 of ${total}`).first().waitFor();
    // The page's picture comes through the demo's signed link.
    await expect
      .poll(() =>
        book
          .locator('img')
          .first()
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
  });

  it('plays the song and the audiobook', async () => {
    const song = region('The song');
    await song.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playedSeconds(song), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await song.getByRole('button', { name: 'Pause', exact: true }).click();
    await song.getByText(demo.works!.song!.sections[0]!.lines[0]!.split(' ')[0]!).first().waitFor();

    const audiobook = region('The audiobook');
    await audiobook.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playedSeconds(audiobook), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await audiobook.getByRole('button', { name: 'Pause', exact: true }).click();
  });

  it("talks with one of the demo's characters without signing in", async () => {
    const pip = demo.characters.find((character) => character.name === 'Pip')!;
    await page.getByRole('link', { name: 'Say hello to Pip' }).click();
    await page.waitForURL(`${app.url}/story/${demo.storyId}/chat/${pip.id}`);
    await page.getByRole('heading', { name: 'Pip' }).first().waitFor({ timeout: 20_000 });
    await page.getByRole('textbox').first().waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: demo.storyTitle }).waitFor();
  });

  it('downloads the coloring page to print', async () => {
    const coloring = region('Coloring page');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      coloring.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  it('signs up from "Create your own" and is offered the demo\'s characters in the wizard', async () => {
    await page.getByRole('link', { name: 'Create your own' }).first().click();
    await page.waitForURL(/\/login\?mode=create/);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Verification email sent! Check your inbox.').waitFor();
    const mailbox = await fetch(`${app.url}/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`);
    const { mails } = (await mailbox.json()) as { mails: { text: string }[] };
    const link = mails[0]!.text.match(/https?:\/\/\S+verify-email\S*/)![0];
    await fetch(link, { redirect: 'manual' });

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.url}/story`);
    const offer = page.getByRole('complementary', { name: 'Characters from the demo' });
    await offer.getByText('Bring Pip, Lola into your library').waitFor({ timeout: 20_000 });
    await offer.getByRole('button', { name: 'Add them to my library' }).click();
    await offer.getByText('Pip, Lola are in your library now').waitFor({ timeout: 20_000 });
    // There to choose on the Ideas step.
    await page.getByText('Pip', { exact: true }).first().waitFor({ timeout: 20_000 });
  });
});
