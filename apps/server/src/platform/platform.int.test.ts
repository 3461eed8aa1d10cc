import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { defineJob } from './queue/job-definition.js';

describe('platform wiring', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
  });
  afterAll(() => testApp.close());

  it("sends a job's progress and outcome to its owner's live channel", async () => {
    const { jobs, live } = testApp.platform;
    const illustrate = defineJob({
      name: 'test.illustrate',
      payload: z.object({ pages: z.number().int() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      handler: async ({ pages }, context) => {
        await context.reportProgress(50, 'Drawing the pictures');
        return { pages };
      },
    });
    jobs.register(illustrate);
    const run = await jobs.enqueue(illustrate, { pages: 3 }, { userId: 'owner-1' });

    const deadline = Date.now() + 15_000;
    let statuses: unknown[] = [];
    while (!statuses.includes('completed') && Date.now() < deadline) {
      const events = await live.eventsAfter('owner-1', 0);
      statuses = events
        .filter((event) => event.type === 'job.updated')
        .map((event) => (event.data as { id: string; status: string }).status);
      await delay(50);
    }
    expect(statuses).toContain('completed');
    const events = await live.eventsAfter('owner-1', 0);
    const stages = events.map((event) => event.data as { id: string; stage: string | null });
    expect(stages.every((data) => data.id === run.id)).toBe(true);
    expect(stages.some((data) => data.stage === 'Drawing the pictures')).toBe(true);
    expect(await live.eventsAfter('someone-else', 0)).toEqual([]);
  });
});
