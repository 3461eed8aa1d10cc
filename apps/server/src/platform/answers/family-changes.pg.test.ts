import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import {
  FAMILY_CHANGES_LISTENER_APPLICATION_NAME,
  forgetOnFamilyChanges,
} from './family-changes.js';
import {
  addStory,
  cacheWithoutExpiry,
  family,
  rememberOne,
  remembers,
  silentLogger,
  until,
} from './family-changes.test-support.js';

// Two database handles stand in for two server processes: B writes, A remembers. A's answers
// never expire here, so only what A hears (or a lost connection) can make it forget.
describe('family changes heard across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let testDatabase: TestDatabase;
  let processA: Database;
  let processB: Database;
  const cacheA = cacheWithoutExpiry();
  let watching: { close(): Promise<void> };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    processA = await openDatabase(testDatabase.options);
    processB = await openDatabase(testDatabase.options);
    await runMigrations(processB);
    watching = await forgetOnFamilyChanges({
      database: processA,
      cache: cacheA,
      logger: silentLogger,
    });
  });
  afterAll(async () => {
    await watching?.close();
    await processA?.close();
    await processB?.close();
    await testDatabase?.drop();
  });

  it('forgets a family whose stories another process changed', async () => {
    const ada = await family(processB.db, 'ada');
    rememberOne(cacheA, ada);

    await addStory(processB.db, ada);

    await until(() => !remembers(cacheA, ada), 'process A to hear of it');
  });

  it('forgets everything when its notification connection was lost', async () => {
    const ben = await family(processB.db, 'ben');
    rememberOne(cacheA, ben);
    expect(remembers(cacheA, ben)).toBe(true);

    // Nothing of Ben changes: only the reconnect can make A forget (its answers never expire).
    await processB.db.execute(sql`
      select pg_terminate_backend(pid, 5000) from pg_stat_activity
      where application_name = ${FAMILY_CHANGES_LISTENER_APPLICATION_NAME}
        and datname = current_database()`);

    await until(() => !remembers(cacheA, ben), 'process A to reconnect and forget');
  });
});
