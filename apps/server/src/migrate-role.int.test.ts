import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { runMigrateRole } from './migrate-role.js';
import { openDatabase } from './platform/db/database.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from './test/test-app.js';

// ROLE=migrate, as a compose `migrate` step or a Kubernetes Job runs it before the web and
// worker processes start.
describe('the migrate role', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ onDisk: true });
  });
  afterAll(() => database?.drop());

  const migrate = () =>
    runMigrateRole(
      loadConfig({ ROLE: 'migrate', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir }),
      database.options,
    );

  it('brings an empty database up to this build, the job queue included, and returns', async () => {
    if (database.kind === 'postgres') {
      // Two deployments' migrate steps at once wait for each other on the advisory lock.
      await Promise.all([migrate(), migrate()]);
    } else {
      // The embedded database belongs to one process at a time.
      await migrate();
      await migrate();
    }
    const committed = (await readdir(path.join(import.meta.dirname, '../drizzle'))).filter((name) =>
      name.endsWith('.sql'),
    );
    const check = await openDatabase(database.options);
    try {
      const applied = await check.pool.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.count).toBe(committed.length);
      const queue = await check.pool.query<{ version: number }>(
        'select version from pgboss.version',
      );
      expect(queue.rows[0]?.version).toBeGreaterThan(0);
    } finally {
      await check.close();
    }
  });

  it('leaves a database a web process then starts on and serves', async () => {
    const web = await buildTestApp({ database, env: { ROLE: 'web' } });
    try {
      const ready = await web.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });
});
