import { z } from 'zod';
import { planSchema } from './enum-schemas.js';
import { PLAN_NAMES } from './plans-values.js';
import { systemCostsSchema } from './system-configuration.js';

export const planNameSchema = z.enum(PLAN_NAMES);

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
  bagOfIdeasSize: z.number().int().positive().describe('How many ideas the bag holds on the plan'),
  canGenerateLongerContent: z.boolean().describe('Whether longer stories are included'),
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
