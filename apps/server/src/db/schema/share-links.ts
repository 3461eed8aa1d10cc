import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { storyElements } from './story-elements.js';

/**
 * Links that show one of a user's things to anyone holding the code. Each kind of thing gets its
 * own column with a cascading key (stories join later), so deleting the thing ends its links.
 * A revoked link keeps its row, so its code is never handed out again.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    shortCode: text('short_code').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyElementId: text('story_element_id').references(() => storyElements.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // At most one live link per element: sharing again hands out the same code.
    uniqueIndex('share_links_live_element_idx')
      .on(table.storyElementId)
      .where(sql`${table.revokedAt} is null`),
    index('share_links_user_idx').on(table.userId),
  ],
);
