import { randomUUID } from 'node:crypto';
import { isLimitedPlan, planName, type Plan, type Subscription } from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { isLimitedSubscription } from './limited-users.js';
import type { PlansDeps } from './plans-deps.js';
import {
  lockOrCreateSubscription,
  moveCredits,
  publishSubscription,
  toSubscription,
} from './subscription-ledger.js';
import type { Executor } from '../../platform/db/executor.js';
import { findEntryByKey } from './credit-ledger.repository.js';
import { selectSubscription, updateSubscription } from './subscriptions.repository.js';
import { planCredits } from './system-configuration.rules.js';
import { readConfiguration } from './system-configuration.service.js';

export const subscriptionMissing = () =>
  new AppError(
    'subscription_missing',
    'This account has no subscription yet; POST /api/Subscriptions/SetupNewDefaultSubscription sets up the default.',
    404,
  );

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

export function createSubscriptionsService(deps: PlansDeps) {
  const { db } = deps;
  return {
    async getCurrentSubscription(userId: string): Promise<Subscription> {
      const row = await selectSubscription(db, userId);
      if (!row) throw subscriptionMissing();
      return toSubscription(row);
    },

    /** Whether plans treat this user as limited (for later modules gating features). */
    async isLimitedUser(userId: string): Promise<boolean> {
      const row = await selectSubscription(db, userId);
      return isLimitedSubscription(row ? toSubscription(row) : null);
    },

    /**
     * The Demo default with the Demo plan's credits, once: a second call returns the
     * subscription as it is and grants nothing.
     */
    async setupDefaultSubscription(userId: string): Promise<Subscription> {
      const { row, created } = await db.transaction(async (tx) =>
        lockOrCreateSubscription(tx, userId, await readConfiguration(tx)),
      );
      const subscription = toSubscription(row);
      if (created) await publishSubscription(deps, userId, subscription);
      return subscription;
    },

    /**
     * Moves the user to a plan and grants that plan's credits (until payments exist, an
     * administrator does this). Paid plans may generate longer content. Setting the plan the
     * user already has changes nothing.
     */
    async changePlan({ userId, plan }: { userId: string; plan: Plan }): Promise<Subscription> {
      const { row, changed } = await db.transaction(async (tx) => {
        const configuration = await readConfiguration(tx);
        const current = await lockOrCreateSubscription(tx, userId, configuration);
        if (current.row.plan === plan) return { row: current.row, changed: current.created };
        let row = await updateSubscription(tx, userId, {
          settings: { plan, canGenerateLongerContent: !isLimitedPlan(plan) },
        });
        const credits = planCredits(configuration, plan);
        if (credits > 0) {
          const moved = await moveCredits(tx, {
            userId,
            delta: credits,
            reason: 'grant',
            idempotencyKey: `plan:${userId}:${randomUUID()}`,
            note: `${planName(plan)} plan credits`,
          });
          if (moved) row = moved.row;
        }
        return { row, changed: true };
      });
      const subscription = toSubscription(row);
      if (changed) await publishSubscription(deps, userId, subscription);
      return subscription;
    },

    /**
     * For payments, inside the caller's transaction (so the effect commits with the record of
     * the event that caused it): sets the plan and, with `grant`, adds the plan's monthly
     * credits once under that idempotency key. Announce the result after the commit.
     */
    async applyPaidPlan(
      tx: Executor,
      {
        userId,
        plan,
        grant,
      }: { userId: string; plan: Plan; grant?: { idempotencyKey: string; note: string } },
    ): Promise<{ subscription: Subscription; changed: boolean }> {
      const configuration = await readConfiguration(tx);
      const current = await lockOrCreateSubscription(tx, userId, configuration);
      let row = current.row;
      let changed = current.created;
      if (row.plan !== plan) {
        row = await updateSubscription(tx, userId, {
          settings: { plan, canGenerateLongerContent: !isLimitedPlan(plan) },
        });
        changed = true;
      }
      const credits = planCredits(configuration, plan);
      if (grant && credits > 0 && !(await findEntryByKey(tx, grant.idempotencyKey))) {
        const moved = await moveCredits(tx, {
          userId,
          delta: credits,
          reason: 'grant',
          idempotencyKey: grant.idempotencyKey,
          note: grant.note,
        });
        if (moved) {
          row = moved.row;
          changed = true;
        }
      }
      return { subscription: toSubscription(row), changed };
    },

    /** Tells the user's open tabs about a change made by applyPaidPlan, once it committed. */
    announce: (userId: string, subscription: Subscription): Promise<void> =>
      publishSubscription(deps, userId, subscription),
  };
}
