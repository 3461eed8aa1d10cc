import { EventEmitter } from 'node:events';
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
  /**
   * Hears which families' rows changed (FAMILY_CHANGES_CHANNEL) on the pool's own connections:
   * a change this process commits is heard before its commit resolves, as the database answers
   * it on the same connection; other processes' changes whenever a pooled connection hears them
   * (on PostgreSQL a dedicated LISTEN connection is the one sure way to hear those). Call the
   * returned function to stop.
   */
  onFamilyChange(listener: (payload: string) => void): () => void;
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

/**
 * The NOTIFY channel the database's triggers name a family on when rows behind its answers
 * change (drizzle/0020_family_answers_changed.sql); the payload is a user id, or '*' for all.
 */
export const FAMILY_CHANGES_CHANNEL = 'storyloom_family_changes';

/**
 * Every pooled connection LISTENs (before its first use), so the notifications of a commit come
 * back on its connection ahead of the commit's own answer.
 */
function familyChangesHeard(): {
  onFamilyChange: Database['onFamilyChange'];
  hear(client: pg.ClientBase): void;
} {
  const heard = new EventEmitter();
  heard.setMaxListeners(0);
  return {
    hear(client) {
      client.on('notification', (message) => {
        if (message.channel === FAMILY_CHANGES_CHANNEL && message.payload !== undefined) {
          heard.emit('change', message.payload);
        }
      });
    },
    onFamilyChange(listener) {
      heard.on('change', listener);
      return () => void heard.off('change', listener);
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { hear, onFamilyChange } = familyChangesHeard();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax,
      onConnect: async (client) => {
        hear(client);
        await client.query(`listen ${FAMILY_CHANGES_CHANNEL}`);
      },
    });
    pool.on('error', () => {
      // An idle client lost its server; the pool replaces it on the next checkout.
    });
    return {
      kind: 'postgres',
      db: drizzle(pool, { schema }),
      pool,
      onFamilyChange,
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
  // PGlite is one session: a change is heard by whichever connection commits it, at its commit.
  const { hear, onFamilyChange } = familyChangesHeard();
  const pool = new pg.Pool({
    stream: () => new PgliteStream(pglite),
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_POOL_SIZE,
    // A new connection lands in the same session, which still holds the statements the last
    // one prepared; node-postgres would prepare them again by name and fail.
    onConnect: async (client) => {
      hear(client);
      await client.query(`deallocate all; listen ${FAMILY_CHANGES_CHANNEL}`);
    },
  });
  pool.on('error', () => {});
  return {
    kind: 'pglite',
    db: drizzle(pool, { schema }),
    pool,
    onFamilyChange,
    async close() {
      await pool.end();
      await pglite.close();
      await unlock();
    },
  };
}
