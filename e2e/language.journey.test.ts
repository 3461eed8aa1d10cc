import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

const EMAIL = 'abuela@family.test';

describe('journey: the family reads the app in Spanish', () => {
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

  const language = () => page.locator('html').getAttribute('lang');

  it('switches the whole interface when Spanish is saved in Settings', async () => {
    await page.goto(`${app.url}/settings`);
    await page.getByLabel('Preferred language').selectOption('es');
    await page.getByRole('button', { name: 'Save language' }).click();

    // At once, without a reload: the settings, the top bar and the account menu.
    await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
    expect(await language()).toBe('es');
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Biblioteca' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Ajustes' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('keeps Spanish after a reload, and English comes back the same way', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Menú de la cuenta' }).waitFor();
    expect(await language()).toBe('es');

    await page.getByLabel('Idioma preferido').selectOption('en');
    await page.getByRole('button', { name: 'Guardar idioma' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await language()).toBe('en');
  });
});
