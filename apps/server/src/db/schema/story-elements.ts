import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The library: a user's characters, locations, bags and notes. Timestamps are written by the
 * server with millisecond precision, so the list's keyset cursor (ms) matches rows exactly.
 */
export const storyElements = pgTable(
  'story_elements',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: smallint('type').notNull(),
    /** A storage key under the owner's folder; its .small/.tiny variants sit beside it. */
    avatarPath: text('avatar_path'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    // Newest first, ties broken by id: the list's order and its keyset cursor.
    index('story_elements_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('story_elements_type_known', sql`${table.type} between 1 and 4`),
  ],
);

/** Which elements a bag holds, in the order they were added. */
export const bagMembers = pgTable(
  'bag_members',
  {
    bagId: text('bag_id')
      .notNull()
      .references(() => storyElements.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => storyElements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bagId, table.memberId] }),
    // Deleting an element finds the bags that held it.
    index('bag_members_member_idx').on(table.memberId),
  ],
);

/** Plain-text or Markdown notes attached to an element. */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: text('id').primaryKey(),
    elementId: text('element_id')
      .notNull()
      .references(() => storyElements.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('knowledge_documents_element_idx').on(table.elementId, table.createdAt)],
);
