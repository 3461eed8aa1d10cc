import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { childProfiles } from './parents.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A voice call with a character (docs/decisions/0025-voice-calls.md). Minute k covers
 * [started_at + 60k, started_at + 60(k+1)) of the server's clock; `paid_minutes` counts the
 * minutes charged through the credits ledger (key `voice-call:{id}:{k}`), moved in the same
 * transaction as each charge. `last_seen_at` is the page's last sign of life.
 */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    childProfileId: text('child_profile_id').references(() => childProfiles.id, {
      onDelete: 'set null',
    }),
    characterId: text('character_id').notNull(),
    /** The one story the character speaks from; null for every story. */
    storyId: text('story_id'),
    conversationId: text('conversation_id').notNull(),
    /** 'web' (the call page) or 'phone' (a telephony provider's line). */
    channel: text('channel').notNull().default('web'),
    /** The provider's id of a phone call (a Twilio CallSid), unique; null on the web. */
    externalId: text('external_id'),
    language: text('language').notNull(),
    startedAt: instant('started_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    paidMinutes: integer('paid_minutes').notNull().default(0),
    endedAt: instant('ended_at'),
    endReason: text('end_reason'),
    endRule: text('end_rule'),
  },
  (table) => [
    index('voice_calls_family_child_started_idx').on(
      table.userId,
      table.childProfileId,
      table.startedAt,
    ),
    unique('voice_calls_external_id_key').on(table.externalId),
    check('voice_calls_channel_known', sql`${table.channel} in ('web', 'phone')`),
    check('voice_calls_paid_minutes_not_negative', sql`${table.paidMinutes} >= 0`),
  ],
);
