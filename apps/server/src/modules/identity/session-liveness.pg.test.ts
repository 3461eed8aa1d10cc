import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { BROADCAST_LISTENER_APPLICATION_NAME } from '../../platform/live/postgres-listener.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { createSessionLiveness, type SessionLiveness } from './session-liveness.js';
import {
  deleteSessionRow,
  insertSignedInAccount,
  silentLogger,
} from './session-liveness.test-support.js';

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Two database handles stand in for two server processes. Each remembers live sessions for an
// hour here, so only the broadcast (or a lost connection) can make one forget.
describe('ended sessions across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const HOUR = 60 * 60_000;
  let testDatabase: TestDatabase;
  const databases: Database[] = [];
  let processA: SessionLiveness;
  let processB: SessionLiveness;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      databases.push(await openDatabase(testDatabase.options));
    }
    await runMigrations(databases[0]!);
    const [first, second] = databases.map((database) =>
      createSessionLiveness({ database, logger: silentLogger, recheckMs: HOUR }),
    );
    processA = await first!;
    processB = await second!;
  });
  afterAll(async () => {
    await processA?.close();
    await processB?.close();
    for (const database of databases) await database.close();
    await testDatabase?.drop();
  });

  const db = () => databases[0]!.db;

  it('a session ended in one process is refused by the other', async () => {
    const { sessionId } = await insertSignedInAccount(db(), 'ada');
    expect(await processB.isLive(sessionId)).toBe(true);

    await deleteSessionRow(db(), sessionId);
    await processA.ended([sessionId]);
    await until(async () => !(await processB.isLive(sessionId)), 'process B to hear of it');
  });

  it('an account deleted in one process loses its sessions in the other', async () => {
    const { userId, sessionId } = await insertSignedInAccount(db(), 'ben');
    expect(await processB.isLive(sessionId)).toBe(true);

    await deleteSessionRow(db(), sessionId);
    await processA.endedForUser(userId);
    await until(async () => !(await processB.isLive(sessionId)), 'process B to hear of it');
  });

  it('forgets every session when its notification connection was lost', async () => {
    const { sessionId } = await insertSignedInAccount(db(), 'cleo');
    expect(await processB.isLive(sessionId)).toBe(true);
    // Ended while nobody listens: the message is lost, the reconnect makes B ask again.
    await deleteSessionRow(db(), sessionId);
    await db().execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${BROADCAST_LISTENER_APPLICATION_NAME} and datname = current_database()`);
    await until(async () => !(await processB.isLive(sessionId)), 'process B to ask again');
  });
});
