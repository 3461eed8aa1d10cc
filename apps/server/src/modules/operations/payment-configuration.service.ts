import { isLimitedPlan, planFrom, planName, type SystemConfiguration } from '@storyloom/contracts';
import type { Stripe } from 'stripe';
import { createStripeClient } from '../payments/index.js';
import { DEFAULT_SYSTEM_CONFIGURATION } from '../plans/index.js';
import type { OperationsDeps } from './operations-deps.js';

/**
 * What an instance without Stripe gets (docs/operations.md, "Payment products"): one monthly
 * price per paid plan under ids to replace with the operator's own Stripe prices.
 */
export const STRIPE_PRODUCTS_TEMPLATE = {
  prices: {
    price_explorer_monthly: 'Explorer',
    price_parent_monthly: 'Parent',
    price_professional_monthly: 'Professional',
  },
  source: 'template',
} as const;

export type SeededPayments = {
  source: 'stripe' | 'template';
  stripeProducts: unknown;
  configurationVersion: number;
};

/**
 * Writes `stripeProducts` into the system configuration: from Stripe, else the template. The
 * other fields stay as they are.
 */
export async function seedPaymentConfiguration({
  config,
  plans,
}: Pick<OperationsDeps, 'config' | 'plans'>): Promise<SeededPayments> {
  const stripeProducts = config.stripe
    ? { prices: await pricesOnSale(createStripeClient(config.stripe)), source: 'stripe' }
    : STRIPE_PRODUCTS_TEMPLATE;
  const {
    configurationVersion: _v,
    lastUpdatedUtcEpoch: _t,
    ...document
  } = await plans.systemConfiguration.getCurrent();
  // An instance seeded before tunneling and thirdPartyCosts existed gets their defaults too.
  const { tunneling, thirdPartyCosts } = DEFAULT_SYSTEM_CONFIGURATION;
  const next: SystemConfiguration = { tunneling, thirdPartyCosts, ...document, stripeProducts };
  const saved = await plans.systemConfiguration.replace(next);
  return {
    source: config.stripe ? 'stripe' : 'template',
    stripeProducts: saved.stripeProducts,
    configurationVersion: saved.configurationVersion,
  };
}

/**
 * Active recurring prices whose price or product names a paid plan: metadata `plan` ('Parent'
 * or 3), else the lookup key or the product's name when it is a plan's name.
 */
async function pricesOnSale(stripe: Stripe): Promise<Record<string, string>> {
  const prices: Record<string, string> = {};
  for await (const price of stripe.prices.list({ active: true, expand: ['data.product'] })) {
    const product = typeof price.product === 'object' ? price.product : null;
    const named =
      price.metadata?.plan ??
      (product && !product.deleted ? product.metadata?.plan : undefined) ??
      price.lookup_key ??
      (product && !product.deleted ? product.name : undefined);
    const plan = named === undefined || named === null ? undefined : planFrom(named);
    if (plan === undefined || isLimitedPlan(plan)) continue;
    prices[price.id] = planName(plan);
  }
  return prices;
}
