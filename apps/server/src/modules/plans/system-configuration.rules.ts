import {
  DEFAULT_SUBSCRIPTION,
  isLimitedPlan,
  parseSystemConfiguration,
  Plan,
  planFrom,
  planName,
  planPriceSchema,
  planRecordValue,
  type PlanPrice,
  type PublicSystemConfiguration,
  type SystemConfiguration,
} from '@storyloom/contracts';
import { stripePriceForPlan, stripeProductsProblems } from './stripe-prices.js';

// Pure rules over the configuration document; the service does the storing.

export class InvalidSystemConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSystemConfigurationError';
  }
}

const PREFIX = 'Invalid system configuration: ';

/**
 * The contracts' parse (which names a missing systemCosts, subscriptionCredits or
 * subscriptionPrices), plus what the ledger needs: whole-number costs and grants, known plan
 * keys and well-formed prices. The version fields belong to the server and are dropped.
 */
export function validateSystemConfiguration(input: unknown): SystemConfiguration {
  let parsed: SystemConfiguration;
  try {
    parsed = parseSystemConfiguration(input);
  } catch (error) {
    throw new InvalidSystemConfigurationError((error as Error).message);
  }
  const problems: string[] = [];
  for (const [field, value] of Object.entries(parsed.systemCosts)) {
    if (!Number.isInteger(value)) problems.push(`systemCosts.${field} must be a whole number`);
  }
  for (const [key, value] of Object.entries(parsed.subscriptionCredits)) {
    if (planFrom(key) === undefined) problems.push(unknownPlan('subscriptionCredits', key));
    else if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      problems.push(`subscriptionCredits.${key} must be a whole number of at least 0`);
    }
  }
  for (const [key, value] of Object.entries(parsed.subscriptionPrices)) {
    if (planFrom(key) === undefined) problems.push(unknownPlan('subscriptionPrices', key));
    else if (value !== null && !planPriceSchema.safeParse(value).success) {
      problems.push(
        `subscriptionPrices.${key} must be null or { amountCents: whole number >= 0, currency: 'USD' }`,
      );
    }
  }
  problems.push(...stripeProductsProblems(parsed.stripeProducts));
  if (problems.length > 0) throw new InvalidSystemConfigurationError(PREFIX + problems.join('; '));
  const { configurationVersion: _version, lastUpdatedUtcEpoch: _updated, ...document } = parsed;
  return document;
}

const unknownPlan = (field: string, key: string) =>
  `${field}.${key} is not a plan (use Demo, Explorer, Parent, Professional, UnregisteredUser or 1..5)`;

/** Credits that come with a plan; a plan the document does not list grants none. */
export function planCredits(configuration: SystemConfiguration, plan: Plan): number {
  const value = planRecordValue(configuration.subscriptionCredits, plan);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The plan's monthly price; null when the document does not sell it. */
export function planPrice(configuration: SystemConfiguration, plan: Plan): PlanPrice | null {
  const parsed = planPriceSchema.safeParse(planRecordValue(configuration.subscriptionPrices, plan));
  return parsed.success ? parsed.data : null;
}

export function toPublicConfiguration(
  configuration: SystemConfiguration,
  meta: { configurationVersion: number; lastUpdatedUtcEpoch: number },
): PublicSystemConfiguration {
  return {
    systemCosts: configuration.systemCosts,
    plans: Object.values(Plan).map((plan) => ({
      plan,
      name: planName(plan),
      monthlyCredits: planCredits(configuration, plan),
      price: planPrice(configuration, plan),
      // What the plan gives besides credits, as subscriptions.service sets it on a plan change.
      bagOfIdeasSize: DEFAULT_SUBSCRIPTION.bagOfIdeasSize,
      canGenerateLongerContent: !isLimitedPlan(plan),
      stripePriceId: stripePriceForPlan(configuration, plan),
    })),
    defaultCampaignCode: configuration.campaignConfigurations?.default ?? null,
    configurationVersion: meta.configurationVersion,
    lastUpdatedUtcEpoch: meta.lastUpdatedUtcEpoch,
  };
}
