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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { storyElements } from './story-elements.js';

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Filters of the marketplace; ids are stable slugs ('bedtime'), seeded on every instance. */
export const marketplaceCategories = pgTable('marketplace_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * A published snapshot of a bag. Its elements, knowledge and pictures are the product's own
 * copies, so later edits of the bag change nothing here. See docs/marketplace.md for the states.
 */
export const marketplaceProducts = pgTable(
  'marketplace_products',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The bag it was taken from; null once that bag is deleted (the product lives on). */
    sourceBagId: text('source_bag_id').references(() => storyElements.id, {
      onDelete: 'set null',
    }),
    state: text('state').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    language: text('language').notNull(),
    /** The bag's own picture, copied into the product's folder. */
    bagAvatarPath: text('bag_avatar_path'),
    /** null: the bag's picture is the cover; else one of the product's elements. */
    coverElementId: text('cover_element_id'),
    acquisitionCount: integer('acquisition_count').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
    /** When it was last published: the order of 'newest'. */
    publishedAt: ms('published_at'),
  },
  (table) => [
    check(
      'marketplace_products_state_known',
      sql`${table.state} in ('draft', 'published', 'unpublished')`,
    ),
    check(
      'marketplace_products_ages',
      sql`${table.ageMin} between 2 and 12 and ${table.ageMax} between ${table.ageMin} and 12`,
    ),
    // Publishing a bag again refreshes its product instead of making a second one.
    uniqueIndex('marketplace_products_owner_bag_idx').on(table.ownerId, table.sourceBagId),
    index('marketplace_products_state_published_idx').on(table.state, table.publishedAt),
  ],
);

export const marketplaceProductCategories = pgTable(
  'marketplace_product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => marketplaceProducts.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => marketplaceCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('marketplace_product_categories_category_idx').on(table.categoryId),
  ],
);

/** The product's copy of one bag member, in the bag's order. */
export const marketplaceProductElements = pgTable(
  'marketplace_product_elements',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => marketplaceProducts.id, { onDelete: 'cascade' }),
    /** The library element it was copied from (no key: the original may go away). */
    sourceElementId: text('source_element_id').notNull(),
    position: integer('position').notNull(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A storage key in the product's folder; .small/.tiny variants beside it. */
    avatarPath: text('avatar_path'),
  },
  (table) => [
    index('marketplace_product_elements_product_idx').on(table.productId, table.position),
  ],
);

export const marketplaceProductKnowledge = pgTable(
  'marketplace_product_knowledge',
  {
    id: text('id').primaryKey(),
    productElementId: text('product_element_id')
      .notNull()
      .references(() => marketplaceProductElements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: text('content').notNull(),
  },
  (table) => [index('marketplace_product_knowledge_element_idx').on(table.productElementId)],
);

/** A user's acquisition of a product; ended (abandoned) ones keep their row as history. */
export const marketplaceAcquisitions = pgTable(
  'marketplace_acquisitions',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => marketplaceProducts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The bag the copies went into. */
    bagId: text('bag_id').notNull(),
    /** Whether the acquisition made that bag (it is one of its copies). */
    createdBag: smallint('created_bag').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    endedAt: ms('ended_at'),
  },
  (table) => [
    // Once per user: one live acquisition of a product at a time.
    uniqueIndex('marketplace_acquisitions_live_idx')
      .on(table.productId, table.userId)
      .where(sql`${table.endedAt} is null`),
    index('marketplace_acquisitions_user_idx').on(table.userId),
  ],
);

/** The library elements an acquisition created; a deleted copy drops out by itself. */
export const marketplaceAcquiredElements = pgTable(
  'marketplace_acquired_elements',
  {
    acquisitionId: text('acquisition_id')
      .notNull()
      .references(() => marketplaceAcquisitions.id, { onDelete: 'cascade' }),
    elementId: text('element_id')
      .notNull()
      .references(() => storyElements.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.acquisitionId, table.elementId] })],
);

/** What signed-in users reported about a product; one report per user and product. */
export const marketplaceReports = pgTable(
  'marketplace_reports',
  {
    productId: text('product_id')
      .notNull()
      .references(() => marketplaceProducts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.userId] })],
);
