import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
