import { planSchema, systemCostsSchema } from '@storyloom/contracts';
import { z } from 'zod';

/**
 * The checks of the subscription's answers and of a saved subscription. They load on demand
 * (see subscription-api.ts), so the first visit neither downloads nor builds them.
 */
export { subscriptionSchema } from '@storyloom/contracts';

export const planOfferSchema = z.object({
  plan: planSchema,
  name: z.string().min(1),
  monthlyCredits: z.number().nonnegative(),
  price: z
    .object({ amountCents: z.number().int().nonnegative(), currency: z.string().length(3) })
    .nullable(),
  /** The payment provider price that buys the plan online; null (or absent) when not sold online. */
  stripePriceId: z.string().nullable().default(null),
  /** What the plan gives besides credits; absent from an older server, then not shown. */
  bagOfIdeasSize: z.number().int().positive().optional(),
  canGenerateLongerContent: z.boolean().optional(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** The part of the system configuration anyone may read (GET /api/system-configuration/public). */
export const publicSystemConfigurationSchema = z.object({
  systemCosts: systemCostsSchema,
  plans: z.array(planOfferSchema),
  defaultCampaignCode: z.string().nullish(),
  configurationVersion: z.union([z.string(), z.number()]).nullish(),
  lastUpdatedUtcEpoch: z.number().nullish(),
});
export type PublicSystemConfiguration = z.infer<typeof publicSystemConfigurationSchema>;

// Only http(s): the answer becomes the window's location, so it must never be a script URL.
export const checkoutAnswerSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export const changePlanPreviewSchema = z.object({
  preview: z.literal(true),
  amountDueCents: z.number().int(),
  currency: z.string().min(1),
});
export const changePlanAppliedSchema = z.object({ preview: z.literal(false), plan: planSchema });
