import { sql } from 'drizzle-orm';
import type { JobRunState } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';

// Every count reads a range of one created-at index (migration 0013 adds the ones missing), so
// a period's figures cost what the period holds, not what the table holds. The family total
// is the one full count: an index-only scan of the account table's primary key.

const one = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)).rows as T[])[0]!;

export async function familyCounts(db: Db, since: Date) {
  return one<{ total: number; new: number; active_today: number; active_week: number }>(
    db,
    sql`select
      (select count(*)::int from "user") as total,
      (select count(*)::int from "user" where created_at >= ${since}) as new,
      (select count(distinct user_id)::int from events
        where signed_in and received_at >= now() - interval '24 hours') as active_today,
      (select count(distinct user_id)::int from events
        where signed_in and received_at >= now() - interval '7 days') as active_week`,
  );
}

export async function madeCounts(db: Db, since: Date) {
  const totals = await one<{ stories: number; chat_turns: number; call_credits: number }>(
    db,
    sql`select
      (select count(*)::int from stories where created_at >= ${since}) as stories,
      (select count(*)::int from chat_messages
        where created_at >= ${since} and role = 'child') as chat_turns,
      (select coalesce(-sum(delta), 0)::int from credit_ledger
        where created_at >= ${since} and reason = 'spend' and content_kind = 5) as call_credits`,
  );
  const works = (
    await db.execute(
      sql`select kind, count(*)::int as count from artifacts
        where created_at >= ${since} and status = 'succeeded' group by kind`,
    )
  ).rows as { kind: string; count: number }[];
  return { ...totals, works: Object.fromEntries(works.map((row) => [row.kind, row.count])) };
}

export async function creditTotals(db: Db, since: Date) {
  return one<{ granted: number; spent: number; refunded: number }>(
    db,
    sql`select
      coalesce(sum(delta) filter (where reason in ('grant', 'admin') and delta > 0), 0)::int
        as granted,
      coalesce(-sum(delta) filter (where reason = 'spend'), 0)::int as spent,
      coalesce(sum(delta) filter (where reason = 'refund'), 0)::int as refunded
    from credit_ledger where created_at >= ${since}`,
  );
}

export async function jobFigures(db: Db, since: Date) {
  const byState = (
    await db.execute(
      sql`select status, count(*)::int as count from job_runs
        where created_at >= ${since} group by status`,
    )
  ).rows as { status: JobRunState; count: number }[];
  const oldest = await one<{ oldest: string | null }>(
    db,
    sql`select min(created_at)::text as oldest from job_runs where status = 'queued'`,
  );
  return {
    byState: Object.fromEntries(byState.map((row) => [row.status, row.count])),
    oldestWaiting: oldest.oldest === null ? null : new Date(oldest.oldest),
  };
}

export async function errorFigures(db: Db, since: Date) {
  return one<{ reported: number; requests: number; failed: number }>(
    db,
    sql`select
      (select count(*)::int from error_reports where created_at >= ${since}) as reported,
      (select coalesce(round(sum(coalesce((attributes->>'storyloom.sample_weight')::float8, 1))), 0)::int
        from trace_spans
        where started_at >= ${since} and category = 'http') as requests,
      (select count(*)::int from trace_spans
        where started_at >= ${since} and category = 'http' and status = 'error') as failed`,
  );
}

/** Failed provider calls in the period, by capability (text, image, speech, music). */
export async function providerFailures(db: Db, since: Date): Promise<Record<string, number>> {
  const rows = (
    await db.execute(
      sql`select coalesce(attributes->>'ai.capability', 'text') as capability,
          count(*)::int as count
        from trace_spans
        where started_at >= ${since} and category = 'provider' and status = 'error'
        group by 1`,
    )
  ).rows as { capability: string; count: number }[];
  return Object.fromEntries(rows.map((row) => [row.capability, row.count]));
}
