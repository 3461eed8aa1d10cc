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

  it("keeps a job's progress in its row for operators and sends its owner nothing", async () => {
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
    let finished = await jobs.getRun(run.id);
    while (finished?.status !== 'completed' && Date.now() < deadline) {
      await delay(50);
      finished = await jobs.getRun(run.id);
    }
    expect(finished).toMatchObject({
      status: 'completed',
      stage: 'Drawing the pictures',
      result: { pages: 3 },
    });
    // Families follow their own work (an artifact and its story.generation events), not jobs.
    expect(await live.eventsAfter('owner-1', 0)).toEqual([]);
  });
});
