import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_KINDS } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';
import { serverErrorReporter } from '../../platform/telemetry/error-reports.js';

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

const OPERATOR_CALLS: Call[] = [
  { method: 'GET', url: '/api/DevOps/dashboard' },
  { method: 'GET', url: '/api/DevOps/reminders' },
  { method: 'POST', url: '/api/DevOps/seed-reminders' },
  { method: 'POST', url: '/api/DevOps/reminders/00000000-0000-4000-8000-000000000000/complete' },
  { method: 'POST', url: '/api/DevOps/data-migrations/backfill-subscription-email-domain' },
  { method: 'POST', url: '/api/Maintenance/seed-payment-configuration' },
  { method: 'POST', url: '/api/Diagnostics/chat-completion', payload: {} },
];

describe('operators: dashboard, reminders, payment seed, diagnostics', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ROLE: 'web' } });
    admin = await signedInUser(testApp, 'owner@example.org');
    member = await signedInUser(testApp, 'family@example.org');
  });
  afterAll(() => testApp?.close());

  const call = (request: Call, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ ...request, headers });

  it('answers 401 without a token and 403 to a family, on every path', async () => {
    for (const request of OPERATOR_CALLS) {
      expect((await call(request, {})).statusCode, request.url).toBe(401);
      expect((await call(request, member.authorization)).statusCode, request.url).toBe(403);
    }
  });

  it('counts the families, the jobs and the providers over the chosen period', async () => {
    const response = await call({ method: 'GET', url: '/api/DevOps/dashboard?period=day' });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard.period).toBe('day');
    expect(dashboard.families).toMatchObject({ total: 2, new: 2 });
    expect(dashboard.made).toMatchObject({ stories: 0, chatTurns: 0, callMinutes: 0 });
    expect(dashboard.jobs.byState).toMatchObject({ queued: 0, failed: 0 });
    expect(dashboard.jobs.oldestWaitingUtcEpoch).toBeNull();
    expect(dashboard.providers).toEqual([
      { capability: 'text', provider: 'offline', recentFailures: 0 },
      { capability: 'image', provider: 'offline', recentFailures: 0 },
      { capability: 'speech', provider: 'offline', recentFailures: 0 },
      { capability: 'music', provider: 'offline', recentFailures: 0 },
    ]);
    expect((await call({ method: 'GET', url: '/api/DevOps/dashboard' })).json().period).toBe(
      'week',
    );
    const unknown = await call({ method: 'GET', url: '/api/DevOps/dashboard?period=decade' });
    expect(unknown.statusCode).toBe(400);
  });

  it('seeds the standard reminders once and completes one with an empty 204', async () => {
    const seeded = await call({ method: 'POST', url: '/api/DevOps/seed-reminders' });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().created).toBe(REMINDER_KINDS.length);
    const again = await call({ method: 'POST', url: '/api/DevOps/seed-reminders' });
    expect(again.json().created).toBe(0);

    const listed = (await call({ method: 'GET', url: '/api/DevOps/reminders' })).json().reminders;
    expect(listed.map((r: { kind: string }) => r.kind).sort()).toEqual([...REMINDER_KINDS].sort());
    const payment = listed.find((r: { kind: string }) => r.kind === 'payment-settings');
    expect(payment.detail).toContain('Stripe is not configured');

    const url = `/api/DevOps/reminders/${payment.id}/complete`;
    const done = await call({ method: 'POST', url });
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect((await call({ method: 'POST', url })).statusCode).toBe(204);

    const after = (await call({ method: 'GET', url: '/api/DevOps/reminders' })).json().reminders;
    expect(after.at(-1)).toMatchObject({ id: payment.id, completedUtcEpoch: expect.any(Number) });
    // A completed kind is opened again by the next seed; the open ones are not doubled.
    expect((await call({ method: 'POST', url: '/api/DevOps/seed-reminders' })).json().created).toBe(
      1,
    );

    const missing = '/api/DevOps/reminders/00000000-0000-4000-8000-000000000000/complete';
    expect((await call({ method: 'POST', url: missing })).statusCode).toBe(404);
    const bad = await call({ method: 'POST', url: '/api/DevOps/reminders/not-an-id/complete' });
    expect(bad.statusCode).toBe(400);
  });

  it('writes the documented template as the payment products without Stripe', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/Maintenance/seed-payment-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: 'template',
      stripeProducts: { prices: { price_parent_monthly: 'Parent' } },
    });
    const configuration = await call({ method: 'GET', url: '/api/DevOps/system-configuration' });
    expect(configuration.json()).toMatchObject({
      stripeProducts: { prices: { price_explorer_monthly: 'Explorer' } },
      configurationVersion: response.json().configurationVersion,
      tunneling: expect.any(Object),
      thirdPartyCosts: expect.any(Object),
    });
  });

  it('answers a test prompt from the offline engine with latency and usage', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/Diagnostics/chat-completion',
      payload: { prompt: 'Hello, are you there?' },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ provider: 'offline', model: 'offline-chat' });
    expect(result.reply.length).toBeGreaterThan(0);
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.usage.inputTokens).toBe(4);
    expect(result.usage.totalTokens).toBe(4 + result.usage.outputTokens);
    const empty = await call({
      method: 'POST',
      url: '/api/Diagnostics/chat-completion',
      payload: { prompt: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('groups reported errors, newest first, with counts, and shows them to admins only', async () => {
    const report = (message: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/Diagnostics/errors',
        headers,
        payload: { kind: 'render', message, stack: 'at Book (book.tsx:10:5)', path: '/library' },
      });
    expect((await report('Cannot read properties of undefined (reading "7")')).statusCode).toBe(
      204,
    );
    await report('Cannot read properties of undefined (reading "12")', member.authorization);
    await report('The wizard lost its page');
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/Diagnostics/errors',
      payload: { kind: 'sorcery', message: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    // A 5xx is reported by the error handler (the path is the route, never the address).
    serverErrorReporter(testApp.platform.database.db, testApp.platform.logger, null)(
      new Error('the bucket went away'),
      { method: 'GET', routeOptions: { url: '/artifacts/:id' }, user: null },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await call({ method: 'GET', url: '/api/Diagnostics/errors' }, {})).statusCode).toBe(
      401,
    );
    const listed = await call({ method: 'GET', url: '/api/Diagnostics/errors' });
    const groups = listed.json().groups;
    expect(groups.map((group: { message: string }) => group.message)).toEqual([
      'the bucket went away',
      'The wizard lost its page',
      'Cannot read properties of undefined (reading "12")',
    ]);
    expect(groups[0]).toMatchObject({ source: 'server', path: 'GET /artifacts/:id', count: 1 });
    expect(groups[2]).toMatchObject({ source: 'client', kind: 'render', count: 2, users: 1 });
  });
});
