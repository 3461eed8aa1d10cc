import { DEFAULT_SUBSCRIPTION } from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { SubscriptionsService } from './subscriptions.service.js';

/** How many ideas a bag holds on the user's plan; without a subscription, the Demo default. */
export async function bagCapacityOf(
  subscriptions: Pick<SubscriptionsService, 'getCurrentSubscription'>,
  userId: string,
): Promise<number> {
  try {
    return (await subscriptions.getCurrentSubscription(userId)).bagOfIdeasSize;
  } catch (error) {
    if (error instanceof AppError && error.code === 'subscription_missing') {
      return DEFAULT_SUBSCRIPTION.bagOfIdeasSize;
    }
    throw error;
  }
}
