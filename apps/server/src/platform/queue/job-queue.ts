import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import {
  consoleLogger,
  JobCancelledError,
  runAttempt,
  type AttemptEnvironment,
  type JobData,
  type JobQueueLogger,
} from './job-attempt.js';
import { writeRunAndSend } from './enqueue-run.js';
import {
  parseJobPayload,
  type AnyJobDefinition,
  type JobDefinition,
  type JsonValue,
} from './job-definition.js';
import { toJobRunView, type JobRunView } from './job-run-view.js';
import {
  GIVEN_UP_QUEUE,
  markGivenUp,
  RESEND_AFTER_SECONDS,
  resendUnsentRuns,
  sendOptionsFor,
} from './job-recovery.js';
import { findRun, findRunByProcessTrackingId, requestCancel } from './job-runs.repository.js';
import { markFailed, withScopedSpan, type TraceScope } from '../telemetry/span-scope.js';

export type JobQueueOptions = {
  database: Database;
  logger?: JobQueueLogger;
  /** How often idle workers look for jobs; pg-boss's floor is 500. */
  pollIntervalMs?: number;
  /** How often a running job checks whether it was cancelled from another process. */
  cancelPollIntervalMs?: number;
  /** How long stop() waits for running handlers by default. */
  stopTimeoutMs?: number;
  /** Each attempt runs in a span of this scope (the enqueuing request's trace); none: untraced. */
  traceScope?: TraceScope;
};

export type EnqueueOptions = { userId?: string; processTrackingId?: string };
export type StopOptions = { abortInFlight?: boolean; timeoutMs?: number };

const SUPERVISE_SECONDS = 10;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Named background jobs on pg-boss, each mirrored by a job_runs row that users see. Works the same
 * on PostgreSQL and on embedded PGlite, which pg-boss reaches through the same connection string.
 * Every process enqueues; only processes with the worker role call startWorkers().
 */
export class JobQueue {
  readonly #database: Database;
  readonly #boss: PgBoss;
  readonly #logger: JobQueueLogger;
  readonly #pollIntervalSeconds: number;
  readonly #stopTimeoutMs: number;
  readonly #attemptEnvironment: AttemptEnvironment;
  readonly #traceScope: TraceScope | undefined;
  readonly #definitions = new Map<string, AnyJobDefinition>();
  readonly #queuesReady = new Map<string, Promise<void>>();
  readonly #workedQueues = new Set<string>();
  readonly #running = new Map<string, AbortController>();
  #started = false;
  #workersStarted = false;
  #resendTimer: NodeJS.Timeout | undefined;

