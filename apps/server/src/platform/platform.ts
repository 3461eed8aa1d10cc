import { pino, type Logger } from 'pino';
import type { Config } from '../config.js';
import { AnswerCache } from './answers/answer-cache.js';
import { forgetOnFamilyChanges } from './answers/family-changes.js';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { createLiveHub, type LiveHub } from './live/live-hub.js';
import { createLogDestination, type LogDestination } from './log-destination.js';
import { createMailer } from './mail/create-mailer.js';
import type { Mailer } from './mail/mailer.js';
import { JobQueue } from './queue/job-queue.js';
import { createStorage, type Storage } from './storage/create-storage.js';
import { createTelemetry, type Telemetry } from './telemetry/telemetry.js';

/**
 * The process-wide parts every module builds on. Created once by main.ts (or the test helper),
 * handed to buildApp, closed last on shutdown.
 */
export type Platform = {
  /** The process's one logger; Fastify logs through it too, with request ids. */
  logger: Logger;
  database: Database;
  /** Per-user live events for open tabs (SSE); fans out across processes on PostgreSQL. */
  live: LiveHub;
  /** Hot family reads remembered until the family's rows change (docs/decisions/0036). */
  answers: AnswerCache;
  storage: Storage;
  /** SMTP when SMTP_URL is set, otherwise the outbox that /dev/mailbox shows. */
  mailer: Mailer;
  /**
   * Background jobs: every role enqueues; main.ts starts workers for roles 'all' and 'worker'.
   * Their job_runs rows serve operators; families follow their work through its own rows and
   * live events (a generation's artifact and story.generation), never through the job table.
   */
  jobs: JobQueue;
  /** Traces of requests, jobs and engine and provider calls (TRACING); docs/operations.md. */
  telemetry: Telemetry;
  close(): Promise<void>;
};

// Remembered answers: a few megabytes of JSON, and a bound on any change that went unheard.
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
const ANSWER_MAX_AGE_MS = 5_000;

/**
 * The process's logger, on standard output. A turn of the event loop's lines, and those written
 * while a write is out, leave together in one write (log-destination.ts); what waits is written
 * when the process exits. The access log writes its lines to the same destination
 * (http/access-log.ts).
 */
export function createLogger(
  level: Config['logLevel'],
  destination: pino.DestinationStream = standardOutput(),
): Logger {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] }, destination);
}

let sharedStandardOutput: LogDestination | undefined;

/** One destination for every logger of the process, flushed once at exit. */
function standardOutput(): LogDestination {
  if (!sharedStandardOutput) {
    const destination = createLogDestination(1);
    process.once('exit', () => destination.flushSync());
    sharedStandardOutput = destination;
  }
  return sharedStandardOutput;
}

/** Whether a process in this role runs job handlers (a 'web' process only enqueues). */
export const runsJobWorkers = (role: Config['role']): boolean => role !== 'web';

export function databaseOptionsFor(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` };
}

export async function startPlatform(
  config: Config,
  databaseOptions: DatabaseOptions = databaseOptionsFor(config),
): Promise<Platform> {
  const logger = createLogger(config.logLevel);
  // Storage first: a bucket that cannot be used stops the start before anything else is open.
  const storage = await createStorage(config);
  const database = await openDatabase(databaseOptions);
  await runMigrations(database);
  const answers = new AnswerCache({ maxBytes: ANSWER_CACHE_BYTES, maxAgeMs: ANSWER_MAX_AGE_MS });
  const familyChanges = await forgetOnFamilyChanges({
    database,
    cache: answers,
    logger: logger.child({ component: 'answers' }),
  });
  const live = await createLiveHub({
    database,
    logger: logger.child({ component: 'live' }),
    // A tab told of a change reads it next: on PostgreSQL the event may come in before the
    // database's word that the family's rows changed, so the family is forgotten first.
    beforeDelivery: (userId) => answers.forget(userId),
  });
  const mailer = createMailer(config, database, logger.child({ component: 'mail' }));
  const telemetry = createTelemetry(
    config.telemetry,
    database.db,
    logger.child({ component: 'telemetry' }),
  );
  const jobs = new JobQueue({
    traceScope: telemetry.scope,
    database,
    logger: logger.child({ component: 'jobs' }),
    pollIntervalMs: config.jobPollIntervalMs,
    // Half the shutdown budget for running handlers; the rest closes everything else.
    stopTimeoutMs: Math.floor(config.shutdownTimeoutMs / 2),
  });
  await jobs.start();
  return {
    logger,
    database,
    live,
    answers,
    storage,
    mailer,
    jobs,
    telemetry,
    async close() {
      // Jobs first: running handlers may still publish live events and write rows.
      await jobs.stop();
      // Their last spans are written while the database is still open.
      await telemetry.close();
      // Then the live hub: its LISTEN connection and timers must not outlive the database.
      await live.close();
      await familyChanges.close();
      // The outbox writes to the database, so the mailer closes before it.
      await mailer.close();
      await database.close();
      storage.close();
    },
  };
}
