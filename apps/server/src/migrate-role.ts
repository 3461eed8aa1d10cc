import { pino } from 'pino';
import type { Config } from './config.js';
import { openDatabase, type DatabaseOptions } from './platform/db/database.js';
import { runMigrations } from './platform/db/migrate.js';
import { databaseOptionsFor } from './platform/platform.js';
import { JobQueue } from './platform/queue/job-queue.js';

/**
 * ROLE=migrate: brings the database up to this build (the app's SQL migrations, then the job
 * queue's own schema) and returns, so a deployment can migrate once, as a step of its own, before
 * web and worker processes start. Those still migrate at start under the same advisory lock, and
 * find nothing left to do.
 */
export async function runMigrateRole(
  config: Config,
  databaseOptions: DatabaseOptions = databaseOptionsFor(config),
): Promise<void> {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(databaseOptions);
  try {
    await runMigrations(database);
    // pg-boss installs or upgrades its schema when it starts; nothing is worked here.
    const jobs = new JobQueue({ database, logger: logger.child({ component: 'jobs' }) });
    await jobs.start();
    await jobs.stop({ timeoutMs: 0 });
    logger.info({ role: config.role, database: database.kind }, 'migrations applied');
  } finally {
    await database.close();
  }
}
