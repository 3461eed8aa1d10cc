import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { storyElements } from './story-elements.js';

/**
 * A call to the phone line (Twilio's CallSid), from its first webhook: a refused caller's too,
 * with no family, so a replayed first webhook is known. `last_step` is the last webhook step
 * accepted (each action URL we hand Twilio names the next one); `character_id` stays null while
 * the caller chooses from the menu. Its minutes, rules and captions are the voice call's
 * (`voice_calls`, channel 'phone', external id the CallSid: docs/decisions/0033).
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    callSid: text('call_sid').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    characterId: text('character_id').references(() => storyElements.id, {
      onDelete: 'set null',
    }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastStep: integer('last_step').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** refused | balance | rule | quiet | completed */
    endReason: text('end_reason'),
  },
  (table) => [
    index('phone_calls_user_idx').on(table.userId),
    check('phone_calls_counts', sql`${table.lastStep} >= 0`),
  ],
);
