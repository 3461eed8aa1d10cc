import { randomUUID } from 'node:crypto';
import type { Plan, Subscription } from '@storyloom/contracts';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { findAccounts, getAccount } from '../identity/index.js';
import type { CreditsService } from './credits.service.js';
import type { PlansDeps } from './plans-deps.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export type PlansAdminService = ReturnType<typeof createPlansAdminService>;

/** What an administrator (HTTP or `npm run admin`) does to other people's plans and credits. */
export function createPlansAdminService({
  db,
  subscriptions,
  credits,
}: Pick<PlansDeps, 'db'> & { subscriptions: SubscriptionsService; credits: CreditsService }) {
  const assertAccountExists = async (userId: string) => {
    try {
      await getAccount(db, userId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        throw notFound(`No account has the id ${userId}.`);
      }
      throw error;
    }
  };

  return {
    async userIdForEmail(email: string): Promise<string> {
      const [account] = await findAccounts(db, { email });
      if (!account) throw notFound(`No account uses ${email.trim()}.`);
      return account.id;
    },

    async setPlan(userId: string, plan: Plan): Promise<Subscription> {
      await assertAccountExists(userId);
      return subscriptions.changePlan({ userId, plan });
    },

    /** A positive amount adds credits, a negative one takes them away (never below 0). */
    async adjustCredits(
      userId: string,
      { amount, note, by }: { amount: number; note?: string | undefined; by: string },
    ): Promise<Subscription> {
      await assertAccountExists(userId);
      const { subscription } = await credits.grantCredits({
        userId,
        amount,
        reason: 'admin',
        idempotencyKey: `admin:${userId}:${randomUUID()}`,
        note: note ? `${note} (by ${by})` : `by ${by}`,
      });
      return subscription;
    },
  };
}
