import { z } from 'zod';
import { Plan, planSchema, type PlanName } from './enums.js';
import { systemCostsSchema } from './system-configuration.js';

/** Plan names in plan-number order (Demo=1 .. UnregisteredUser=5). */
export const PLAN_NAMES = [
  'Demo',
  'Explorer',
  'Parent',
  'Professional',
  'UnregisteredUser',
] as const;
export const planNameSchema = z.enum(PLAN_NAMES);

export function planName(plan: Plan): PlanName {
  const name = PLAN_NAMES[plan - 1];
  if (name === undefined) throw new RangeError(`Unknown plan ${String(plan)}`);
  return name;
}

/** A plan from its number ('3', 3) or its name ('Parent', any case); undefined if neither. */
export function planFrom(value: string | number): Plan | undefined {
  const text = String(value).trim();
  const numeric = Number(text);
  if (text !== '' && Number.isInteger(numeric)) {
    return Object.values(Plan).find((plan) => plan === numeric);
  }
  const index = PLAN_NAMES.findIndex((name) => name.toLowerCase() === text.toLowerCase());
  return index === -1 ? undefined : Plan[PLAN_NAMES[index]!];
}

/** One entry of the configuration's subscriptionPrices: the monthly price of a plan. */
export const planPriceSchema = z.object({
  amountCents: z.number().int().nonnegative().describe('Monthly price in the smallest unit'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .describe('ISO 4217 currency code'),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const publicPlanSchema = z.object({
  plan: planSchema,
  name: planNameSchema,
  monthlyCredits: z.number().int().nonnegative().describe('Credits granted with the plan'),
  price: planPriceSchema.nullable().describe('Null when the plan is not sold'),
  stripePriceId: z
    .string()
    .nullable()
    .describe('The payment provider price that buys this plan online; null when not sold online'),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** What clients read of the system configuration (GET /api/system-configuration/public). */
export const publicSystemConfigurationSchema = z.object({
  systemCosts: systemCostsSchema,
  plans: z.array(publicPlanSchema),
  defaultCampaignCode: z.string().nullable(),
  configurationVersion: z.number().int().positive(),
  lastUpdatedUtcEpoch: z.number().nonnegative(),
});
export type PublicSystemConfiguration = z.infer<typeof publicSystemConfigurationSchema>;

/** The live event that carries the user's current subscription after every change. */
export const SUBSCRIPTION_UPDATED_EVENT = 'subscription.updated';

export const insufficientCreditsMessage = (cost: number, available: number): string =>
  `Not enough credits: this needs ${cost} and you have ${available}.`;
