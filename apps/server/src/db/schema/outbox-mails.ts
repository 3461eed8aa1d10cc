import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Mail that was not sent over SMTP because none is configured; /dev/mailbox shows it. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Arrival order. Timestamps alone tie when mails are written within the same tick (PGlite's
     * clock is coarse), and the mailbox must list the newest first.
     */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('outbox_mails_created_idx').on(table.createdAt),
    index('outbox_mails_sequence_idx').on(table.sequence),
  ],
);