  constructor(options: JobQueueOptions) {
    this.#database = options.database;
    this.#logger = options.logger ?? consoleLogger;
    this.#pollIntervalSeconds = Math.max(500, options.pollIntervalMs ?? 1000) / 1000;
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.#traceScope = options.traceScope;
    // On PostgreSQL a small pool of its own; on PGlite the app's one connection (decision 0002).
    // No cron schedules yet, so pg-boss's timekeeper stays off.
    const { database } = options;
    this.#boss = new PgBoss({
      ...(database.kind === 'pglite'
        ? {
            db: {
              executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values),
            },
          }
        : { connectionString: database.connectionString, max: 4 }),
      schema: 'pgboss',
      schedule: false,
      // How often some process looks for attempts whose heartbeat stopped (their worker died)
      // or that expired; pg-boss's default of a minute would leave a killed worker's job waiting.
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    this.#boss.on('error', (error) => this.#logger.error({ err: error }, 'job queue error'));
    this.#boss.on('warning', (warning) => this.#logger.warn(warning, 'job queue warning'));
    this.#attemptEnvironment = {
      db: options.database.db,
      logger: this.#logger,
      cancelPollIntervalMs: options.cancelPollIntervalMs ?? 1000,
      running: this.#running,
    };
  }

  /** Installs or upgrades pg-boss's schema and readies the queue; every role calls this. */
  async start(): Promise<void> {
    await this.#boss.start();
    await this.#boss.createQueue(GIVEN_UP_QUEUE);
    this.#started = true;
  }

  /** Makes a job known here. Register in every role; workers pick up late registrations too. */
  register(definition: AnyJobDefinition): void {
    const known = this.#definitions.get(definition.name);
    if (known === definition) return;
    if (known) throw new Error(`Another job is already registered as "${definition.name}"`);
    this.#definitions.set(definition.name, definition);
    if (this.#workersStarted) {
      this.#work(definition).catch((error: unknown) =>
        this.#logger.error({ err: error, job: definition.name }, 'could not start a job worker'),
      );
    }
  }

  /**
   * Validates the payload (a 400 AppError and nothing written when it does not parse), writes the
   * run's row, then sends the pg-boss job under the same id.
   */
  async enqueue<TSchema extends z.ZodType>(
    definition: JobDefinition<TSchema, JsonValue | void>,
    payload: z.input<TSchema>,
    options: EnqueueOptions = {},
  ): Promise<JobRunView> {
    if (this.#definitions.get(definition.name) !== definition) {
      throw new Error(`Job "${definition.name}" is not registered with the job queue`);
    }
    const parsed = parseJobPayload(definition, payload);
    await this.#queueReady(definition);
    const row = await writeRunAndSend({
      db: this.#database.db,
      boss: this.#boss,
      definition,
      payload: parsed,
      userId: options.userId,
      processTrackingId: options.processTrackingId,
    });
    return toJobRunView(row);
  }

  /** Starts processing every registered job in this process (roles 'all' and 'worker'). */
  async startWorkers(): Promise<void> {
    if (this.#workersStarted) return;
    this.#workersStarted = true;
    this.#workedQueues.add(GIVEN_UP_QUEUE);
    await this.#boss.work(
      GIVEN_UP_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: this.#pollIntervalSeconds },
      async ([job]: JobWithMetadata<JobData>[]) =>
        job &&
        markGivenUp(
          {
            db: this.#database.db,
            definitionNamed: (name) => this.#definitions.get(name),
          },
          job,
        ),
    );
    await Promise.all([...this.#definitions.values()].map((definition) => this.#work(definition)));
    await this.#resendUnsentRuns();
    this.#resendTimer = setInterval(
      () => void this.#resendUnsentRuns(),
      RESEND_AFTER_SECONDS * 1000,
    );
    this.#resendTimer.unref();
  }

  /**
   * Asks the run with this process tracking id to stop: a waiting run ends 'cancelled' at once; a
   * running one is aborted through its signal in whichever process runs it. Never retried after.
   * Returns the run (unchanged when already finished), or null when there is none.
   */
  async cancel(processTrackingId: string): Promise<JobRunView | null> {
    const row = await requestCancel(this.#database.db, processTrackingId);
    if (!row) {
      const existing = await findRunByProcessTrackingId(this.#database.db, processTrackingId);
      return existing ? toJobRunView(existing) : null;
    }
    if (row.status === 'cancelled') {
      // Not started: take it off pg-boss too, so no worker fetches it just to skip it.
      await this.#boss
        .cancel(row.name, row.id)
        .catch((error: unknown) =>
          this.#logger.warn({ err: error, jobId: row.id }, 'could not cancel the pg-boss job'),
        );
    } else {
      this.#running.get(row.id)?.abort(new JobCancelledError());
    }
    return toJobRunView(row);
  }

  async getRun(id: string): Promise<JobRunView | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const row = await findRun(this.#database.db, id);
    return row ? toJobRunView(row) : null;
  }

  /**
   * Stops fetching, waits up to timeoutMs for running handlers, then closes pg-boss. Handlers still
   * running then are failed (to be retried) and aborted by pg-boss. With abortInFlight they are
   * aborted at once and retried later.
   */
  async stop({
    abortInFlight = false,
    timeoutMs = this.#stopTimeoutMs,
  }: StopOptions = {}): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    clearInterval(this.#resendTimer);
    if (abortInFlight) {
      for (const controller of this.#running.values()) {
        controller.abort(new Error('The server shut down while the job was running.'));
      }
    }
    const deadline = Date.now() + timeoutMs;
    const workersStopped = Promise.allSettled(
      [...this.#workedQueues].map((name) => this.#boss.offWork(name, { wait: true })),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      workersStopped,
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    await this.#boss.stop({ graceful: true, timeout: Math.max(0, deadline - Date.now()) });
  }

  async #work(definition: AnyJobDefinition): Promise<void> {
    if (this.#workedQueues.has(definition.name)) return;
    this.#workedQueues.add(definition.name);
    await this.#queueReady(definition);
    await this.#boss.work(
      definition.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.#pollIntervalSeconds },
      async ([job]: JobWithMetadata<JobData>[]) => job && this.#runTraced(definition, job),
    );
  }

  /** One attempt, in a span that continues the enqueuing request's trace when tracing is on. */
  #runTraced(definition: AnyJobDefinition, job: JobWithMetadata<JobData>) {
    const attempt = () => runAttempt(this.#attemptEnvironment, definition, job);
    if (!this.#traceScope) return attempt();
    const options = {
      category: 'job',
      feature: definition.name.split('.')[0],
      attributes: { 'job.id': job.id, 'job.name': definition.name, 'job.retry': job.retryCount },
    } as const;
    return withScopedSpan(
      this.#traceScope,
      job.data?.traceparent,
      `job ${definition.name}`,
      options,
      async (span) => {
        const outcome = await attempt();
        span.setAttribute('job.status', outcome.status);
        if (outcome.status === 'failed') markFailed(span, new Error('the job failed'));
        return outcome;
      },
    );
  }

  #queueReady(definition: AnyJobDefinition): Promise<void> {
    let ready = this.#queuesReady.get(definition.name);
    if (!ready) {
      ready = this.#boss.createQueue(definition.name, sendOptionsFor(definition));
      ready.catch(() => this.#queuesReady.delete(definition.name));
      this.#queuesReady.set(definition.name, ready);
    }
    return ready;
  }

  async #resendUnsentRuns(): Promise<void> {
    try {
      await resendUnsentRuns({
        db: this.#database.db,
        boss: this.#boss,
        definitionNamed: (name) => this.#definitions.get(name),
        queueReady: (definition) => this.#queueReady(definition),
      });
    } catch (error) {
      this.#logger.warn({ err: error }, 'could not resend queued jobs');
    }
  }
}
