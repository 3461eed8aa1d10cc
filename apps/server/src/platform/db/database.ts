import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { PgliteStream } from './pglite-stream.js';

export type DatabaseKind = 'pglite' | 'postgres';
/** Drizzle over node-postgres; `$client` is the pool, for the few statements sent as they are. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * One database handle for the whole process. Both modes speak the PostgreSQL wire protocol
 * through node-postgres: embedded PGlite answers it in process (`pglite-stream.ts`), so Drizzle,
 * pg-boss and migrations use one driver and one SQL dialect (docs/decisions/0002 and 0034).
 */
export type Database = {
  db: Db;
  /** On PGlite a single connection: everything in the process shares it (see below). */
  pool: pg.Pool;
  close(): Promise<void>;
} & (
  | {
      kind: 'postgres';
      /** For clients outside the app pool: pg-boss and the LISTEN connections. */
      connectionString: string;
    }
  | { kind: 'pglite' }
);

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number }
  /**
   * dataDir undefined keeps the embedded database in memory (tests); `loadDataDir` starts it
   * from a dump (tests start from a migrated one rather than running initdb each time).
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

// PGlite is a single backend session: two connections would interleave their statements and
// transactions in it. So the whole process talks to it over one connection (pg-boss included,
// see the job queue).
const EMBEDDED_POOL_SIZE = 1;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax });
    pool.on('error', () => {
      // An idle client lost its server; the pool replaces it on the next checkout.
    });
    return {
      kind: 'postgres',
      db: drizzle(pool, { schema }),
      pool,
      connectionString: options.url,
      close: () => pool.end(),
    };
  }

  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  const pglite = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const pool = new pg.Pool({
    stream: () => new PgliteStream(pglite),
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_POOL_SIZE,
  });
  pool.on('error', () => {});
  // A new connection lands in the same session, which still holds the statements the last one
  // prepared; node-postgres would prepare them again by name and fail. Queued before any query.
  pool.on('connect', (client) => {
    client.query('deallocate all').catch(() => {});
  });
  return {
    kind: 'pglite',
    db: drizzle(pool, { schema }),
    pool,
    async close() {
      await pool.end();
      await pglite.close();
      await unlock();
    },
  };
}
