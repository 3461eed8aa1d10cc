import type { JobWithMetadata } from 'pg-boss';
import type { Db } from '../db/database.js';
import { describePayloadIssues, type AnyJobDefinition, type JobContext } from './job-definition.js';
import { FINISHED_STATUSES, type JobRunRow } from './job-run-view.js';
import {
  endUnfinishedRun,
  findRun,
  finishAttempt,
  isCancelRequested,
  recordProgress,
  startAttempt,
  type AttemptOutcome,
} from './job-runs.repository.js';

/**
 * What goes into a pg-boss job: wrapped, because pg-boss wants an object and payloads may not be.
 * `traceparent` names the span that enqueued it, so the job's span joins the request's trace.
 */
export type JobData = { payload: unknown; traceparent?: string };

/** pino's signature, so a pino or Fastify logger fits. */
export type JobQueueLogger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export const consoleLogger: JobQueueLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** The abort reason when a user cancels; any other reason (shutdown, expiry) lets the job retry. */
export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled');
    this.name = 'JobCancelledError';
  }
}

export type AttemptEnvironment = {
  db: Db;
  logger: JobQueueLogger;
  cancelPollIntervalMs: number;
  /** Attempts running in this process by run id, so a cancel from here needn't wait for the poll. */
  running: Map<string, AbortController>;
};

const MAX_ERROR_LENGTH = 1000;
/** Recorded when pg-boss ends an attempt the handler did not finish: it expired or its process went. */
export const INTERRUPTED_MESSAGE =
  'The job stopped before it finished (it ran too long or its server stopped).';

/**
 * Runs one delivery of a pg-boss job and mirrors it on the job's row. Returns normally when the run
 * is settled (completed, cancelled, or failed for good without retrying); throws to have pg-boss
 * retry it or, on the last attempt, fail it.
 */
export async function runAttempt(
  environment: AttemptEnvironment,
  definition: AnyJobDefinition,
  job: JobWithMetadata<JobData>,
): Promise<{ status: string }> {
  const { db } = environment;
  const claimed = await startAttempt(db, job.id);
  if (!claimed) return settleUnclaimedRun(environment, job.id);

  const attempt = claimed.attempts;
  const finish = async (outcome: AttemptOutcome) => {
    await finishAttempt(db, job.id, attempt, outcome);
    return { status: outcome.status };
  };
  const controller = new AbortController();
  environment.running.set(job.id, controller);
  const stopWatching = watchForCancellation(environment, job.id, controller);
  // job.signal is pg-boss's: aborted when the attempt outlives expireInSeconds or on shutdown.
  const signal = AbortSignal.any([controller.signal, job.signal]);
  const context: JobContext = {
    jobId: job.id,
    userId: claimed.userId,
    attempt,
    signal,
    async reportProgress(progress, stage) {
      signal.throwIfAborted();
      if (!Number.isFinite(progress))
        throw new TypeError('progress must be a number from 0 to 100');
      const bounded = Math.round(Math.min(100, Math.max(0, progress)));
      await recordProgress(db, job.id, attempt, bounded, stage);
    },
  };

  try {
    const payload = definition.payload.safeParse(job.data?.payload);
    if (!payload.success) {
      // The schema changed under a queued job; a retry would not parse either.
      const error = `The job's data is no longer valid: ${describePayloadIssues(payload.error)}`;
      return await finish({ status: 'failed', error });
    }
    const result = await definition.handler(payload.data, context);
    // pg-boss already failed this attempt (expired, or shut down); its retry or give-up stands.
    if (job.signal.aborted) throw job.signal.reason;
    return await finish({ status: 'completed', result: result ?? null });
  } catch (error) {
    const cancelled =
      controller.signal.reason instanceof JobCancelledError ||
      (await isCancelRequested(db, job.id).catch(() => false));
    if (cancelled) return await finish({ status: 'cancelled' });

    const message = controller.signal.aborted
      ? readableMessage(controller.signal.reason)
      : job.signal.aborted
        ? INTERRUPTED_MESSAGE
        : readableMessage(error);
    const willRetry = job.retryCount < job.retryLimit;
    await finish({ status: willRetry ? 'retrying' : 'failed', error: message });
    throw new Error(message, { cause: error });
  } finally {
    stopWatching();
    environment.running.delete(job.id);
  }
}

/** The row could not be claimed: the run was cancelled while waiting, or this is a late duplicate. */
async function settleUnclaimedRun(
  environment: AttemptEnvironment,
  id: string,
): Promise<{ status: string }> {
  const row = await findRun(environment.db, id);
  if (!row) {
    environment.logger.warn({ jobId: id }, 'job has no job_runs row; dropping it');
    return { status: 'missing' };
  }
  if (row.cancelRequested && !isFinished(row)) {
    await endUnfinishedRun(environment.db, id, { status: 'cancelled' });
    return { status: 'cancelled' };
  }
  return { status: row.status };
}

const isFinished = (row: JobRunRow) =>
  (FINISHED_STATUSES as readonly string[]).includes(row.status);

/**
 * Polls the row's cancel flag so a cancel made in any process (a web process, another worker)
 * reaches the handler within about one interval.
 */
function watchForCancellation(
  environment: AttemptEnvironment,
  id: string,
  controller: AbortController,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      if (await isCancelRequested(environment.db, id)) controller.abort(new JobCancelledError());
    } catch (error) {
      environment.logger.warn(
        { err: error, jobId: id },
        'could not check whether a job was cancelled',
      );
    }
    if (!stopped && !controller.signal.aborted) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void check(), environment.cancelPollIntervalMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Users see this text, so never a stack; long messages from libraries are cut. */
export function readableMessage(error: unknown): string {
  const text =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'The job failed';
  const trimmed = text.trim() || 'The job failed without saying why';
  return trimmed.length > MAX_ERROR_LENGTH ? `${trimmed.slice(0, MAX_ERROR_LENGTH - 1)}…` : trimmed;
}
