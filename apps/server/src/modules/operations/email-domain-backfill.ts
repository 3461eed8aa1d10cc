import { sql } from 'drizzle-orm';
import type { BackfillResult } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';

/** Rows per statement: each batch is its own short transaction, so families never wait long. */
export const BACKFILL_BATCH_SIZE = 1000;

/**
 * Gives up to `maxToScan` subscriptions without an e-mail domain their account's domain (lower
 * case; '' for an address without one, so it is not read again). Only rows still missing it are
 * read, through a partial index, so a second run finds nothing to do; rows another process is
 * writing are skipped (SKIP LOCKED) and picked up by the next call.
 */
export async function backfillSubscriptionEmailDomain(
  db: Db,
  maxToScan: number,
): Promise<BackfillResult> {
  let scanned = 0;
  let changed = 0;
  let done = false;
  while (scanned < maxToScan) {
    const limit = Math.min(BACKFILL_BATCH_SIZE, maxToScan - scanned);
    const { rows } = await db.execute(sql`
      with batch as (
        select s.user_id, lower(coalesce(substring(u.email from '@([^@]*)$'), '')) as domain
        from subscriptions s join "user" u on u.id = s.user_id
        where s.email_domain is null
        order by s.user_id
        limit ${limit}
        for update of s skip locked
      )
      update subscriptions s set email_domain = batch.domain
      from batch where s.user_id = batch.user_id
      returning batch.domain <> '' as has_domain`);
    const batch = rows as { has_domain: boolean }[];
    scanned += batch.length;
    changed += batch.filter((row) => row.has_domain).length;
    if (batch.length < limit) {
      done = true;
      break;
    }
  }
  return { scanned, changed, done };
}
