import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { selectCustomerOfUser } from './payments.repository.js';
import { callStripe, type Stripe } from './stripe-client.js';

export type CancelPaidSubscription = (userId: string) => Promise<void>;

export const paidPlanCannotBeCancelled = () =>
  new AppError(
    'paid_plan_active',
    'This account still pays for a plan, and online payments are switched off here, so it cannot be cancelled now. Please ask the people who run this site to cancel it first.',
    409,
  );

/**
 * Ends the user's paid Stripe subscription at once, so nobody is charged for an account that no
 * longer exists. Without a live subscription it does nothing; with one but no Stripe keys it
 * refuses, rather than let the charges run on.
 */
export function createSubscriptionCancellation(deps: {
  db: Db;
  stripe: Stripe | undefined;
}): CancelPaidSubscription {
  return async (userId) => {
    const customer = await selectCustomerOfUser(deps.db, userId);
    const subscriptionId = customer?.subscriptionId;
    if (!subscriptionId) return;
    if (!deps.stripe) throw paidPlanCannotBeCancelled();
    const stripe = deps.stripe;
    await callStripe('cancel the subscription', () => stripe.subscriptions.cancel(subscriptionId));
  };
}
