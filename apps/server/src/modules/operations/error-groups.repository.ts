import { sql } from 'drizzle-orm';
import type { ErrorGroup } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';

const LISTED_GROUPS = 100;

/**
 * Reported errors of the last `days`, one group per fingerprint with its count and the users it
 * touched, the most recently seen first; each shows its latest occurrence's message and stack.
 */
export async function errorGroups(db: Db, days: number): Promise<ErrorGroup[]> {
  const { rows } = await db.execute(sql`
    select fingerprint,
      (array_agg(source order by created_at desc))[1] as source,
      (array_agg(kind order by created_at desc))[1] as kind,
      (array_agg(message order by created_at desc))[1] as message,
      (array_agg(path order by created_at desc))[1] as path,
      (array_agg(stack order by created_at desc))[1] as stack,
      count(*)::int as count,
      count(distinct user_id)::int as users,
      min(created_at) as first_seen,
      max(created_at) as last_seen
    from error_reports
    where created_at >= now() - ${`${days} days`}::interval
    group by fingerprint
    order by max(created_at) desc
    limit ${LISTED_GROUPS}`);
  return (rows as Record<string, unknown>[]).map((row) => ({
    fingerprint: String(row.fingerprint),
    source: row.source as ErrorGroup['source'],
    kind: String(row.kind),
    message: String(row.message),
    path: (row.path as string | null) ?? null,
    stack: (row.stack as string | null) ?? null,
    count: Number(row.count),
    users: Number(row.users),
    firstSeenUtcEpoch: new Date(row.first_seen as string).getTime(),
    lastSeenUtcEpoch: new Date(row.last_seen as string).getTime(),
  }));
}
