import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { openDatabase, type Database } from './database.js';

describe('the database handle', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(testDatabase.options);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  // Large parameters (150 kB) arrive in several writes; every query must still get its own rows.
  it('answers many concurrent queries, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, async (_, index) => {
        const text =
          index % 2 === 0
            ? 'select $1::int as n, length($2) as size'
            : 'select $1::int + 1000 as n, length($2) as size';
        const padding = 'x'.repeat(index % 3 === 0 ? 10 : 150_000);
        const { rows } = await database.pool.query(text, [index, padding]);
        return { index, row: rows[0] as { n: number; size: number }, size: padding.length };
      }),
    );
    for (const { index, row, size } of answers) {
      expect(row).toEqual({ n: index % 2 === 0 ? index : index + 1000, size });
    }
  });

  // Hot reads are named prepared statements. Embedded PGlite is one session behind every
  // connection, so a statement outlives the connection that prepared it.
  it('runs a named prepared statement again after its connection was replaced', async () => {
    const query = { name: 'database_test_double', text: 'select $1::int * 2 as n' };
    expect((await database.pool.query({ ...query, values: [2] })).rows).toEqual([{ n: 4 }]);
    const client = await database.pool.connect();
    client.release(true);
    expect((await database.pool.query({ ...query, values: [5] })).rows).toEqual([{ n: 10 }]);
  });

  it('answers an error, then the next query as usual', async () => {
    await expect(database.pool.query('select * from no_such_table')).rejects.toThrow(
      /no_such_table/,
    );
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('rolls back what a connection lost inside its transaction had begun', async () => {
    await database.pool.query('create table if not exists lost_writes (n int)');
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query('insert into lost_writes values (1)');
    client.release(true);
    // The next connection starts outside any transaction, and the lost write is gone.
    await database.pool.query('insert into lost_writes values (2)');
    const { rows } = await database.pool.query('select n from lost_writes order by n');
    expect(rows).toEqual([{ n: 2 }]);
  });
});
