import { foreignKey, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { marketplaceProducts } from './marketplace.js';
import { stories } from './stories.js';

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A public demo reachable by its code (/story/demo/{code}, ?campaign={code}): one of an admin's
 * stories and the works made from it, shown to anyone between starts_at and ends_at. The works
 * are chosen when the campaign is made, so later works of the story change nothing. Deleting
 * the story (or its owner) ends the campaign with it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyId: text('story_id').notNull(),
    storyArtifactId: text('story_artifact_id').notNull(),
    coloringBookArtifactId: text('coloring_book_artifact_id'),
    songArtifactId: text('song_artifact_id'),
    audiobookArtifactId: text('audiobook_artifact_id'),
    marketplaceProductId: text('marketplace_product_id').references(() => marketplaceProducts.id, {
      onDelete: 'set null',
    }),
    startsAt: ms('starts_at').notNull(),
    endsAt: ms('ends_at'),
    createdAt: ms('created_at').notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.ownerId, table.storyId],
      foreignColumns: [stories.userId, stories.id],
      name: 'campaigns_story_fk',
    }).onDelete('cascade'),
    index('campaigns_owner_idx').on(table.ownerId),
  ],
);
