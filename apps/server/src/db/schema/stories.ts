import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { childProfiles } from './parents.js';
import { storyElements } from './story-elements.js';

/**
 * Wizard drafts saved on the server. Ids come from the client (timestamps such as
 * 2026-11-22T07-30-00-000Z), so two users may pick the same one: the key is (user_id, id).
 */
export const stories = pgTable(
  'stories',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    currentPhase: smallint('current_phase').notNull(),
    eventDescription: text('event_description').notNull().default(''),
    goalDescription: text('goal_description').notNull().default(''),
    challengeDescription: text('challenge_description').notNull().default(''),
    instructionsDescription: text('instructions_description').notNull().default(''),
    /** Chosen library element ids in the wizard's order; deleted elements are skipped on read. */
    storyElementIds: jsonb('story_element_ids').$type<string[]>().notNull().default([]),
    length: text('length', { enum: ['normal', 'longer'] })
      .notNull()
      .default('normal'),
    age: smallint('age').notNull().default(5),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    title: text('title'),
    /** The child profile whose device started it, for the weekly digest; null: the parent. */
    childProfileId: text('child_profile_id').references(() => childProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    check('stories_phase_known', sql`${table.currentPhase} between 1 and 3`),
    check('stories_age_range', sql`${table.age} between 2 and 12`),
    // The operators' dashboard counts stories over a period.
    index('stories_created_idx').on(table.createdAt),
  ],
);

/** What generation made from a story (only text stories for now). */
export const artifacts = pgTable(
  'artifacts',
  {
    userId: text('user_id').notNull(),
    id: text('id').notNull(),
    storyId: text('story_id').notNull(),
    // ARTIFACT_KINDS of the contracts; a text column, so a new kind needs no migration.
    kind: text('kind', { enum: ['story', 'coloring-book', 'song', 'audiobook'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** The job_runs process tracking id, by which the generation is cancelled. */
    processTrackingId: text('process_tracking_id').unique(),
    stage: text('stage'),
    percent: integer('percent').notNull().default(0),
    /** The told story: {title, pages, language}. */
    result: jsonb('result'),
    error: text('error'),
    parentBagId: text('parent_bag_id').references(() => storyElements.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    // Deleting a story (or its user, through the story) deletes its artifacts.
    foreignKey({
      columns: [table.userId, table.storyId],
      foreignColumns: [stories.userId, stories.id],
      name: 'artifacts_story_fk',
    }).onDelete('cascade'),
    index('artifacts_story_idx').on(table.userId, table.storyId, table.createdAt),
    index('artifacts_created_idx').on(table.createdAt),
  ],
);
