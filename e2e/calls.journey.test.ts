import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { apiTokenFor, getAs } from './support/api-token.js';
import { blockingViolations, finiteAnimationsEnded } from './support/axe.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';
import { fakeMicrophoneSaying, type FakeMicrophone } from './support/fake-microphone.js';

const EMAIL = 'grandpa@family.test';
const QUESTION = 'what is your favorite food';

/** Chromium's microphone says the question (eSpeak NG), over and over with quiet between. */
describe('journey: calling a character and the voice test', () => {
  let app: RunningApp;
  let browser: Browser;
  let microphone: FakeMicrophone;
  let page: Page;
  let token: string;

  const balance = async () =>
    (await getAs<{ creditsAvailable: number }>(app, token, '/api/Subscriptions/current'))
      .creditsAvailable;

  beforeAll(async () => {
    microphone = await fakeMicrophoneSaying(QUESTION);
    // One after the other: on a busy two-core machine the app's start needs the processor.
    app = await startApp();
    browser = await launchBrowser(microphone.flags);
    await verifiedAccount(app, EMAIL);
    token = await apiTokenFor(app, EMAIL);
    page = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      permissions: ['microphone'],
    });
    // What the page's speaker really played: the call's audio elements are not in the document,
    // so each one's own 'playing' event is listened to.
    await page.addInitScript(`
      window.__soundsPlayed = [];
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        this.addEventListener('playing', () => window.__soundsPlayed.push(this.currentSrc.slice(0, 22)), { once: true });
        return play.call(this);
      };
    `);
    await signInThroughLoginScreen(page, app, EMAIL);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await microphone?.remove();
  });

  it('lets a signed-out visitor check the microphone and recognition on /voice-test (375px)', async () => {
    const visitor = await openPage(browser, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      permissions: ['microphone'],
    });
    await visitor.goto(`${app.url}/voice-test`);
    await visitor.getByRole('heading', { level: 1, name: 'Voice test' }).waitFor();
    await finiteAnimationsEnded(visitor);
    expect(await blockingViolations(visitor)).toEqual([]);

    const microphoneCheck = visitor.getByRole('region', { name: 'Microphone' });
    await microphoneCheck.getByRole('button', { name: 'Check my microphone' }).tap();
    await microphoneCheck.getByRole('meter', { name: 'Microphone level' }).waitFor();
    await microphoneCheck
      .getByText('We hear you: the microphone works.')
      .waitFor({ timeout: 20_000 });

    const recognition = visitor.getByRole('region', { name: 'Understanding you' });
    await recognition.getByRole('button', { name: 'Start listening' }).tap();
    const heard = recognition.getByText(/^We heard: /);
    await heard.waitFor({ timeout: 30_000 });
    // The recogniser's dictionary spells it either way.
    expect((await heard.textContent())!.toLowerCase()).toMatch(/favou?rite food/);
    await recognition.getByText('Works', { exact: true }).waitFor();

    const overflow = await visitor.evaluate<number>(
      'document.documentElement.scrollWidth - window.innerWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await finiteAnimationsEnded(visitor);
    expect(await blockingViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });

  it('shows the voice test to a visitor at 1280px, axe clean', async () => {
    const visitor = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${app.url}/voice-test`);
    await visitor.getByRole('region', { name: 'Answer speed' }).waitFor();
    await finiteAnimationsEnded(visitor);
    expect(await blockingViolations(visitor)).toEqual([]);
    await visitor.context().close();
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

  it('offers Call in Contacts and on the chat page', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
    const contacts = page.getByRole('dialog', { name: 'Contacts' });
    await contacts.getByRole('list', { name: 'Characters' }).waitFor();
    expect(await contacts.getByRole('link', { name: 'Call Pip' }).getAttribute('href')).toMatch(
      /^\/story\/all\/call\/[^/]+$/,
    );
    await contacts.getByRole('button', { name: 'Say Hey to Pip' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pip' }).waitFor();
    await page.getByRole('link', { name: 'Call Pip' }).click();
    await page.waitForURL(/\/story\/all\/call\/[^/]+$/);
    await page.getByRole('button', { name: 'Call Pip' }).waitFor();
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('calls Pip, asks about food out loud, hears about pancakes, hangs up: one minute paid', async () => {
    const { systemCosts } = await getAs<{ systemCosts: { creditsPerMinuteOfCall: number } }>(
      app,
      token,
      '/api/system-configuration/public',
    );
    const before = await balance();
    await page.getByRole('button', { name: 'Call Pip' }).click();
    await page.getByRole('button', { name: 'Hang up' }).waitFor();
    const captions = page.getByRole('log', { name: 'What was said' });
    // The question is heard (the child's caption), then Pip's reply names the food.
    await captions
      .getByRole('listitem')
      .filter({ hasText: /^You\s/ })
      .filter({ hasText: /favou?rite food/i })
      .first()
      .waitFor({ timeout: 45_000 });
    await expect
      .poll(async () => (await captions.textContent())!.toLowerCase(), { timeout: 30_000 })
      .toContain('pancakes');
    // The greeting and at least one sentence of the reply were heard, as WAV.
    await expect
      .poll(() => page.evaluate<number>('window.__soundsPlayed.length'), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await page.evaluate<string[]>('window.__soundsPlayed')).toContain(
      'data:audio/wav;base64,',
    );
    await page
      .getByText(/minutes? left$/)
      .first()
      .waitFor();

    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Hang up' }).click();
    await page.getByRole('heading', { level: 2, name: 'Call ended' }).waitFor();
    await page.getByText('Pip enjoyed talking with you. Call again any time!').waitFor();
    await expect
      .poll(balance, { timeout: 10_000 })
      .toBe(before - systemCosts.creditsPerMinuteOfCall);
    // Nothing more is charged after the hang-up.
    await page.waitForTimeout(1500);
    expect(await balance()).toBe(before - systemCosts.creditsPerMinuteOfCall);
  });

  it('fits a 375px phone: Call in Contacts, and the call page', async () => {
    const phone = await openPage(browser, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      permissions: ['microphone'],
    });
    await signInThroughLoginScreen(phone, app, EMAIL);
    await phone.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
    const contacts = phone.getByRole('dialog', { name: 'Contacts' });
    const call = contacts.getByRole('link', { name: 'Call Pip' });
    await call.waitFor();
    // The row's two buttons fit beside the name.
    const box = (await call.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await call.tap();
    await phone.waitForURL(/\/story\/all\/call\/[^/]+$/);
    await phone.getByRole('button', { name: 'Call Pip' }).waitFor();
    const overflow = await phone.evaluate<number>(
      'document.documentElement.scrollWidth - window.innerWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await finiteAnimationsEnded(phone);
    expect(await blockingViolations(phone)).toEqual([]);
    await phone.context().close();
  });
});
