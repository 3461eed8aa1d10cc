import { desc, lt } from 'drizzle-orm';
import { feedback } from '../../db/schema/feedback.js';
import type { Db } from '../../platform/db/database.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;

export async function insertFeedback(db: Db, values: NewFeedbackRow): Promise<number> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}

/** Newest first; `beforeId` continues after the last row of the previous page. */
export async function selectFeedbackPage(
  db: Db,
  { limit, beforeId }: { limit: number; beforeId: number | undefined },
): Promise<FeedbackRow[]> {
  const query = db.select().from(feedback);
  const filtered = beforeId === undefined ? query : query.where(lt(feedback.id, beforeId));
  return filtered.orderBy(desc(feedback.id)).limit(limit);
}
