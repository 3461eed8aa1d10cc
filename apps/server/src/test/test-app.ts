import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Services } from '../services.js';
import { startRole, type RunningRole } from '../start-role.js';
import { loadConfig, testDatabaseUrl, type Config } from '../config.js';
import type { Authenticate } from '../platform/http/authentication.js';
import type { DatabaseOptions } from '../platform/db/database.js';
import type { Platform } from '../platform/platform.js';
import { migratedPgliteDump } from './pglite-template.js';

/**
 * A database of a test file's own: a fresh PostgreSQL database when TEST_DATABASE_URL is set,
 * otherwise embedded PGlite (in memory, or on disk when the test restarts the app on it).
 */
export type TestDatabase = {
  kind: 'pglite' | 'postgres';
  options: DatabaseOptions;
  dataDir: string;
  drop(): Promise<void>;
};

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  testDatabaseUrl() ? 'postgres' : 'pglite';

export async function createTestDatabase({ onDisk = false } = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-test-'));
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    return {
      kind: 'pglite',
      options: {
        kind: 'pglite',
        dataDir: onDisk ? path.join(dataDir, 'db') : undefined,
        // A folder of its own is for tests that restart the app on it: PGlite makes it afresh.
        loadDataDir: onDisk ? undefined : await migratedPgliteDump(),
      },
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `storyloom_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    options: { kind: 'postgres', url: url.toString(), poolMax: 5 },
    dataDir,
    async drop() {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export type TestApp = {
  app: FastifyInstance;
  platform: Platform;
  /** The app's own services (plans, stories), as its routes and jobs use them. */
  services: Services;
  config: Config;
  database: TestDatabase;
  /** The default demo being made after start (only with env DEFAULT_DEMO 'on'). */
  defaultDemo: RunningRole['defaultDemo'];
  /** Closes the app and its platform; drops the database unless the test passed its own. */
  close(): Promise<void>;
};

export async function buildTestApp(
  options: {
    database?: TestDatabase;
    env?: Record<string, string>;
    authenticate?: Authenticate;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
    // Every request's trace is stored, so tests read what they did; tracing.int.test.ts samples.
    TRACE_SAMPLE_RATE: '1',
    TRACE_SAMPLE_MAX_PER_SECOND: '0',
    ...options.env,
  });
  // As main.ts starts a process; pass env ROLE 'web' for an app that only enqueues jobs.
  const running = await startRole(config, {
    database: database.options,
    authenticate: options.authenticate,
  });
  const { platform, services, app } = running;
  if (!app) throw new Error('buildTestApp builds an HTTP app; start a worker with startRole');
  return {
    app,
    platform,
    services,
    config,
    database,
    defaultDemo: running.defaultDemo,
    async close() {
      await running.close();
      if (!options.database) await database.drop();
    },
  };
}
