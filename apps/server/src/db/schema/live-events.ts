import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Recent live events, kept briefly so a tab that reconnects with Last-Event-ID (possibly to
 * another process) receives what it missed. The id is the SSE event id.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_user_id_idx').on(table.userId, table.id),
    index('live_events_created_idx').on(table.createdAt),
  ],
);
