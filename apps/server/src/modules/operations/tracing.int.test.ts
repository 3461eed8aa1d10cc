import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceDetail, TraceSpan } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';
import { createPlans, plansDepsOf } from '../plans/index.js';
import { draft, post, savedStory, smallLibrary } from '../stories/stories.test-support.js';

describe('tracing a story generation', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let family: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
    admin = await signedInUser(testApp, 'owner@example.org');
    family = await signedInUser(testApp, 'family@example.org');
    const plans = createPlans(plansDepsOf(testApp.platform));
    await plans.subscriptions.setupDefaultSubscription(family.userId);
    await plans.credits.grantCredits({
      userId: family.userId,
      amount: 100,
      reason: 'grant',
      idempotencyKey: 'tracing-test',
    });
  });
  afterAll(() => testApp?.close());

  const get = (url: string) => testApp.app.inject({ url, headers: admin.authorization });

  /** The trace once its job span is stored (the job ends a moment after the story is told). */
  async function traceWithJob(traceId: string): Promise<TraceDetail> {
    const deadline = Date.now() + 25_000;
    for (;;) {
      await testApp.platform.telemetry.flush();
      const response = await get(`/api/Diagnostics/tracing/traces/${traceId}`);
      if (response.statusCode === 200) {
        const detail = response.json() as TraceDetail;
        if (detail.spans.some((span) => span.category === 'job')) return detail;
      }
      if (Date.now() > deadline) throw new Error(`trace ${traceId} has no job span`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('is one trace: the request, its job, and the engine calls inside the job', async () => {
    const elements = await smallLibrary(testApp, family);
    await savedStory(testApp, family, draft('traced', { storyElements: elements }));
    const started = await post(testApp, family, '/artifacts/generate', {
      Artifact: { storyId: 'traced', kind: 'story' },
      Regenerate: false,
      UseFastModel: false,
    });
    expect(started.statusCode).toBe(202);

    await testApp.platform.telemetry.flush();
    const listed = await get(`/api/Diagnostics/tracing/traces?userId=${family.userId}`);
    const generation = listed
      .json()
      .traces.find((trace: { name: string }) => trace.name === 'POST /artifacts/generate');
    expect(generation).toMatchObject({ feature: 'artifacts', userId: family.userId });

    const { spans } = await traceWithJob(generation.traceId);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const roots = spans.filter((span) => span.parentSpanId === null);
    expect(roots.map((span) => span.name)).toEqual(['POST /artifacts/generate']);
    const [request] = roots as [TraceSpan];
    expect(request).toMatchObject({ category: 'http', status: 'ok', userId: family.userId });
    expect(request.attributes['http.response.status_code']).toBe(202);

    const job = spans.find((span) => span.category === 'job')!;
    expect(job).toMatchObject({ name: 'job stories.generate', parentSpanId: request.spanId });
    const engines = spans.filter((span) => span.category === 'engine');
    expect(engines.map((span) => span.name)).toContain('engine storyteller');
    expect(engines.map((span) => span.name)).toContain('engine illustrator');
    // Every engine call sits under the job, however deep.
    for (const engine of engines) {
      let parent = byId.get(engine.parentSpanId!);
      while (parent && parent.spanId !== job.spanId) parent = byId.get(parent.parentSpanId!);
      expect(parent?.spanId, engine.name).toBe(job.spanId);
    }

    const jobsOnly = await get('/api/Diagnostics/tracing/traces?feature=stories');
    expect(jobsOnly.json().traces).toEqual([]);
    const slow = await get('/api/Diagnostics/tracing/traces?minDurationMs=100000');
    expect(slow.json().traces).toEqual([]);
    const failed = await get('/api/Diagnostics/tracing/traces?status=error');
    expect(failed.json().traces.map((t: { traceId: string }) => t.traceId)).not.toContain(
      generation.traceId,
    );
  }, 60_000);

  it('answers 404 for an unknown trace and 400 for a malformed id', async () => {
    expect((await get(`/api/Diagnostics/tracing/traces/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await get('/api/Diagnostics/tracing/traces/nope')).statusCode).toBe(400);
  });
});

describe('tracing with sampling (TRACE_SAMPLE_RATE 0: no fast request is sampled)', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let family: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { JOB_POLL_INTERVAL_MS: '500', TRACE_SAMPLE_RATE: '0', TRACE_SLOW_MS: '60000' },
    });
    admin = await signedInUser(testApp, 'owner@example.org');
    family = await signedInUser(testApp, 'family@example.org');
    const plans = createPlans(plansDepsOf(testApp.platform));
    await plans.subscriptions.setupDefaultSubscription(family.userId);
    await plans.credits.grantCredits({
      userId: family.userId,
      amount: 100,
      reason: 'grant',
      idempotencyKey: 'sampling-test',
    });
  });
  afterAll(() => testApp?.close());

  const tracesOf = async (userId: string) => {
    await testApp.platform.telemetry.flush();
    const listed = await testApp.app.inject({
      url: `/api/Diagnostics/tracing/traces?userId=${userId}`,
      headers: admin.authorization,
    });
    return (listed.json().traces as { name: string }[]).map((trace) => trace.name);
  };

  it('leaves out a quick read but keeps a request whose trace goes on in a job', async () => {
    const read = await testApp.app.inject({ url: '/story/list', headers: family.authorization });
    expect(read.statusCode).toBe(200);
    const elements = await smallLibrary(testApp, family);
    await savedStory(testApp, family, draft('sampled', { storyElements: elements }));
    const started = await post(testApp, family, '/artifacts/generate', {
      Artifact: { storyId: 'sampled', kind: 'story' },
      Regenerate: false,
      UseFastModel: false,
    });
    expect(started.statusCode).toBe(202);

    const names = await tracesOf(family.userId);
    expect(names).toContain('POST /artifacts/generate');
    expect(names).not.toContain('GET /story/list');
    expect(names).not.toContain('POST /story/upsert');
  });
});
