import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password attempts, shared by every process (modules/identity/sign-in-throttle.ts).
 * One row per address and client ('client:' key: growing delays) and one per address across
 * all clients ('address:' key: short delays only), so a stranger cannot lock the owner out.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    /** When the current count began (the address-wide count restarts after its window). */
    countingSince: timestamp('counting_since', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** No attempt is checked before this moment; earlier ones are answered 429. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** For a client row: its last successful sign-in to the address (a known device). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_throttles_updated_idx').on(table.updatedAt)],
);
