import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/subscriptions.js';
import type { Executor } from '../../platform/db/executor.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionSettings = Pick<
  SubscriptionRow,
  'plan' | 'bagOfIdeasSize' | 'canGenerateLongerContent'
>;

export async function selectSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** Reads the row and holds it until the transaction ends: credit changes queue up behind it. */
export async function lockSubscription(
  tx: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return row;
}

/** The new row, or undefined when the user already has one (which stays as it is). */
export async function insertSubscriptionIfMissing(
  tx: Executor,
  userId: string,
  settings: SubscriptionSettings,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, ...settings, creditsAvailable: 0 })
    .onConflictDoNothing({ target: subscriptions.userId })
    .returning();
  return row;
}

/** Changes settings and moves the balance by creditsDelta in one statement. */
export async function updateSubscription(
  tx: Executor,
  userId: string,
  changes: { settings?: Partial<SubscriptionSettings>; creditsDelta?: number },
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({
      ...changes.settings,
      creditsAvailable: sql`${subscriptions.creditsAvailable} + ${changes.creditsDelta ?? 0}`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(subscriptions.userId, userId))
    .returning();
  if (!row) throw new Error(`subscription of ${userId} vanished inside its transaction`);
  return row;
}
