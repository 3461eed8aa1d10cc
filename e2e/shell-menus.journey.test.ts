import { ErrorText } from '@storyloom/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { apiTokenFor, getAs } from './support/api-token.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// The instance's first verified account: its administrator, so it can read the feedback back.
const EMAIL = 'nana@family.test';
const DISPLAY_NAME = 'nana';
const DESKTOP_ENTRIES = [
  'New Story',
  'Library',
  'Marketplace',
  'Subscription',
  'Settings',
  'Family',
];

/** The accessible name of whatever has the keyboard focus (e2e code has no DOM types). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(
    "(() => { const el = document.activeElement; return el?.getAttribute('aria-label') || el?.textContent?.trim() || ''; })()",
  );
}

describe('journey: the account menu and the feedback widget', () => {
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

  const menu = () => page.getByRole('menu', { name: 'Account' });

  it('opens the menu from the avatar with Enter, moves with the arrows, closes with Escape', async () => {
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await avatar.focus();
    await page.keyboard.press('Enter');
    await menu().waitFor();
    expect(await menu().getByRole('menuitem').allInnerTexts()).toEqual([
      ...DESKTOP_ENTRIES,
      'Sign Out',
    ]);
    await expect.poll(() => focusedName(page)).toBe('New Story');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toBe('Library');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Past the first entry the focus wraps round to the last.
    await expect.poll(() => focusedName(page)).toBe('Sign Out');

    await page.keyboard.press('Escape');
    await menu().waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Account menu');
    expect(await avatar.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the menu from the kebab with Space and returns the focus there', async () => {
    await page.getByRole('button', { name: 'More options' }).focus();
    await page.keyboard.press(' ');
    await menu().waitFor();
    await expect.poll(() => focusedName(page)).toBe('New Story');
    await page.keyboard.press('End');
    await expect.poll(() => focusedName(page)).toBe('Sign Out');
    await page.keyboard.press('Escape');
    await menu().waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('More options');
  });

  it('follows an entry chosen with the keyboard', async () => {
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('New Story');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/library`);
    await menu().waitFor({ state: 'detached' });
  });

  it('closes the menu on a click outside it', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await menu().waitFor();
    await page.getByRole('heading', { level: 1 }).first().click();
    await menu().waitFor({ state: 'detached' });
  });

  it('shows the avatar, the name and every entry, Feedback too, in the phone menu', async () => {
    const phone = await openPage(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
    });
    await signInThroughLoginScreen(phone, app, EMAIL);
    await phone.getByRole('button', { name: 'More options' }).waitFor({ state: 'hidden' });
    await phone.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = phone.locator('.account-menu__popup');
    await sheet.waitFor();
    await sheet.locator('.avatar').waitFor();
    await sheet.getByText(DISPLAY_NAME, { exact: true }).waitFor();
    expect(
      await phone.getByRole('menu', { name: 'Account' }).getByRole('menuitem').allInnerTexts(),
    ).toEqual([...DESKTOP_ENTRIES, 'Feedback', 'Sign Out']);

    await phone.getByRole('menuitem', { name: 'Feedback' }).click();
    await phone.getByRole('dialog', { name: 'Share Feedback' }).waitFor();
    await phone.context().close();
  });

  it('fits the top bar on small phones: every control on screen, none over another', async () => {
    // Visible controls of the bar whose boxes leave the screen or overlap (as "name: problem").
    const crowding = `(() => {
      const boxes = [...document.querySelectorAll('.top-bar a, .top-bar button')]
        .map((el) => ({ name: el.getAttribute('aria-label') || el.textContent.trim(), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 1 && box.height > 1);
      const problems = [];
      for (const { name, box } of boxes) {
        if (box.left < 0 || box.right > innerWidth) problems.push(name + ': off screen');
      }
      boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
        const apart = a.box.right <= b.box.left || b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top || b.box.bottom <= a.box.top;
        if (!apart) problems.push(a.name + ': over ' + b.name);
      }));
      return problems;
    })()`;
    for (const width of [320, 375]) {
      const phone = await openPage(browser, { viewport: { width, height: 700 }, isMobile: true });
      await signInThroughLoginScreen(phone, app, EMAIL);
      await phone.getByRole('link', { name: /Your balance/ }).waitFor();
      expect(await phone.evaluate<string[]>(crowding), `${width}px`).toEqual([]);
      // The product name beside the logo is hidden here; the logo link still has a name.
      await phone.getByRole('link', { name: 'Storyloom', exact: true }).waitFor();

      // The menu sheet hangs below the whole bar, however many rows it took.
      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      const bar = (await phone.locator('.top-bar').boundingBox())!;
      const sheet = (await phone.getByRole('menu', { name: 'Account' }).boundingBox())!;
      expect(sheet.y).toBeGreaterThanOrEqual(bar.y + bar.height - 8);
      await phone.context().close();
    }
  });

  it('asks for a rating before sending feedback', async () => {
    await page.goto(`${app.url}/story`);
    await page.getByRole('button', { name: 'Feedback?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
    await dialog.waitFor();
    const alerts: string[] = [];
    const onDialog = (alert: { message(): string; accept(): Promise<void> }) => {
      alerts.push(alert.message());
      void alert.accept();
    };
    page.on('dialog', onDialog);
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expect.poll(() => alerts).toEqual([ErrorText.ratingRequired]);
    page.off('dialog', onDialog);
    await dialog.waitFor();
  });

  it('thanks for rated feedback, closes by itself and stores it on the server', async () => {
    const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
    await dialog.getByRole('button', { name: 'Rate 4 out of 5' }).click();
    await dialog.getByLabel('Anything else?').fill('The dragon story made her laugh.');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.getByText(ErrorText.feedbackThankYou).waitFor();
    // The thank-you stays for 3 s, then the widget closes without anyone touching it.
    await page.waitForTimeout(1500);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByRole('button', { name: 'Feedback?' }).waitFor();

    const token = await apiTokenFor(app, EMAIL);
    const { items } = await getAs<{ items: { rating: number; text: string; path: string }[] }>(
      app,
      token,
      '/api/feedback',
    );
    expect(items).toEqual([
      expect.objectContaining({
        rating: 4,
        text: 'The dragon story made her laugh.',
        path: '/story',
      }),
    ]);
  });
});
