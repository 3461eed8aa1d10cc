import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { childProfiles } from './parents.js';
import { storyElements } from './story-elements.js';

/**
 * A family's conversation with one of its characters, per child profile (null: the parent's own
 * side): one per (family, profile, character), which Setup resumes.
 * `story_id` is the story it was last opened from, or null for every story; a story is not a
 * foreign key, because drafts are keyed (user, id) and a deleted story only narrows nothing.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => storyElements.id, { onDelete: 'cascade' }),
    childProfileId: text('child_profile_id').references(() => childProfiles.id, {
      onDelete: 'cascade',
    }),
    storyId: text('story_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    unique('chat_conversations_family_child_character_key')
      .on(table.userId, table.childProfileId, table.characterId)
      .nullsNotDistinct(),
  ],
);

/** What was said, in order (the id grows with every message). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['child', 'character'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    // The operators' dashboard counts chat turns over a period.
    index('chat_messages_created_idx').on(table.createdAt),
    check('chat_messages_role_known', sql`${table.role} in ('child', 'character')`),
  ],
);

/**
 * A moment a parent should know about: the child shared a personal detail or spoke of being
 * hurt, self-harm, a secret with an adult or meeting someone (and unkind words). Kept when the
 * conversation is cleared or the character deleted (the parent may not have read it yet).
 */
export const chatSafetyEvents = pgTable(
  'chat_safety_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null once the character is deleted: the parent still needs to hear of the moment. */
    characterId: text('character_id').references(() => storyElements.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    /** The child profile that was chatting, or null for the parent's own side. */
    childProfileId: text('child_profile_id').references(() => childProfiles.id, {
      onDelete: 'set null',
    }),
    message: text('message').notNull(),
    /** The stored child message it belongs to, when the turn was stored. */
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /** When the parent was mailed about it (an alert or the daily digest); null: not yet. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('chat_safety_events_user_idx').on(table.userId, table.createdAt)],
);
