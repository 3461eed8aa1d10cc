import { asc, eq, isNotNull, sql, and } from 'drizzle-orm';
import { accountConfigurations, phoneNumberSlots } from '../../db/schema/account-configurations.js';
import type { Executor } from '../../platform/db/executor.js';

// Who is calling a phone line: the families whose saved, verified phone number is the caller's.

export type CallingFamily = {
  userId: string;
  /** The family's assigned slots, lowest first. */
  slots: { slot: number; storyElementId: string }[];
};

/** The saved number as digits in international form: country code, then the national number. */
const savedDigits = sql`regexp_replace(${accountConfigurations.phoneCountryCode}, '\\D', '', 'g') || regexp_replace(regexp_replace(${accountConfigurations.phoneNumber}, '\\D', '', 'g'), '^0+', '')`;

/**
 * The families whose saved phone number is `e164` (`+447700900123`) and verified by a texted
 * code: usually one; none for an unknown caller or an unverified number. A national number's
 * leading zero is not dialled after the country code.
 */
export async function familiesCallingFrom(db: Executor, e164: string): Promise<CallingFamily[]> {
  const digits = e164.replace(/\D/g, '');
  if (digits.length < 7) return [];
  const families = await db
    .select({ userId: accountConfigurations.userId })
    .from(accountConfigurations)
    .where(
      and(
        isNotNull(accountConfigurations.phoneNumber),
        sql`${savedDigits} = ${digits}`,
        isNotNull(accountConfigurations.phoneVerifiedAt),
      ),
    );
  const found: CallingFamily[] = [];
  for (const { userId } of families) found.push({ userId, slots: await phoneSlotsOf(db, userId) });
  return found;
}

/** A family's assigned phone-number slots, lowest first. */
export async function phoneSlotsOf(db: Executor, userId: string): Promise<CallingFamily['slots']> {
  return db
    .select({ slot: phoneNumberSlots.slot, storyElementId: phoneNumberSlots.storyElementId })
    .from(phoneNumberSlots)
    .where(eq(phoneNumberSlots.userId, userId))
    .orderBy(asc(phoneNumberSlots.slot));
}
