import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { blockingViolations, finiteAnimationsEnded } from './support/axe.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'mum@family.test';
const PIN = '2468';

/** Quiet hours that do not stop the chat now: from two hours ahead to three hours ahead (UTC). */
function quietHoursLater(): { start: string; end: string } {
  const hour = (offset: number) =>
    String((new Date().getUTCHours() + offset) % 24).padStart(2, '0');
  return { start: `${hour(2)}:00`, end: `${hour(3)}:00` };
}

describe('journey: a parent in charge of a child’s chats', () => {
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

  async function newCharacter(name: string, description: string) {
    await page.getByRole('button', { name: 'New character' }).click();
    const dialog = page.getByRole('dialog', { name: 'New character' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name }).waitFor();
  }

  async function sayHeyTo(name: string) {
    await page.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
    const contacts = page.getByRole('dialog', { name: 'Contacts' });
    await contacts.getByRole('button', { name: `Say Hey to ${name}` }).click();
    await contacts.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  async function say(name: string, words: string) {
    const box = page.getByRole('textbox', { name: `Your message to ${name}` });
    await expect.poll(() => box.getAttribute('readonly')).toBeNull();
    await box.fill(words);
    await box.press('Enter');
    const status = page.locator('.chat-page [role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(`${name} says: `);
    return (await status.textContent()) ?? '';
  }

  it('makes two characters, Pip and Lola', async () => {
    await page.goto(`${app.url}/library`);
    await newCharacter('Pip', 'A shy little hedgehog who collects shiny buttons');
    await newCharacter('Lola', 'A chatty squirrel who knows every path in the wood');
  });

  it('opens the family page from the avatar menu and adds Mia, who may talk with Pip only', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Family' }).click();
    await page.waitForURL(`${app.url}/parents`);
    const children = page.getByRole('region', { name: 'Children' });
    await children.getByText('No child profiles yet.', { exact: false }).waitFor();

    await children.getByRole('button', { name: 'Add a child' }).click();
    const form = page.getByRole('form', { name: 'Add a child' });
    await form.getByLabel('Name or nickname').fill('Mia');
    await form.getByLabel('Age', { exact: true }).selectOption('6-8');
    await form.getByLabel('Picture', { exact: true }).selectOption({ label: 'Pip' });
    await form.getByRole('checkbox', { name: 'Pip' }).check();
    await form.getByRole('checkbox', { name: 'Quiet hours (no chatting)' }).check();
    const quiet = quietHoursLater();
    await form.getByLabel('From', { exact: true }).fill(quiet.start);
    await form.getByLabel('Until', { exact: true }).fill(quiet.end);
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await children.getByText('Mia', { exact: true }).waitFor();
    await children.getByText('Age 6 to 8 · English').waitFor();
  });

  it('sets the parent PIN', async () => {
    const settings = page.getByRole('region', { name: 'Parent settings' });
    await settings.getByLabel('Parent PIN').fill(PIN);
    await settings.getByRole('button', { name: 'Set PIN' }).click();
    await settings.getByText('A PIN is set.').waitFor();
  });

  it('switches the device to Mia in one tap: her name shows, the grown-ups’ things do not', async () => {
    await page.getByRole('button', { name: 'Switch to Mia' }).click();
    await page.waitForURL(/\/Ideas$/);
    await page.getByText('Mia is using Storyloom').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    const entries = await page
      .getByRole('menu', { name: 'Account' })
      .getByRole('menuitem')
      .allTextContents();
    expect(entries).toEqual(['New Story', 'Library', 'Marketplace']);
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/settings`);
    await page.getByRole('heading', { name: 'Ask a grown-up' }).waitFor();
    // Still Mia after a reload: the device keeps the child's side.
    await page.getByText('Mia is using Storyloom').waitFor();
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('chats with Pip; Lola kindly says to ask a grown-up first', async () => {
    await sayHeyTo('Pip');
    const reply = await say('Pip', 'hi Pip, what do you like?');
    expect(reply).not.toContain('ask a grown-up');

    await sayHeyTo('Lola');
    const conversation = page.getByRole('region', { name: 'Conversation with Lola' });
    await conversation
      .getByText("Let's ask a grown-up before we chat. See you soon!")
      .first()
      .waitFor();
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('says something unsafe to Pip, who answers gently', async () => {
    await sayHeyTo('Pip');
    const reply = await say('Pip', 'my address is 12 Oak Street');
    expect(reply).toContain('grown-ups you trust');
  });

  it('switches back to the parent with the PIN', async () => {
    await page.getByRole('button', { name: 'Switch to parent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch back to the parent' });
    await dialog.getByLabel('Parent PIN').fill('1111');
    await dialog.getByRole('button', { name: 'Switch back' }).click();
    await dialog.getByText('That is not right. Ask a grown-up to try again.').waitFor();
    await dialog.getByLabel('Parent PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Switch back' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('Mia is using Storyloom').count()).toBe(0);
  });

  it('sees the alert, follows it to the moment in Mia’s transcript', async () => {
    await page.goto(`${app.url}/parents`);
    const alerts = page.getByRole('region', { name: 'Safety alerts' });
    await alerts.getByText('Shared a personal detail').waitFor();
    await alerts.getByText('my address is 12 Oak Street').waitFor();
    const transcript = page.getByRole('article', { name: 'Mia with Pip' });
    await transcript.getByText('hi Pip, what do you like?').waitFor();
    await alerts.getByRole('link', { name: 'See the moment in the transcript' }).click();
    await page.waitForURL(/#message-\d+$/);
    const anchor = new URL(page.url()).hash;
    await expect
      .poll(() => transcript.locator(anchor).textContent())
      .toContain('kept for a grown-up to read');
    // Lola's refusal stored nothing: there is no chat with her.
    expect(await page.getByRole('article', { name: 'Mia with Lola' }).count()).toBe(0);
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('finds the alert mail in the outbox, without what Mia wrote', async () => {
    await page.goto(`${app.url}/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText('A moment in your child’s chat to look at').count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const mailbox = await fetch(`${app.url}/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`);
    const { mails } = (await mailbox.json()) as { mails: { subject: string; text: string }[] };
    const alert = mails.find((mail) => mail.subject === 'A moment in your child’s chat to look at');
    expect(alert?.text).toContain('Mia, chatting with Pip, shared a personal detail');
    expect(alert?.text).not.toContain('Oak Street');
  });

  it('links “How we keep children safe” from the footer', async () => {
    await page.goto(`${app.url}/settings`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'How we keep children safe' })
      .click();
    await page.waitForURL(`${app.url}/keeping-children-safe`);
    await page.getByRole('heading', { level: 1, name: 'How we keep children safe' }).waitFor();
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
