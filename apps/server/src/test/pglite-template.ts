import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../platform/db/migrate.js';

// Every integration file starts its own embedded database. Creating one runs PGlite's initdb
// (1.5 to 2.5 s of WebAssembly) and then every migration; loading a dump of an already migrated
// one takes about 0.3 s. The dump is made once per set of migrations and kept in the system's
// temporary folder, so all test workers (and later runs) share it; the app's own migration step
// still runs at start and finds nothing left to do.

/** A dump of an embedded database with every committed migration applied. */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `storyloom-pglite-migrated-${await migrationsKey()}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const pglite = await PGlite.create();
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    // Written aside and renamed, so a worker never reads another's half-written file.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await pglite.close();
  }
}

/** Changes when a migration or PGlite itself changes. */
async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's own entry file: its content changes with its version.
  hash.update(await readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files) {
    const content = await readFile(path.join(migrationsFolder, name)).catch(() => null);
    if (content) hash.update(name).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}
