import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount, signInThroughLoginScreen } from './support/accounts.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// The seeded configuration (docs/credits.md): a story costs 10 credits, a picture 2, a song 5,
// an audiobook 5, a minute of voice chat 1; the Demo plan starts with 30 credits, Parent adds 500.
const EMAIL = 'grandpa@family.test';

describe('journey: credits in the header', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await verifiedAccount(app, EMAIL);
    page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await signInThroughLoginScreen(page, app, EMAIL);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const affords = async () =>
    Object.fromEntries(
      await Promise.all(
        ['stories', 'illustrations', 'songs', 'audiobooks', 'voiceChat'].map(async (id) => [
          id,
          ((await page.getByTestId(`affords-${id}`).textContent()) ?? '')
            .replace(/\s+/g, ' ')
            .trim(),
        ]),
      ),
    );

  it('shows the Demo balance, what it buys inline, and the pricing button at 1280px', async () => {
    await page.getByRole('link', { name: 'Your balance: 30 credits' }).waitFor();
    await page.getByRole('button', { name: 'See Pricing & Plans' }).waitFor();
    await page.getByRole('button', { name: 'What your credits buy' }).click();
    expect(await affords()).toEqual({
      stories: '3 Stories',
      illustrations: '30 Illustrations',
      songs: '6 Songs',
      audiobooks: '6 Audiobooks',
      voiceChat: '30 min Voice chat',
    });
    expect(await page.locator('.credits-toggle--inline').count()).toBe(1);

    const toggle = page.getByRole('button', { name: 'What your credits buy' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('affords-stories').count()).toBe(0);
  });

  it('names the pricing button briefly on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Pricing', exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows a plan change arrive live, then lists what it buys in a tooltip at 900px', async () => {
    // The first account administers the instance; it moves itself to the Parent plan.
    const { token } = (await (await page.request.get(`${app.url}/api/auth/token`)).json()) as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await page.request.get(`${app.url}/api/me`, { headers })).json()) as {
      id: string;
    };
    const changed = await page.request.post(`${app.url}/api/DevOps/users/${me.id}/plan`, {
      headers,
      data: { plan: 'Parent' },
    });
    expect(changed.status()).toBe(200);

    // No reload: the new balance comes over the live channel.
    await page.getByRole('link', { name: 'Your balance: 530 credits' }).waitFor();
    await page.setViewportSize({ width: 900, height: 800 });
    expect(await page.getByRole('button', { name: 'See Pricing & Plans' }).count()).toBe(0);
    await page.getByRole('button', { name: 'What your credits buy' }).click();
    expect(await page.locator('.credits-toggle--popover').count()).toBe(1);
    expect(await affords()).toEqual({
      stories: '53 Stories',
      illustrations: '530 Illustrations',
      songs: '106 Songs',
      audiobooks: '106 Audiobooks',
      voiceChat: '530 min Voice chat',
    });
  });
});
