import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema/auth.js';
import { stripeCustomers, stripeEvents } from '../../db/schema/payments.js';
import type { Executor } from '../../platform/db/executor.js';

export type StripeCustomerRow = typeof stripeCustomers.$inferSelect;

export async function selectCustomerOfUser(
  db: Executor,
  userId: string,
): Promise<StripeCustomerRow | undefined> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  return row;
}

export async function selectCustomerBy(
  db: Executor,
  by: { subscriptionId: string } | { customerId: string },
): Promise<StripeCustomerRow | undefined> {
  const condition =
    'subscriptionId' in by
      ? eq(stripeCustomers.subscriptionId, by.subscriptionId)
      : eq(stripeCustomers.customerId, by.customerId);
  const [row] = await db.select().from(stripeCustomers).where(condition);
  return row;
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row !== undefined;
}

/** Records (or moves) the user's Stripe customer and, when given, subscription. */
export async function upsertCustomer(
  tx: Executor,
  values: { userId: string; customerId: string; subscriptionId?: string | undefined },
): Promise<void> {
  const subscription =
    values.subscriptionId === undefined ? {} : { subscriptionId: values.subscriptionId };
  await tx
    .insert(stripeCustomers)
    .values({ userId: values.userId, customerId: values.customerId, ...subscription })
    .onConflictDoUpdate({
      target: stripeCustomers.userId,
      set: { customerId: values.customerId, ...subscription, updatedAt: sql`now()` },
    });
}

/** Forgets a subscription Stripe deleted (only if it is still the user's current one). */
export async function clearSubscription(tx: Executor, subscriptionId: string): Promise<void> {
  await tx
    .update(stripeCustomers)
    .set({ subscriptionId: null, updatedAt: sql`now()` })
    .where(eq(stripeCustomers.subscriptionId, subscriptionId));
}

/** True the first time an event id is recorded; false for a redelivery. */
export async function recordEvent(tx: Executor, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ eventId, type })
    .onConflictDoNothing({ target: stripeEvents.eventId })
    .returning({ eventId: stripeEvents.eventId });
  return inserted.length > 0;
}
