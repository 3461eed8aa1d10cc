import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { user } from '../../db/schema/auth.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { AnswerCache } from './answer-cache.js';

// Helpers of the family-changes tests: rows written straight into the tables, as a job or
// another process would write them.

export const HOUR = 60 * 60_000;

/** A cache that only a heard change (or a lost connection) can empty within a test. */
export const cacheWithoutExpiry = () => new AnswerCache({ maxBytes: 1_000_000, maxAgeMs: HOUR });

/**
 * An account with nothing in it yet; returns the family's id. No notification names it until
 * something of it is written (on PostgreSQL the other connections hear a change a moment
 * later, which would make a family forgotten twice: tests that expect an answer kept use a
 * family with no earlier changes).
 */
export async function family(db: Db, name: string): Promise<string> {
  const userId = `${name}-${randomBytes(4).toString('hex')}`;
  await db.insert(user).values({ id: userId, name, email: `${userId}@example.org` });
  return userId;
}

export const addStory = (db: Executor, userId: string) =>
  db.execute(sql`
    insert into stories (user_id, id, current_phase, created_at, updated_at)
    values (${userId}, 'story-1', 1, now(), now())`);

/** An account with one story draft; returns the family's id. */
export async function familyWithStory(db: Db, name: string): Promise<string> {
  const userId = await family(db, name);
  await addStory(db, userId);
  return userId;
}

export const retitle = (db: Db, userId: string, title: string) =>
  db.execute(sql`update stories set title = ${title} where user_id = ${userId}`);

/** Remembers one answer for the family, as a route would have. */
export function rememberOne(cache: AnswerCache, userId: string): void {
  cache.remember(cache.ticket(userId), '/story/get/story-1', '{"title":null}');
}

export const remembers = (cache: AnswerCache, userId: string) =>
  cache.answer(userId, '/story/get/story-1') !== undefined;

export async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const silentLogger = { warn: () => {}, error: () => {} };
