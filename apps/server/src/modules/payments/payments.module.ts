import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/index.js';
import { createCheckoutService } from './checkout.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { createStripeClient } from './stripe-client.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';
import {
  createSubscriptionCancellation,
  type CancelPaidSubscription,
} from './subscription-cancellation.js';
import { createStripeWebhookService } from './stripe-webhook.service.js';

export type Payments = { cancelPaidSubscription: CancelPaidSubscription };

/** Registers Checkout, ChangePlan and Stripe's webhook; without Stripe keys they answer 503. */
export async function registerPayments(
  app: FastifyInstance,
  { config, platform, plans }: { config: Config; platform: Platform; plans: Plans },
): Promise<Payments> {
  const deps = {
    db: platform.database.db,
    stripe: config.stripe
      ? { client: createStripeClient(config.stripe), webhookSecret: config.stripe.webhookSecret }
      : undefined,
    publicUrl: config.publicUrl,
    productName: config.productName,
    plans,
    logger: platform.logger.child({ component: 'payments' }),
  };
  await app.register(paymentsRoutes({ checkout: createCheckoutService(deps) }));
  await app.register(stripeWebhookRoutes({ webhooks: createStripeWebhookService(deps) }));
  return {
    cancelPaidSubscription: createSubscriptionCancellation({
      db: deps.db,
      stripe: deps.stripe?.client,
    }),
  };
}
