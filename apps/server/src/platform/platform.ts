import type { Config } from '../config.js';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import { runMigrations } from './db/migrate.js';

/**
 * The process-wide parts every module builds on. Created once by main.ts (or the test helper),
 * handed to buildApp, closed last on shutdown.
 */
export type Platform = {
  database: Database;
  close(): Promise<void>;
};

export function databaseOptionsFor(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db`, poolMax: config.dbPoolMax };
}

export async function startPlatform(
  config: Config,
  databaseOptions: DatabaseOptions = databaseOptionsFor(config),
): Promise<Platform> {
  const database = await openDatabase(databaseOptions);
  await runMigrations(database);
  return {
    database,
    async close() {
      await database.close();
    },
  };
}
