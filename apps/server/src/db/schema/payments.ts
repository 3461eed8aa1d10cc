import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Which Stripe customer and subscription belong to a user (learnt from Stripe's webhooks). */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  /** The live subscription; null once Stripe deleted it. */
  subscriptionId: text('subscription_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every Stripe event applied, inserted in the transaction of its effect: a redelivered event
 * finds its id here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
