import { ApiRoutes, type Plan, type Subscription } from '@storyloom/contracts';
import {
  ApiRequestError,
  callPublicRoute,
  callRoute,
  errorCodeOf,
  serverMessageOf,
  type ApiClient,
} from '../../lib/api-client';
import { onDemand } from '../../lib/on-demand';
import type { PublicSystemConfiguration } from './schemas';

/** The answers' schemas: fetched with the first answer, not with the page. */
export const subscriptionSchemas = onDemand(() => import('./schemas'));

const UNREADABLE_SUBSCRIPTION = 'The server sent a subscription the app cannot read.';
const UNREADABLE_CONFIGURATION = 'The server sent plans and prices the app cannot read.';

async function parseSubscription(body: unknown): Promise<Subscription> {
  const { subscriptionSchema } = await subscriptionSchemas.load();
  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_SUBSCRIPTION);
  return parsed.data;
}

/**
 * The signed-in user's subscription. A user who has none yet (404) gets the default one set up
 * by the server (docs/product.md, "Client state and persistence"), which answers with it.
 */
export async function fetchCurrentSubscription(api: ApiClient): Promise<Subscription> {
  try {
    return await parseSubscription(await callRoute(api, ApiRoutes.plans.currentSubscription));
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
  }
  return parseSubscription(await callRoute(api, ApiRoutes.plans.setupDefaultSubscription));
}

export type { PlanOffer, PublicSystemConfiguration } from './schemas';

export async function fetchPublicConfiguration(api: ApiClient): Promise<PublicSystemConfiguration> {
  const body = await callPublicRoute(api, ApiRoutes.plans.publicConfiguration);
  const { publicSystemConfigurationSchema } = await subscriptionSchemas.load();
  const parsed = publicSystemConfigurationSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_CONFIGURATION);
  return parsed.data;
}

const UNREADABLE_PAYMENT_ANSWER = 'The payment server sent an answer the app cannot read.';

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  /** 409 already_subscribed: the user has a paid plan; move it with ChangePlan instead. */
  | { kind: 'alreadySubscribed' };

/** The server's error code (`already_subscribed`, `payments_not_configured`…), if it sent one. */
export const apiErrorCodeOf = errorCodeOf;

/**
 * Starts a Stripe Checkout for a price (POST /api/Subscriptions/Checkout); the caller sends the
 * window to the answered URL. Other failures are thrown as they came (see paymentErrorMessage).
 */
export async function startCheckout(api: ApiClient, priceId: string): Promise<CheckoutOutcome> {
  let body: unknown;
  try {
    body = await callRoute(api, ApiRoutes.payments.checkout, {
      body: { PriceId: priceId },
    });
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      error.status === 409 &&
      apiErrorCodeOf(error) === 'already_subscribed'
    ) {
      return { kind: 'alreadySubscribed' };
    }
    throw error;
  }
  const { checkoutAnswerSchema } = await subscriptionSchemas.load();
  const parsed = checkoutAnswerSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_PAYMENT_ANSWER);
  return { kind: 'redirect', url: parsed.data.url };
}

/** What moving the paid subscription to a price costs now (prorated), without changing it. */
export async function previewPlanChange(
  api: ApiClient,
  priceId: string,
): Promise<{ amountDueCents: number; currency: string }> {
  const body = await callRoute(api, ApiRoutes.payments.changePlan, {
    body: { priceId, preview: true },
  });
  const { changePlanPreviewSchema } = await subscriptionSchemas.load();
  const parsed = changePlanPreviewSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_PAYMENT_ANSWER);
  return { amountDueCents: parsed.data.amountDueCents, currency: parsed.data.currency };
}

/**
 * Moves the paid subscription to a price. The answered plan is the one asked for: the
 * subscription itself changes when the payment provider confirms (a live update follows).
 */
export async function applyPlanChange(api: ApiClient, priceId: string): Promise<Plan> {
  const body = await callRoute(api, ApiRoutes.payments.changePlan, {
    body: { priceId, preview: false },
  });
  const { changePlanAppliedSchema } = await subscriptionSchemas.load();
  const parsed = changePlanAppliedSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_PAYMENT_ANSWER);
  return parsed.data.plan;
}

/**
 * What a payment failure says on screen: the server's own message when it sent one (such as
 * 503 payments_not_configured's), else the usual 'API request failed: …'.
 */
export function paymentErrorMessage(error: unknown): string {
  return serverMessageOf(error) ?? messageOf(error);
}

/**
 * What a failure says on screen: our own texts and the product's 'API request failed: …'
 * (docs/product.md, "Errors and failure handling").
 */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
}
