import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * A child of the family, under the parent's account (docs/decisions/0024-child-profiles.md).
 * Its picture is one of the family's story elements' pictures (never a photo of the child): the
 * element's id, or null. The chat rules live on the profile; an empty allow-list means every
 * character, null quiet hours or limit mean none.
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ageBand: text('age_band').notNull(),
    readingLevel: text('reading_level').notNull(),
    language: text('language').notNull(),
    pictureElementId: text('picture_element_id'),
    allowedCharacterIds: jsonb('allowed_character_ids').$type<string[]>().notNull().default([]),
    /** Local "HH:MM" in the family's time zone; both set or both null. */
    quietHoursStart: text('quiet_hours_start'),
    quietHoursEnd: text('quiet_hours_end'),
    dailyChatMinutes: integer('daily_chat_minutes'),
    blockedTopics: jsonb('blocked_topics').$type<string[]>().notNull().default([]),
    /** Whether the child may call characters (docs/decisions/0025-voice-calls.md). */
    callsEnabled: boolean('calls_enabled').notNull().default(true),
    /** Paid call minutes a day, counted since local midnight; null for no limit. */
    dailyCallMinutes: integer('daily_call_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('child_profiles_user_idx').on(table.userId),
    check('child_profiles_age_band_known', sql`${table.ageBand} in ('3-5', '6-8', '9-12')`),
  ],
);

/** The parent's own settings: the PIN that unlocks the parent's side, the time zone, retention. */
export const parentSettings = pgTable('parent_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** scrypt, "salt:hash" in hex; null until the parent sets a PIN. */
  pinHash: text('pin_hash'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Chat messages older than this many days are deleted; null keeps them. */
  transcriptRetentionDays: integer('transcript_retention_days'),
  /**
   * The child whose call rules the family's phone line follows (docs/decisions/0033); null: the
   * earliest child profile.
   */
  phoneLineChildProfileId: text('phone_line_child_profile_id').references(
    () => childProfiles.id,
    { onDelete: 'set null' },
  ),
  /** Whether the weekly digest mail goes out (docs/decisions/0029). */
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  /** When the last safety alert mail went out: at most one an hour. */
  lastSafetyAlertAt: timestamp('last_safety_alert_at', { withTimezone: true, precision: 3 }),
  /** When the last daily digest of the safety events not alerted went out. */
  lastSafetyDigestAt: timestamp('last_safety_digest_at', { withTimezone: true, precision: 3 }),
  lastWeeklyDigestAt: timestamp('last_weekly_digest_at', { withTimezone: true, precision: 3 }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});
