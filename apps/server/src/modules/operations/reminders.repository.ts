import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReminderKind } from '@storyloom/contracts';
import { operatorReminders } from '../../db/schema/operations.js';
import type { Db } from '../../platform/db/database.js';

export type ReminderRow = typeof operatorReminders.$inferSelect;

/** Opens a reminder of each kind that has none open; answers how many were opened. */
export async function openMissingReminders(db: Db, kinds: readonly ReminderKind[]) {
  const inserted = await db
    .insert(operatorReminders)
    .values(kinds.map((kind) => ({ kind })))
    // The partial unique index (one open reminder per kind) turns a second seed into nothing.
    .onConflictDoNothing()
    .returning({ id: operatorReminders.id });
  return inserted.length;
}

/** Open reminders first (oldest first), then the latest completed ones. */
export async function listReminders(db: Db, limit: number): Promise<ReminderRow[]> {
  return db
    .select()
    .from(operatorReminders)
    .orderBy(
      sql`${operatorReminders.completedAt} is not null`,
      desc(operatorReminders.completedAt),
      asc(operatorReminders.createdAt),
    )
    .limit(limit);
}

export async function findReminder(db: Db, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(operatorReminders).where(eq(operatorReminders.id, id));
  return row;
}

/** Completes an open reminder; a completed one keeps its first completion. */
export async function completeReminder(db: Db, id: string, completedBy: string): Promise<void> {
  await db
    .update(operatorReminders)
    .set({ completedAt: sql`now()`, completedBy })
    .where(and(eq(operatorReminders.id, id), isNull(operatorReminders.completedAt)));
}

/** The figures that tell how urgent each kind of reminder is right now. */
export async function reminderFigures(db: Db) {
  const { rows } = await db.execute(
    sql`select
      (select count(*)::int from marketplace_reports) as marketplace_reports,
      (select count(*)::int from trace_spans where category = 'provider' and status = 'error'
        and started_at >= now() - interval '24 hours') as provider_failures,
      (select count(*)::int from error_reports
        where created_at >= now() - interval '7 days') as error_reports`,
  );
  return rows[0] as {
    marketplace_reports: number;
    provider_failures: number;
    error_reports: number;
  };
}
