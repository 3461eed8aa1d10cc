import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * One current subscription per user. credits_available is a cached balance: it always equals the
 * sum of the user's credit_ledger deltas, because both change only together in one transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: smallint('plan').notNull(),
    bagOfIdeasSize: integer('bag_of_ideas_size').notNull(),
    canGenerateLongerContent: boolean('can_generate_longer_content').notNull(),
    creditsAvailable: integer('credits_available').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The account e-mail's domain, lower case ('' when the address has none), for the operators'
     * figures; filled by POST /api/DevOps/data-migrations/backfill-subscription-email-domain.
     */
    emailDomain: text('email_domain'),
  },
  (table) => [
    check('subscriptions_plan_known', sql`${table.plan} between 1 and 5`),
    check('subscriptions_credits_not_negative', sql`${table.creditsAvailable} >= 0`),
    // The backfill finds the subscriptions still to fill without reading the others.
    index('subscriptions_email_domain_missing_idx')
      .on(table.userId)
      .where(sql`${table.emailDomain} is null`),
  ],
);
