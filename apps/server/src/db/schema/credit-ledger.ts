import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const CREDIT_REASONS = ['grant', 'spend', 'refund', 'admin'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * Every movement of credits, append-only. The idempotency key makes a replayed spend, grant or
 * refund find the first one instead of moving credits twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    contentKind: smallint('content_kind'),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_user_reference_idx').on(table.userId, table.reference),
    // The operators' dashboard sums grants and spending over a period.
    index('credit_ledger_created_idx').on(table.createdAt),
    check(
      'credit_ledger_reason_known',
      sql`${table.reason} in ('grant', 'spend', 'refund', 'admin')`,
    ),
  ],
);
