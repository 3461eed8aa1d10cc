import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { voiceCalls } from '../../db/schema/calls.js';
import { phoneCalls } from '../../db/schema/phone-calls.js';
import type { Executor } from '../../platform/db/executor.js';

export type PhoneCallRow = typeof phoneCalls.$inferSelect;

/** Records a call's first webhook; false when the CallSid was seen before (a replay). */
export async function insertCall(db: Executor, callSid: string, startedAt: Date): Promise<boolean> {
  const rows = await db
    .insert(phoneCalls)
    .values({ callSid, startedAt })
    .onConflictDoNothing()
    .returning({ callSid: phoneCalls.callSid });
  return rows.length === 1;
}

export async function answerCall(
  db: Executor,
  callSid: string,
  fields: { userId: string; characterId: string | null },
): Promise<void> {
  await db.update(phoneCalls).set(fields).where(eq(phoneCalls.callSid, callSid));
}

export async function endCall(
  db: Executor,
  callSid: string,
  endedAt: Date,
  endReason: string,
): Promise<void> {
  await db
    .update(phoneCalls)
    .set({ endedAt, endReason })
    .where(and(eq(phoneCalls.callSid, callSid), isNull(phoneCalls.endedAt)));
}

/**
 * Takes step `step` of an answered, open call: only once, and only after the steps before it.
 * Answers the call, or undefined for a replayed, out-of-order or ended one.
 */
export async function takeStep(
  db: Executor,
  callSid: string,
  step: number,
): Promise<PhoneCallRow | undefined> {
  const [row] = await db
    .update(phoneCalls)
    .set({ lastStep: step })
    .where(
      and(
        eq(phoneCalls.callSid, callSid),
        lt(phoneCalls.lastStep, step),
        isNull(phoneCalls.endedAt),
        isNotNull(phoneCalls.userId),
      ),
    )
    .returning();
  return row;
}

/** The character the caller chose from the family's slots. */
export async function chooseCharacter(
  db: Executor,
  callSid: string,
  characterId: string,
): Promise<void> {
  await db.update(phoneCalls).set({ characterId }).where(eq(phoneCalls.callSid, callSid));
}

export async function selectCall(db: Executor, callSid: string): Promise<PhoneCallRow | undefined> {
  const [row] = await db.select().from(phoneCalls).where(eq(phoneCalls.callSid, callSid));
  return row;
}

/**
 * A family's phone calls, oldest first, for the account export: each with the voice call the
 * character answered in (none for a call refused or left at the menu).
 */
export async function selectCallsOf(db: Executor, userId: string) {
  return db
    .select({
      callSid: phoneCalls.callSid,
      characterId: phoneCalls.characterId,
      startedAt: phoneCalls.startedAt,
      endedAt: phoneCalls.endedAt,
      endReason: phoneCalls.endReason,
      callId: voiceCalls.id,
      childProfileId: voiceCalls.childProfileId,
      paidMinutes: voiceCalls.paidMinutes,
    })
    .from(phoneCalls)
    .leftJoin(voiceCalls, eq(voiceCalls.externalId, phoneCalls.callSid))
    .where(eq(phoneCalls.userId, userId))
    .orderBy(asc(phoneCalls.startedAt));
}
