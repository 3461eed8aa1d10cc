import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import {
  createSessionLiveness,
  SESSION_RECHECK_MS,
  type SessionLiveness,
} from './session-liveness.js';
import {
  deleteSessionRow,
  insertSession,
  insertSignedInAccount,
  silentLogger,
} from './session-liveness.test-support.js';

describe('session liveness (what ID tokens are checked against)', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let liveness: SessionLiveness;
  let clock = Date.now();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(testDatabase.options);
    await runMigrations(database);
    liveness = await createSessionLiveness({ database, logger: silentLogger, now: () => clock });
  });
  afterAll(async () => {
    await liveness?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  it('refuses a session that does not exist', async () => {
    expect(await liveness.isLive('no-such-session')).toBe(false);
  });

  it('refuses a session that ended, at once, though it was live a moment before', async () => {
    const { sessionId } = await insertSignedInAccount(database.db, 'ada');
    expect(await liveness.isLive(sessionId)).toBe(true);

    await deleteSessionRow(database.db, sessionId);
    await liveness.ended([sessionId]);
    expect(await liveness.isLive(sessionId)).toBe(false);
  });

  it('refuses every session of a deleted account at once, and only those', async () => {
    const ben = await insertSignedInAccount(database.db, 'ben');
    const secondOfBen = await insertSession(database.db, ben.userId);
    const cleo = await insertSignedInAccount(database.db, 'cleo');
    for (const id of [ben.sessionId, secondOfBen, cleo.sessionId]) {
      expect(await liveness.isLive(id)).toBe(true);
    }

    await deleteSessionRow(database.db, ben.sessionId);
    await deleteSessionRow(database.db, secondOfBen);
    await liveness.endedForUser(ben.userId);
    expect(await liveness.isLive(ben.sessionId)).toBe(false);
    expect(await liveness.isLive(secondOfBen)).toBe(false);
    expect(await liveness.isLive(cleo.sessionId)).toBe(true);
  });

  it('refuses a session deleted without a word once the recheck window has passed', async () => {
    const { sessionId } = await insertSignedInAccount(database.db, 'dev');
    expect(await liveness.isLive(sessionId)).toBe(true);
    await deleteSessionRow(database.db, sessionId);

    clock += SESSION_RECHECK_MS;
    expect(await liveness.isLive(sessionId)).toBe(false);
  });

  it('does not remember a lookup that was under way when the session ended', async () => {
    const { sessionId } = await insertSignedInAccount(database.db, 'eve');
    const underWay = liveness.isLive(sessionId);
    await liveness.ended([sessionId]);
    expect(await underWay).toBe(true);

    await deleteSessionRow(database.db, sessionId);
    expect(await liveness.isLive(sessionId)).toBe(false);
  });
});
