import type { AdminUserPlan, Plan } from '@storyloom/contracts';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/subscriptions.js';
import type { Db } from '../../platform/db/database.js';

/** One account's plan and balance as stored; nulls when it has no subscription row yet. */
export async function userPlan(db: Db, userId: string): Promise<AdminUserPlan> {
  const [row] = await db
    .select({ plan: subscriptions.plan, creditsAvailable: subscriptions.creditsAvailable })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return {
    userId,
    plan: (row?.plan as Plan | undefined) ?? null,
    creditsAvailable: row?.creditsAvailable ?? null,
  };
}
