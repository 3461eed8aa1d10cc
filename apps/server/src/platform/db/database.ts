import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';
import { lockDataDir } from './data-dir-lock.js';

export type DatabaseKind = 'pglite' | 'postgres';
export type Db = NodePgDatabase<typeof schema>;

/**
 * One database handle for the whole process. Both modes speak the PostgreSQL wire protocol
 * through node-postgres: embedded PGlite sits behind a loopback socket server, so Drizzle,
 * pg-boss and migrations use one driver and one SQL dialect (see docs/decisions/0002).
 */
export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** On PGlite a single connection: everything in the process shares it (see below). */
  pool: pg.Pool;
  /** A connection string for clients outside the app pool (pg-boss and LISTEN on PostgreSQL). */
  connectionString: string;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number }
  /** dataDir undefined keeps the embedded database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

// PGlite is a single backend session, and the socket server queues each protocol message on its
// own: a message split across TCP reads lets another connection's Parse land between this one's
// Parse and Bind, answering with the wrong rows or "unnamed prepared statement does not exist".
// So the whole process talks to it over one connection (pg-boss included, see the job queue); the
// spare slots only let the pool replace a broken connection before the old one has gone.
const EMBEDDED_POOL_SIZE = 1;
const EMBEDDED_MAX_CONNECTIONS = 4;

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
  const pglite = await PGlite.create(options.dataDir);
  const socketServer = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await socketServer.start();
  const connectionString = `postgres://postgres@${socketServer.getServerConn()}/postgres`;
  const pool = new pg.Pool({ connectionString, max: EMBEDDED_POOL_SIZE });
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
    connectionString,
    async close() {
      await pool.end();
      await socketServer.stop();
      await pglite.close();
      await unlock();
    },
  };
}
