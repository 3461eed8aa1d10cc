import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { AppError } from './app-error.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one attempt for `key` in a fixed window shared by every process (one upsert); throws a
 * 429 AppError carrying the seconds to wait when the limit is passed.
 */
export async function countAttempt(db: Db, key: string, limit: Limit): Promise<void> {
  const { allowed, retryAfterSeconds } = await count(db, key, limit);
  if (!allowed) throw new RateLimitedError(retryAfterSeconds);
}

/** As countAttempt, for callers that go on quietly past the limit: true while within it. */
export async function tryCountAttempt(db: Db, key: string, limit: Limit): Promise<boolean> {
  return (await count(db, key, limit)).allowed;
}

async function count(db: Db, key: string, limit: Limit) {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limit_counters (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limit_counters.window_started_at < now() - ${window}::interval
                   then 1 else rate_limit_counters.count + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at < now() - ${window}::interval
                   then now() else rate_limit_counters.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + ${window}::interval - now())))::int as retry_after`);
  const row = result.rows[0];
  return {
    allowed: !row || row.count <= limit.max,
    retryAfterSeconds: Math.max(1, row?.retry_after ?? 1),
  };
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', RATE_LIMITED_MESSAGE, 429, { 'retry-after': String(retryAfterSeconds) });
  }
}
