import { z } from 'zod';
import { isLimitedPlan, planFrom, type Plan, type SystemConfiguration } from '@storyloom/contracts';

// Which Stripe price buys which plan: the system configuration's `stripeProducts`, shaped
// `{ prices: { "price_123": "Parent" } }` (other keys are kept as they are).

const stripeProductsSchema = z.looseObject({
  prices: z.record(z.string(), z.union([z.string(), z.number()])),
});

const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;

/** Problems with `stripeProducts`, each naming its field; none when it is absent. */
export function stripeProductsProblems(stripeProducts: unknown): string[] {
  if (stripeProducts === undefined || stripeProducts === null) return [];
  const parsed = stripeProductsSchema.safeParse(stripeProducts);
  if (!parsed.success) {
    return ['stripeProducts must be { prices: { "<Stripe price id>": "<plan>" } }'];
  }
  const problems: string[] = [];
  for (const [priceId, value] of Object.entries(parsed.data.prices)) {
    const plan = planFrom(value);
    if (!STRIPE_ID.test(priceId)) {
      problems.push(`stripeProducts.prices: "${priceId}" is not a Stripe price id`);
    } else if (plan === undefined || isLimitedPlan(plan)) {
      problems.push(
        `stripeProducts.prices.${priceId} must be a paid plan (Explorer, Parent, Professional or 2..4)`,
      );
    }
  }
  return problems;
}

/** The plan a Stripe price buys; undefined when the configuration does not sell that price. */
export function planForStripePrice(
  configuration: Pick<SystemConfiguration, 'stripeProducts'>,
  priceId: string,
): Plan | undefined {
  const parsed = stripeProductsSchema.safeParse(configuration.stripeProducts);
  if (!parsed.success || !Object.hasOwn(parsed.data.prices, priceId)) return undefined;
  const value = parsed.data.prices[priceId];
  const plan = value === undefined ? undefined : planFrom(value);
  return plan === undefined || isLimitedPlan(plan) ? undefined : plan;
}

/**
 * The Stripe price offered for a plan: the first price in `stripeProducts.prices` that buys it
 * (several may, e.g. while prices change; order of the document decides).
 */
export function stripePriceForPlan(
  configuration: Pick<SystemConfiguration, 'stripeProducts'>,
  plan: Plan,
): string | null {
  const parsed = stripeProductsSchema.safeParse(configuration.stripeProducts);
  if (!parsed.success) return null;
  const found = Object.keys(parsed.data.prices).find(
    (priceId) => planForStripePrice(configuration, priceId) === plan,
  );
  return found ?? null;
}
