import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

describe('journey: the app shell', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function freshPage(): Promise<Page> {
    page = await openPage(browser);
    return page;
  }

  it('opens the story page from /', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/`);
    await page.waitForURL(`${app.url}/story`);
    await expect(page.title()).resolves.toBe('Storyloom');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('sends an unknown path to /story', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/no/such/place`);
    await page.waitForURL(`${app.url}/story`);
  });

  it('shows this year and the product name in the footer', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/story`);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const text = await footer.innerText();
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toContain('Storyloom');
    for (const link of ['About', 'Media', 'Terms & Conditions', 'Privacy Policy']) {
      await footer.getByRole('link', { name: link }).waitFor();
    }
  });

  it('shows the fallback text when rendering throws', async () => {
    const page = await freshPage();
    // Break the runtime configuration the server embeds: the app throws while rendering.
    await page.route(`${app.url}/story`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="runtime-config">)[\s\S]*?(<\/script>)/,
        '$1{"productName":42}$2',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${app.url}/story`);
    await page.getByText('An error has occurred').waitFor();
  });

  it('runs under the content security policy without violations', async () => {
    const page = await freshPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${app.url}/story`);
    await page.getByRole('contentinfo').waitFor();
    expect(violations).toEqual([]);
  });
});
