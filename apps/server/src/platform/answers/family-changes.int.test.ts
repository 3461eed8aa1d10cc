import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { forgetOnFamilyChanges } from './family-changes.js';
import {
  addStory,
  cacheWithoutExpiry,
  family,
  familyWithStory,
  rememberOne,
  remembers,
  retitle,
  silentLogger,
} from './family-changes.test-support.js';

// The database names the family whose rows changed; the process that commits the change has
// forgotten that family's answers by the time its commit resolves (PGlite and PostgreSQL).
describe('family changes heard by the process that commits them', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const cache = cacheWithoutExpiry();
  let watching: { close(): Promise<void> };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(testDatabase.options);
    await runMigrations(database);
    watching = await forgetOnFamilyChanges({ database, cache, logger: silentLogger });
  });
  afterAll(async () => {
    await watching?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  const db = () => database.db;

  it('forgets a family when one of its stories changes, and only that family', async () => {
    const ada = await familyWithStory(db(), 'ada');
    const ben = await family(db(), 'ben');
    rememberOne(cache, ada);
    rememberOne(cache, ben);

    await retitle(db(), ada, 'The lost button');

    expect(remembers(cache, ada)).toBe(false);
    expect(remembers(cache, ben)).toBe(true);
  });

  it('hears a change only once it is committed, and not one rolled back', async () => {
    const cleo = await family(db(), 'cleo');
    rememberOne(cache, cleo);
    await expect(
      db().transaction(async (tx) => {
        await addStory(tx, cleo);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(remembers(cache, cleo)).toBe(true);

    await db().transaction((tx) => addStory(tx, cleo));
    expect(remembers(cache, cleo)).toBe(false);
  });

  it('forgets the family of an element, a bag member and an artifact that changed', async () => {
    const dora = await familyWithStory(db(), 'dora');
    const now = sql`now()`;
    await db().execute(sql`
      insert into story_elements (id, user_id, name, type, created_at, updated_at) values
        (${`${dora}-bag`}, ${dora}, 'Friends', 4, ${now}, ${now}),
        (${`${dora}-pip`}, ${dora}, 'Pip', 1, ${now}, ${now})`);
    const changes = [
      sql`insert into bag_members (bag_id, member_id, position)
          values (${`${dora}-bag`}, ${`${dora}-pip`}, 0)`,
      sql`delete from bag_members where bag_id = ${`${dora}-bag`}`,
      sql`update story_elements set name = 'Pip the brave' where id = ${`${dora}-pip`}`,
      sql`insert into artifacts (user_id, id, story_id, kind, status, created_at, updated_at)
          values (${dora}, ${`${dora}-art`}, 'story-1', 'story', 'queued', ${now}, ${now})`,
      sql`update artifacts set percent = 50 where id = ${`${dora}-art`}`,
      sql`delete from story_elements where id = ${`${dora}-bag`}`,
    ];
    for (const change of changes) {
      rememberOne(cache, dora);
      await db().execute(change);
      expect(remembers(cache, dora)).toBe(false);
    }
  });

  it('forgets every family when a table is emptied at once', async () => {
    const eli = await family(db(), 'eli');
    rememberOne(cache, eli);
    await db().execute(sql`truncate bag_members`);
    expect(remembers(cache, eli)).toBe(false);
  });
});
