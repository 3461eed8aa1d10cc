import type { z } from 'zod';
import { AppError } from '../http/app-error.js';

/** What a job may return: it is stored as JSON in the job's row. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a handler gets besides its payload. */
export type JobContext = {
  /** The job_runs row id, which is also the pg-boss job id. */
  jobId: string;
  userId: string | null;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /**
   * Aborted when the job is cancelled (from any process), when it outlives `expireInSeconds`, or
   * when the process shuts down and was told to abort. Pass it to fetch/AI calls and stop soon after.
   */
  signal: AbortSignal;
  /**
   * Records progress (0 to 100, rounded) and optionally a stage name in the job's row, where users
   * see it. Throws the abort reason once `signal` is aborted, so it doubles as a cancellation point.
   */
  reportProgress(progress: number, stage?: string): Promise<void>;
};

export type JobDefinition<
  TSchema extends z.ZodType = z.ZodType,
  TResult extends JsonValue | void = JsonValue | void,
> = {
  /** Also the pg-boss queue name: letters, digits, `_`, `-`, `.` and `/` only. */
  name: string;
  /**
   * Parses the payload when the job is enqueued and again when it runs. It should describe plain
   * JSON (no transforms), because the parsed payload is what gets stored.
   */
  payload: TSchema;
  /** Runs after the first failure; a job runs at most retryLimit + 1 times. */
  retryLimit: number;
  /** Whole seconds before a retry (the first one when retryBackoff is on). */
  retryDelaySeconds: number;
  /** Doubles the delay on each retry, with jitter. */
  retryBackoff: boolean;
  /** How long one attempt may run before it is aborted and retried; pg-boss's default is 15 minutes. */
  expireInSeconds?: number;
  /**
   * The worker running an attempt marks it alive this often (every half of it); an attempt not
   * marked for this long is taken as lost with its process (killed, out of memory, its machine
   * gone) and retried elsewhere. Default DEFAULT_HEARTBEAT_SECONDS; pg-boss's floor is 10.
   */
  heartbeatSeconds?: number;
  /**
   * Does the work. It MUST be safe to run twice with the same payload and jobId: a crash, an
   * expired attempt or a lost acknowledgement runs it again, possibly while a stale attempt is still
   * finishing. Key side effects by `jobId` (idempotency keys, upserts) rather than assuming one run.
   * Throw to fail the attempt (it is retried while retries remain); the message is shown to users,
   * so keep it readable.
   */
  handler(payload: z.output<TSchema>, context: JobContext): Promise<TResult>;
  /**
   * Called after the job failed for good: its handler failed the last attempt, or never settled it
   * because the attempt expired or its process died. Put right what a failure leaves behind (a
   * refund, a status users see). It may run more than once for one job, so make it idempotent;
   * throwing makes the queue call it again later. Not called for cancelled jobs.
   */
  onGivenUp?(
    payload: z.output<TSchema>,
    context: { jobId: string; userId: string | null },
  ): Promise<void>;
};

// Handlers are contravariant in their payload, so a list of mixed definitions needs this wider type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, JsonValue | void>;

const QUEUE_NAME_PATTERN = /^[\w.\-/]+$/;
const MAX_EXPIRE_SECONDS = 24 * 60 * 60; // pg-boss refuses longer expirations
const MIN_HEARTBEAT_SECONDS = 10; // pg-boss refuses shorter heartbeats
/**
 * A lost attempt is retried this long (plus up to one supervision interval) after its process
 * died, instead of when it would have expired (minutes). Long enough for a busy event loop.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 20;

/** Declares a named job; checks its options now so a typo fails at startup, not on first enqueue. */
export function defineJob<TSchema extends z.ZodType, TResult extends JsonValue | void>(
  definition: JobDefinition<TSchema, TResult>,
): JobDefinition<TSchema, TResult> {
  const { name, retryLimit, retryDelaySeconds, expireInSeconds, heartbeatSeconds } = definition;
  const problems = [
    !QUEUE_NAME_PATTERN.test(name) && `name "${name}" may only hold letters, digits, _ - . /`,
    !isWholeNumber(retryLimit) && 'retryLimit must be a whole number >= 0',
    !isWholeNumber(retryDelaySeconds) && 'retryDelaySeconds must be a whole number >= 0',
    expireInSeconds !== undefined &&
      !(
        isWholeNumber(expireInSeconds) &&
        expireInSeconds >= 1 &&
        expireInSeconds <= MAX_EXPIRE_SECONDS
      ) &&
      `expireInSeconds must be a whole number from 1 to ${MAX_EXPIRE_SECONDS}`,
    heartbeatSeconds !== undefined &&
      !(isWholeNumber(heartbeatSeconds) && heartbeatSeconds >= MIN_HEARTBEAT_SECONDS) &&
      `heartbeatSeconds must be a whole number of at least ${MIN_HEARTBEAT_SECONDS}`,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) throw new Error(`Job "${name}": ${problems.join('; ')}`);
  return definition;
}

const isWholeNumber = (value: number) => Number.isInteger(value) && value >= 0;

/** One line naming each bad field, for the 400 a caller gets and the error a run records. */
export function describePayloadIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
}

/** Parses a payload for enqueueing; a caller's bad input is a 400 that names each bad field. */
export function parseJobPayload<TSchema extends z.ZodType>(
  definition: JobDefinition<TSchema, JsonValue | void>,
  payload: unknown,
): z.output<TSchema> {
  const parsed = definition.payload.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = describePayloadIssues(parsed.error);
  throw new AppError(
    'invalid_job_payload',
    `Invalid data for job "${definition.name}": ${issues}`,
    400,
  );
}
