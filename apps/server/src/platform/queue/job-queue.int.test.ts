import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobRuns } from '../../db/schema/job-runs.js';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app.js';
import { INTERRUPTED_MESSAGE } from './job-attempt.js';
import { defineJob } from './job-definition.js';
import { JobQueue } from './job-queue.js';

// pg-boss's fastest polling, so retries and pick-ups take half a second rather than two.
const FAST_POLLING = { JOB_POLL_INTERVAL_MS: '500' };
const silentLogger = { warn: () => {}, error: () => {} };

/** Reads until the value is accepted or the deadline passes; fails with the last value seen. */
async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!accept(last)) {
    if (Date.now() > deadline)
      throw new Error(`Gave up waiting; last value: ${JSON.stringify(last)}`);
    await delay(50);
    last = await read();
  }
  return last;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const noRetries = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false } as const;

describe('jobs across a restart', () => {
  const greet = defineJob({
    name: 'test.greet',
    payload: z.object({ name: z.string() }),
    ...noRetries,
    handler: async ({ name }) => ({ greeting: `Hello, ${name}` }),
  });

  it('runs a job enqueued while no worker ran, once a worker starts on the same database', async () => {
    const database = await createTestDatabase({ onDisk: true });
    try {
      const webOnly = await buildTestApp({ database, env: { ...FAST_POLLING, ROLE: 'web' } });
      webOnly.platform.jobs.register(greet);
      const queued = await webOnly.platform.jobs.enqueue(greet, { name: 'Ada' }, { userId: 'u1' });
      expect(queued).toMatchObject({ status: 'queued', attempts: 0, userId: 'u1' });
      await webOnly.close();

      const withWorkers = await buildTestApp({ database, env: FAST_POLLING });
      try {
        withWorkers.platform.jobs.register(greet);
        const run = await waitFor(
          () => withWorkers.platform.jobs.getRun(queued.id),
          (found) => found?.status === 'completed',
        );
        expect(run).toMatchObject({ result: { greeting: 'Hello, Ada' }, attempts: 1, error: null });
        expect(run?.finishedAt).not.toBeNull();
      } finally {
        await withWorkers.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('a web process enqueues and cancels, a worker process runs', () => {
  let testApp: TestApp;
  let web: JobQueue;
  let worker: JobQueue;

  let handlerSawAbort = false;
  const handlerStarted = deferred();
  const releaseProgressJob = deferred();
  let notStartedRuns = 0;

  const alwaysFails = defineJob({
    name: 'test.always-fails',
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 0,
    retryBackoff: false,
    handler: async () => {
      throw new Error('The printer is on fire');
    },
  });
  const waitsForCancel = defineJob({
    name: 'test.waits-for-cancel',
    payload: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 0,
    retryBackoff: false,
    handler: async (_payload, { signal }) => {
      handlerStarted.resolve();
      await new Promise((_resolve, reject) => {
        const giveUp = setTimeout(() => reject(new Error('never cancelled')), 20_000);
        signal.addEventListener('abort', () => {
          clearTimeout(giveUp);
          handlerSawAbort = signal.aborted;
          reject(signal.reason);
        });
      });
    },
  });
  const neverStarted = defineJob({
    name: 'test.never-started',
    payload: z.object({}),
    ...noRetries,
    handler: async () => {
      notStartedRuns += 1;
    },
  });
  const reportsProgress = defineJob({
    name: 'test.reports-progress',
    payload: z.object({ pages: z.number().int().positive() }),
    ...noRetries,
    handler: async ({ pages }, { reportProgress }) => {
      await reportProgress(40, 'drawing');
      await releaseProgressJob.promise;
      return { pages };
    },
  });

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ...FAST_POLLING, ROLE: 'web' } });
    web = testApp.platform.jobs;
    worker = new JobQueue({
      database: testApp.platform.database,
      logger: silentLogger,
      pollIntervalMs: 500,
    });
    await worker.start();
    for (const definition of [alwaysFails, waitsForCancel, neverStarted, reportsProgress]) {
      web.register(definition);
    }
    for (const definition of [alwaysFails, waitsForCancel, reportsProgress]) {
      worker.register(definition);
    }
    await worker.startWorkers();
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp?.close();
  });

  it('retries a failing job retryLimit times, then marks it failed with its message', async () => {
    const run = await web.enqueue(alwaysFails, {});
    const failed = await waitFor(
      () => web.getRun(run.id),
      (found) => found?.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, maxAttempts: 3, error: 'The printer is on fire' });
    expect(failed?.finishedAt).not.toBeNull();
  });

  it('cancels a running job by its process tracking id: the handler is aborted, never retried', async () => {
    const run = await web.enqueue(waitsForCancel, {}, { processTrackingId: 'cancel-me' });
    await handlerStarted.promise;
    // The web queue does not run this job, so the abort must reach the worker through the row.
    const requested = await web.cancel('cancel-me');
    expect(requested).toMatchObject({ id: run.id, cancelRequested: true });

    const cancelled = await waitFor(
      () => web.getRun(run.id),
      (found) => found?.status === 'cancelled',
    );
    expect(handlerSawAbort).toBe(true);
    expect(cancelled).toMatchObject({ attempts: 1 });
    // Several polling rounds later it is still cancelled after one attempt.
    await delay(1500);
    expect(await web.getRun(run.id)).toMatchObject({ status: 'cancelled', attempts: 1 });
  });

  it('cancels a job that has not started, so no worker ever runs it', async () => {
    const run = await web.enqueue(neverStarted, {}, { processTrackingId: 'cancel-early' });
    expect(await web.cancel('cancel-early')).toMatchObject({ status: 'cancelled' });
    worker.register(neverStarted);
    await delay(1500);
    expect(notStartedRuns).toBe(0);
    expect(await web.getRun(run.id)).toMatchObject({ status: 'cancelled', attempts: 0 });
    expect(await web.cancel('no-such-job')).toBeNull();
  });

  it('shows reported progress and the result in the row', async () => {
    const run = await web.enqueue(reportsProgress, { pages: 3 });
    const midway = await waitFor(
      () => web.getRun(run.id),
      (found) => found?.progress === 40,
    );
    expect(midway).toMatchObject({ status: 'running', stage: 'drawing' });

    releaseProgressJob.resolve();
    const done = await waitFor(
      () => web.getRun(run.id),
      (found) => found?.status === 'completed',
    );
    expect(done).toMatchObject({ progress: 100, result: { pages: 3 } });
  });

  it('fails a job that outlives expireInSeconds, and its late result does not overwrite that', async () => {
    const lateHandlerDone = deferred();
    const givenUp: unknown[] = [];
    const ignoresSignal = defineJob({
      name: 'test.ignores-signal',
      payload: z.object({ pages: z.number() }),
      ...noRetries,
      expireInSeconds: 1,
      handler: async () => {
        await delay(2000);
        lateHandlerDone.resolve();
        return { late: true };
      },
      onGivenUp: async (payload, context) => {
        givenUp.push({ payload, ...context });
      },
    });
    web.register(ignoresSignal);
    worker.register(ignoresSignal);
    const run = await web.enqueue(ignoresSignal, { pages: 4 }, { userId: 'owner-7' });
    const failed = await waitFor(
      () => web.getRun(run.id),
      (found) => found?.status === 'failed',
    );
    expect(failed?.error).toBe(INTERRUPTED_MESSAGE);
    // The definition hears of it, so it can refund what the handler never got to.
    await waitFor(
      async () => givenUp.length,
      (count) => count > 0,
    );
    expect(givenUp[0]).toEqual({ payload: { pages: 4 }, jobId: run.id, userId: 'owner-7' });
    await lateHandlerDone.promise;
    await delay(200); // room for a wrongful late write to land
    expect(await web.getRun(run.id)).toMatchObject({ status: 'failed', result: null });
  });

  it('lets a running handler finish when the worker stops', async () => {
    const finishesSoon = defineJob({
      name: 'test.finishes-soon',
      payload: z.object({}),
      ...noRetries,
      handler: async () => {
        await delay(700);
        return { finished: true };
      },
    });
    const stoppingWorker = new JobQueue({
      database: testApp.platform.database,
      logger: silentLogger,
      pollIntervalMs: 500,
    });
    await stoppingWorker.start();
    stoppingWorker.register(finishesSoon);
    web.register(finishesSoon);
    await stoppingWorker.startWorkers();
    const run = await web.enqueue(finishesSoon, {});
    await waitFor(
      () => web.getRun(run.id),
      (found) => found?.status === 'running',
    );
    await stoppingWorker.stop();
    expect(await web.getRun(run.id)).toMatchObject({
      status: 'completed',
      result: { finished: true },
    });
  });

  it('rejects a bad payload with a 400 and writes nothing', async () => {
    const countRuns = async () =>
      (await testApp.platform.database.db.select().from(jobRuns)).length;
    const runsBefore = await countRuns();
    await expect(
      web.enqueue(reportsProgress, { pages: 'three' } as unknown as { pages: number }),
    ).rejects.toMatchObject({
      code: 'invalid_job_payload',
      status: 400,
      message: expect.stringContaining('pages'),
    });
    expect(await countRuns()).toBe(runsBefore);
  });
});
