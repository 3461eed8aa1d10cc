import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { voiceCalls } from '../../db/schema/calls.js';
import type { Executor } from '../../platform/db/executor.js';

export type VoiceCallRow = typeof voiceCalls.$inferSelect;
export type NewVoiceCallRow = typeof voiceCalls.$inferInsert;

export async function insertCall(db: Executor, row: NewVoiceCallRow): Promise<void> {
  await db.insert(voiceCalls).values(row);
}

/** The family's call; another family's id finds nothing. */
export async function selectCall(
  db: Executor,
  familyId: string,
  callId: string,
): Promise<VoiceCallRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceCalls)
    .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.userId, familyId)));
  return row;
}

/** A phone call by its provider's id (a Twilio CallSid). */
export async function selectCallByExternalId(
  db: Executor,
  externalId: string,
): Promise<VoiceCallRow | undefined> {
  const [row] = await db.select().from(voiceCalls).where(eq(voiceCalls.externalId, externalId));
  return row;
}

/**
 * Records minute `minute` as paid, if no twin request did first: true when this call moved it.
 * Runs inside the credit spend's transaction, so the minute and its charge commit together.
 */
export async function markMinutePaid(
  db: Executor,
  callId: string,
  minute: number,
): Promise<boolean> {
  const moved = await db
    .update(voiceCalls)
    .set({ paidMinutes: minute + 1 })
    .where(
      and(
        eq(voiceCalls.id, callId),
        eq(voiceCalls.paidMinutes, minute),
        isNull(voiceCalls.endedAt),
      ),
    )
    .returning({ id: voiceCalls.id });
  return moved.length > 0;
}

/** The page showed a sign of life at `at` (never moved backwards by a late twin). */
export async function touchCall(db: Executor, callId: string, at: Date): Promise<void> {
  await db
    .update(voiceCalls)
    .set({ lastSeenAt: sql`greatest(${voiceCalls.lastSeenAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(voiceCalls.id, callId), isNull(voiceCalls.endedAt)));
}

/** Ends a call that is still open; the first ending wins. Answers the row as it now is. */
export async function endCall(
  db: Executor,
  callId: string,
  ending: { at: Date; reason: string; rule: string | null },
): Promise<VoiceCallRow | undefined> {
  await db
    .update(voiceCalls)
    .set({ endedAt: ending.at, endReason: ending.reason, endRule: ending.rule })
    .where(and(eq(voiceCalls.id, callId), isNull(voiceCalls.endedAt)));
  const [row] = await db.select().from(voiceCalls).where(eq(voiceCalls.id, callId));
  return row;
}

/** Minutes paid by a child's calls started since `since` (the day's call minutes). */
export async function selectPaidCallMinutesSince(
  db: Executor,
  familyId: string,
  childProfileId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${voiceCalls.paidMinutes}), 0)::int` })
    .from(voiceCalls)
    .where(
      and(
        eq(voiceCalls.userId, familyId),
        eq(voiceCalls.childProfileId, childProfileId),
        gte(voiceCalls.startedAt, since),
      ),
    );
  return row?.minutes ?? 0;
}

/** A family's calls, web and phone, oldest first (the account export). */
export function selectCallsOf(db: Executor, familyId: string): Promise<VoiceCallRow[]> {
  return db
    .select()
    .from(voiceCalls)
    .where(eq(voiceCalls.userId, familyId))
    .orderBy(asc(voiceCalls.startedAt), asc(voiceCalls.id));
}
