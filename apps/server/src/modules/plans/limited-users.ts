import { isLimitedPlan, type Subscription } from '@storyloom/contracts';

/**
 * Plans act as roles (docs/product.md, "Roles and plans"): Demo, UnregisteredUser, or no known
 * subscription is limited. Later modules gate longer content and pricing prompts on this.
 */
export const isLimitedSubscription = (
  subscription: Pick<Subscription, 'plan'> | null | undefined,
): boolean => isLimitedPlan(subscription?.plan ?? null);
