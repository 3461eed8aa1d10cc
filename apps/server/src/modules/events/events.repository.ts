import { desc, eq } from 'drizzle-orm';
import { events } from '../../db/schema/events.js';
import type { Db } from '../../platform/db/database.js';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export async function insertEvent(db: Db, values: NewEventRow): Promise<void> {
  await db.insert(events).values(values);
}

export async function selectLatestEvents(
  db: Db,
  { take, userId }: { take: number; userId?: string },
): Promise<EventRow[]> {
  const query = db.select().from(events);
  const filtered = userId === undefined ? query : query.where(eq(events.userId, userId));
  return filtered.orderBy(desc(events.id)).limit(take);
}
