import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationStatus } from '@storyloom/contracts';
import type pg from 'pg';
import { z } from 'zod';

// src/modules/admin and dist/modules/admin both sit three levels below the server package,
// like platform/db/migrate.ts which applies these same files at start-up.
const journalPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle/meta/_journal.json',
);

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })),
});

/**
 * The committed migrations and whether each is applied. Drizzle records an applied migration
 * under its journal time (`created_at`), so that is what we match on; it keeps no apply time.
 */
export async function migrationStatuses(pool: pg.Pool): Promise<MigrationStatus[]> {
  const journal = journalSchema.parse(JSON.parse(await readFile(journalPath, 'utf8')));
  const applied = await appliedJournalTimes(pool);
  return journal.entries.map((entry) => ({
    index: entry.idx,
    tag: entry.tag,
    createdUtcEpoch: entry.when,
    applied: applied.has(entry.when),
  }));
}

async function appliedJournalTimes(pool: pg.Pool): Promise<Set<number>> {
  const { rows: tables } = await pool.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!tables[0]?.present) return new Set();
  const { rows } = await pool.query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations',
  );
  return new Set(rows.map((row) => Number(row.created_at)));
}
