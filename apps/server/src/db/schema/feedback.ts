import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * What people said through the feedback widget, signed in (user_id) or not (visitor_id from the
 * dac_visitor_id cookie, when it had a sane shape). Deleting an account deletes its feedback.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    rating: smallint('rating').notNull(),
    text: text('text'),
    path: text('path'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feedback_rating_range', sql`${table.rating} between 1 and 5`),
    index('feedback_user_id_idx').on(table.userId),
  ],
);
