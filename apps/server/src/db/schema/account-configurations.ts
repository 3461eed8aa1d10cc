import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { storyElements } from './story-elements.js';

/** A user's preferred language and phone number, created by the first write. */
export const accountConfigurations = pgTable('account_configurations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  preferredLanguage: text('preferred_language'),
  phoneCountryCode: text('phone_country_code'),
  phoneNumber: text('phone_number'),
  /**
   * When the saved number was proved by a texted code; null while unverified. Saving another
   * number clears it (docs/decisions/0032-phone-number-verification.md).
   */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which character answers on each of a user's phone-number slots. Only assigned slots have a
 * row; deleting the character unassigns its slot.
 */
export const phoneNumberSlots = pgTable(
  'phone_number_slots',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    storyElementId: text('story_element_id')
      .notNull()
      .references(() => storyElements.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.slot] }),
    check('phone_number_slots_slot_range', sql`${table.slot} between 1 and 5`),
  ],
);

/**
 * The code last texted to a family's phone number, while it can be used: only its hash, the
 * number it was sent to (a code proves that number alone), when it expires, and the wrong tries
 * it has had. One per family; sending another replaces it, verifying deletes it.
 */
export const phoneVerificationCodes = pgTable('phone_verification_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  phoneCountryCode: text('phone_country_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
