import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, WizardPhase } from '@storyloom/contracts';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { apiTokenFor, getAs } from './support/api-token.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { blockingViolations, finiteAnimationsEnded } from './support/axe.js';
import { launchBrowser, openPage } from './support/browser.js';
import { startFakeErrorService, type FakeErrorService } from './support/fake-error-service.js';

// The instance's first verified account is its administrator.
const ADMIN = 'keeper@family.test';
const HEAVY_LOAD = 'We may be under heavy load. Please try again in few minutes.';

describe('journey: an administrator runs the instance', () => {
  let errorService: FakeErrorService;
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    errorService = await startFakeErrorService();
    // The browser and the server both report to the operator's Sentry-compatible service.
    [app, browser] = await Promise.all([
      startApp({ SENTRY_DSN: errorService.dsn }),
      launchBrowser(),
    ]);
    await verifiedAccount(app, ADMIN);
    // The service worker would answer requests itself, out of page.route's sight.
    page = await openPage(browser, {
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    await signInThroughLoginScreen(page, app, ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await errorService?.close();
  });

  async function expectAxeClean() {
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
  }

  it('opens the dashboard with the figures of the last week', async () => {
    await page.goto(`${app.url}/admin/monitoring`);
    const dashboard = page.getByRole('region', { name: 'Dashboard' });
    await dashboard.getByText('Families', { exact: true }).waitFor();
    await dashboard.getByText('Credits granted').waitFor();
    expect(await dashboard.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('week');
    await expectAxeClean();
  });

  it("opens a story generation's trace with its span tree", async () => {
    const traceId = await storyGenerationTrace();
    await page.goto(`${app.url}/admin/tracing`);
    const traces = page.getByRole('region', { name: 'Traces' });
    const generation = page.getByRole('button', { name: 'POST /artifacts/generate' });
    await generation.click();
    const tree = traces.getByRole('listitem').filter({ has: generation }).getByRole('list');
    // The request is the root; the job it enqueued and the engines the job ran sit beneath it.
    const spans = tree.first().getByRole('listitem');
    await spans
      .filter({ hasText: /^job stories\.generate · job/ })
      .first()
      .waitFor();
    expect(await spans.first().textContent()).toMatch(/^POST \/artifacts\/generate · http/);
    expect((await spans.allTextContents()).join('\n')).toContain('engine storyteller · engine');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await expectAxeClean();
  });

  /** Makes a story over the API as the administrator; answers its trace once the job is in it. */
  async function storyGenerationTrace(): Promise<string> {
    const token = await apiTokenFor(app, ADMIN);
    const post = async (path: string, body: unknown) => {
      // A story element is sent as a form (it may carry a picture); everything else as JSON.
      const asForm = path === '/storyElement/upsert';
      const form = new FormData();
      form.set('requestData', JSON.stringify(body));
      const response = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(asForm ? {} : { 'content-type': 'application/json' }),
        },
        body: asForm ? form : JSON.stringify(body),
      });
      if (!response.ok) {
        throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      }
      return response.json() as Promise<unknown>;
    };
    const element = (name: string, description: string, type: StoryElementType) =>
      post('/storyElement/upsert', { storyElement: { name, description, type } });
    const elements = [
      await element('Pip', 'a shy hedgehog', StoryElementType.Character),
      await element('Whispering Woods', 'a forest of humming trees', StoryElementType.Location),
    ];
    await post('/story/upsert', {
      story: {
        id: 'traced',
        currentPhase: WizardPhase.Plot,
        event: { description: "the wind blew Pip's favourite button away" },
        goal: { description: 'find the lost button' },
        challenge: { description: 'the button landed on the far side of the stream' },
        instructions: { description: '' },
        storyElements: elements,
      },
    });
    await post('/artifacts/generate', {
      Artifact: { storyId: 'traced', kind: 'story' },
      Regenerate: false,
      UseFastModel: false,
    });
    // Spans are written about a second after they end, in batches; the job ends later still.
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const { traces } = await getAs<{ traces: { traceId: string; name: string }[] }>(
        app,
        token,
        '/api/Diagnostics/tracing/traces?feature=artifacts',
      );
      const generation = traces.find((trace) => trace.name === 'POST /artifacts/generate');
      if (generation) {
        const { spans } = await getAs<{ spans: { category: string }[] }>(
          app,
          token,
          `/api/Diagnostics/tracing/traces/${generation.traceId}`,
        );
        if (spans.some((span) => span.category === 'job')) return generation.traceId;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the story generation left no trace with its job');
  }

  it('reports a failed call the error box shows, then opens it among the reported errors', async () => {
    await page.route('**/api/DevOps/reminders', (route) => route.abort('failed'), { times: 1 });
    await page.goto(`${app.url}/admin/maintenance`);
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByRole('alert').getByText(HEAVY_LOAD).waitFor();
    // The Sentry SDK loads at the first interaction (or after 13 s) and sends what waited.
    await page.mouse.move(40, 40);
    await expect
      .poll(() => errorService.events().map((event) => (event.tags as { kind?: string }).kind), {
        timeout: 20_000,
      })
      .toContain('error-box');
    const sent = errorService.events().find((event) => (event.tags as { kind?: string }).kind);
    expect(sent).toMatchObject({ platform: 'javascript', release: expect.stringMatching(/^v/) });

    await page.goto(`${app.url}/admin/tracing`);
    const errors = page.getByRole('region', { name: 'Reported errors' });
    const group = errors.locator('summary', { hasText: 'Failed call' });
    await group.waitFor();
    await group.click();
    await errors.getByText(/First .*, last .*, 1 accounts/).waitFor();
    await expectAxeClean();
  });

  it('adds the standard reminders and completes one', async () => {
    await page.goto(`${app.url}/admin/maintenance`);
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByRole('button', { name: 'Add the standard reminders' }).click();
    await reminders.getByText('1 error was reported in the last 7 days.').waitFor();
    await expectAxeClean();

    const complete = reminders.getByRole('button', {
      name: /^Mark as done\W+Look at the reported errors$/,
    });
    await complete.click();
    await reminders.getByText(/^Done /).waitFor();
    expect(await complete.count()).toBe(0);
    await expectAxeClean();
  });
});
