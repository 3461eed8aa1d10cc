import type { JobWithMetadata, PgBoss, SendOptions } from 'pg-boss';
import type { Db } from '../db/database.js';
import { INTERRUPTED_MESSAGE, type JobData } from './job-attempt.js';
import { DEFAULT_HEARTBEAT_SECONDS, type AnyJobDefinition } from './job-definition.js';
import { endUnfinishedRun, findLongQueuedRuns, findRun } from './job-runs.repository.js';

// The two safety nets behind "a crash loses nothing" (rule 6).

/**
 * A pg-boss job that fails for good is copied to this queue, whose worker marks the run failed.
 * That covers what no handler saw: an attempt that expired, or whose process died, on its last try.
 */
export const GIVEN_UP_QUEUE = 'job-runs.given-up';

/** A run still 'queued' this long after it was written may never have reached pg-boss. */
export const RESEND_AFTER_SECONDS = 60;
const RESEND_BATCH = 100;

/** Retry settings go on every job, so the definition in the running code always wins. */
export function sendOptionsFor(definition: AnyJobDefinition): SendOptions {
  return {
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    deadLetter: GIVEN_UP_QUEUE,
    heartbeatSeconds: definition.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS,
    ...(definition.expireInSeconds === undefined
      ? {}
      : { expireInSeconds: definition.expireInSeconds }),
  };
}

/**
 * Marks the run failed unless something already settled it, then lets its definition put things
 * right. The hook runs whenever the run ended failed, also when an earlier delivery of this
 * given-up job already marked it (that delivery may have died before its hook finished).
 */
export async function markGivenUp(
  options: {
    db: Db;
    definitionNamed(name: string): AnyJobDefinition | undefined;
  },
  job: JobWithMetadata<JobData>,
): Promise<void> {
  if (!job.sourceId) return;
  const ended = await endUnfinishedRun(options.db, job.sourceId, {
    status: 'failed',
    error: INTERRUPTED_MESSAGE,
  });
  const run = ended ?? (await findRun(options.db, job.sourceId));
  const definition = run && options.definitionNamed(run.name);
  if (!run || run.status !== 'failed' || !definition?.onGivenUp) return;
  const parsed = definition.payload.safeParse(run.payload);
  // A payload that no longer parses cannot be acted on; retrying would not change that.
  if (!parsed.success) return;
  await definition.onGivenUp(parsed.data, { jobId: run.id, userId: run.userId });
}

/**
 * Sends again the runs whose process died between writing the row and sending the job. Sending
 * under the same id is harmless when the job does exist: pg-boss ignores the duplicate.
 */
export async function resendUnsentRuns(options: {
  db: Db;
  boss: PgBoss;
  definitionNamed(name: string): AnyJobDefinition | undefined;
  queueReady(definition: AnyJobDefinition): Promise<void>;
}): Promise<void> {
  const runs = await findLongQueuedRuns(options.db, RESEND_AFTER_SECONDS, RESEND_BATCH);
  for (const run of runs) {
    const definition = options.definitionNamed(run.name);
    if (!definition) continue;
    await options.queueReady(definition);
    await options.boss.send(run.name, { payload: run.payload } satisfies JobData, {
      id: run.id,
      ...sendOptionsFor(definition),
    });
  }
}
