import { ErrorText, EventType } from '@storyloom/contracts';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/accounts.js';
import { apiTokenFor, getAs } from './support/api-token.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// The instance's first verified account is its administrator: it reads the events back.
const ADMIN = 'keeper@family.test';
// The privacy policy loads on demand, in a chunk of its own (features/pages/lazy-pages.tsx).
const PRIVACY_CHUNK = '**/assets/PrivacyPage-*.js';
// What a server answers after a new deployment removed the old hashed chunk: its HTML page.
const HTML_INSTEAD_OF_SCRIPT = {
  status: 200,
  contentType: 'text/html',
  body: '<!doctype html><title>Storyloom</title>',
};

type SystemEvent = { EventType: number; PrimaryParameter?: string; SecondaryParameter?: string };

function eventTypeOf(request: Request): number | null {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/events') return null;
  try {
    return (JSON.parse(request.postData() ?? '') as { EventType?: number }).EventType ?? null;
  } catch {
    return null;
  }
}

/** Watches a page: the 1200 events it sends and the documents (page loads) it requests. */
function watch(page: Page) {
  const seen = { chunkFailureEvents: 0, pageLoads: [] as string[] };
  page.on('request', (request) => {
    if (eventTypeOf(request) === EventType.ChunkLoadFailure) seen.chunkFailureEvents += 1;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.pageLoads.push(new URL(request.url()).pathname);
    }
  });
  return seen;
}

describe('journey: a chunk that fails to load', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await verifiedAccount(app, ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  // The service worker would answer chunk requests itself, out of page.route's sight.
  const visitorPage = () => openPage(browser, { serviceWorkers: 'block' });

  it('logs one 1200 event, reloads once and then shows the page', async () => {
    const page = await visitorPage();
    await page.goto(`${app.url}/story`);
    await page.getByRole('contentinfo').waitFor();

    // The first request gets HTML, as after a deployment; the reload then finds the chunk.
    let failed = false;
    await page.route(PRIVACY_CHUNK, async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill(HTML_INSTEAD_OF_SCRIPT);
    });
    const seen = watch(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

    await page.getByRole('heading', { level: 1, name: /privacy/i }).waitFor({ timeout: 20_000 });
    expect(failed).toBe(true);
    expect(seen.pageLoads).toEqual(['/privacy']);
    await expect.poll(() => seen.chunkFailureEvents).toBe(1);
    // Nothing more arrives once the page has settled.
    await page.waitForTimeout(1000);
    expect(seen.chunkFailureEvents).toBe(1);
    expect(seen.pageLoads).toEqual(['/privacy']);

    const token = await apiTokenFor(app, ADMIN);
    const events = await getAs<SystemEvent[]>(app, token, '/api/DevOps/system-events?take=50');
    const failures = events.filter((event) => event.EventType === EventType.ChunkLoadFailure);
    expect(failures).toEqual([expect.objectContaining({ SecondaryParameter: '/privacy' })]);
    expect(failures[0]?.PrimaryParameter).toMatch(/PrivacyPage|dynamically imported module/i);
    await page.context().close();
  });

  it('reloads only once when the chunk keeps failing, then shows the error page', async () => {
    const page = await visitorPage();
    await page.route(PRIVACY_CHUNK, (route) => route.fulfill(HTML_INSTEAD_OF_SCRIPT));
    const seen = watch(page);
    await page.goto(`${app.url}/privacy`);

    await page.getByText(ErrorText.renderError).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.waitForTimeout(1000);
    // The visit itself and one reload; no loop.
    expect(seen.pageLoads).toEqual(['/privacy', '/privacy']);
    await page.context().close();
  });
});
