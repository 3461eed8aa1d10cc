import {
  planSchema,
  subscriptionSchema,
  systemCostsSchema,
  type Subscription,
} from '@storyloom/contracts';
import { z } from 'zod';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';

export const SUBSCRIPTION_PATHS = {
  current: '/api/Subscriptions/current',
  setupDefault: '/api/Subscriptions/SetupNewDefaultSubscription',
  publicConfiguration: '/api/system-configuration/public',
} as const;

const UNREADABLE_SUBSCRIPTION = 'The server sent a subscription the app cannot read.';
const UNREADABLE_CONFIGURATION = 'The server sent plans and prices the app cannot read.';

function parseSubscription(body: unknown): Subscription {
  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_SUBSCRIPTION);
  return parsed.data;
}

/**
 * The signed-in user's subscription. A user who has none yet (404) gets the default one set up
 * by the server (spec section 4), which answers with it.
 */
export async function fetchCurrentSubscription(api: ApiClient): Promise<Subscription> {
  try {
    return parseSubscription(await api.request(SUBSCRIPTION_PATHS.current));
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
  }
  return parseSubscription(await api.request(SUBSCRIPTION_PATHS.setupDefault, { method: 'POST' }));
}

const planOfferSchema = z.object({
  plan: planSchema,
  name: z.string().min(1),
  monthlyCredits: z.number().nonnegative(),
  price: z
    .object({ amountCents: z.number().int().nonnegative(), currency: z.string().length(3) })
    .nullable(),
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

export async function fetchPublicConfiguration(api: ApiClient): Promise<PublicSystemConfiguration> {
  const body = await api.publicRequest(SUBSCRIPTION_PATHS.publicConfiguration);
  const parsed = publicSystemConfigurationSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_CONFIGURATION);
  return parsed.data;
}

/** What a failure says on screen: our own texts and the spec's 'API request failed: …'. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
}
