import { and, asc, eq, sql } from 'drizzle-orm';
import { StoryElementType } from '@storyloom/contracts';
import { accountConfigurations, phoneNumberSlots } from '../../db/schema/account-configurations.js';
import { storyElements } from '../../db/schema/story-elements.js';
import type { Executor } from '../../platform/db/executor.js';

export type AccountConfigurationRow = typeof accountConfigurations.$inferSelect;
export type AccountConfigurationFields = Pick<
  typeof accountConfigurations.$inferInsert,
  'preferredLanguage' | 'phoneCountryCode' | 'phoneNumber'
>;
export type SlotRow = { slot: number; storyElementId: string };

export async function selectConfiguration(
  db: Executor,
  userId: string,
): Promise<AccountConfigurationRow | undefined> {
  const [row] = await db
    .select()
    .from(accountConfigurations)
    .where(eq(accountConfigurations.userId, userId));
  return row;
}

/**
 * Creates the document on the first write; later writes change only the given fields. A phone
 * number other than the saved one is unverified: the proof was for the old number.
 */
export async function upsertConfiguration(
  db: Executor,
  userId: string,
  fields: AccountConfigurationFields,
): Promise<void> {
  const phone = 'phoneNumber' in fields ? { phoneVerifiedAt: stillVerifiedIf(fields) } : {};
  await db
    .insert(accountConfigurations)
    .values({ userId, ...fields })
    .onConflictDoUpdate({
      target: accountConfigurations.userId,
      set: { ...fields, ...phone, updatedAt: sql`now()` },
    });
}

/** The saved verification when the number written is the saved one (compared before the write). */
const stillVerifiedIf = ({ phoneCountryCode, phoneNumber }: AccountConfigurationFields) =>
  sql`case when ${accountConfigurations.phoneCountryCode} is not distinct from ${phoneCountryCode ?? null}::text
            and ${accountConfigurations.phoneNumber} is not distinct from ${phoneNumber ?? null}::text
       then ${accountConfigurations.phoneVerifiedAt} end`;

export async function selectSlots(db: Executor, userId: string): Promise<SlotRow[]> {
  return db
    .select({ slot: phoneNumberSlots.slot, storyElementId: phoneNumberSlots.storyElementId })
    .from(phoneNumberSlots)
    .where(eq(phoneNumberSlots.userId, userId))
    .orderBy(asc(phoneNumberSlots.slot));
}

export async function upsertSlot(db: Executor, userId: string, slot: SlotRow): Promise<void> {
  await db
    .insert(phoneNumberSlots)
    .values({ userId, ...slot })
    .onConflictDoUpdate({
      target: [phoneNumberSlots.userId, phoneNumberSlots.slot],
      set: { storyElementId: slot.storyElementId },
    });
}

export async function deleteSlot(db: Executor, userId: string, slot: number): Promise<void> {
  await db
    .delete(phoneNumberSlots)
    .where(and(eq(phoneNumberSlots.userId, userId), eq(phoneNumberSlots.slot, slot)));
}

export async function deleteAllSlots(db: Executor, userId: string): Promise<void> {
  await db.delete(phoneNumberSlots).where(eq(phoneNumberSlots.userId, userId));
}

export async function isOwnCharacter(
  db: Executor,
  userId: string,
  elementId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: storyElements.id })
    .from(storyElements)
    .where(
      and(
        eq(storyElements.id, elementId),
        eq(storyElements.userId, userId),
        eq(storyElements.type, StoryElementType.Character),
      ),
    );
  return row !== undefined;
}
