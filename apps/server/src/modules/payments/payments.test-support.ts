import Stripe from 'stripe';
import { DEFAULT_SYSTEM_CONFIGURATION } from '../plans/default-system-configuration.js';
import { createPlans, plansDepsOf } from '../plans/plans.module.js';
import type { TestApp } from '../../test/test-app.js';

export const WEBHOOK_SECRET = 'whsec_test_storyloom';

/** Environment for an app that talks to the fake Stripe at `apiBase`. */
export const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_storyloom',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: apiBase,
});

export const PRICES = {
  explorer: 'price_explorer',
  parent: 'price_parent',
  professional: 'price_professional',
};

/** Lists the test prices in the system configuration's stripeProducts. */
export async function sellTestPrices(testApp: TestApp): Promise<void> {
  await createPlans(plansDepsOf(testApp.platform)).systemConfiguration.replace({
    ...DEFAULT_SYSTEM_CONFIGURATION,
    stripeProducts: {
      prices: {
        [PRICES.explorer]: 'Explorer',
        [PRICES.parent]: 'Parent',
        [PRICES.professional]: 4,
      },
    },
  });
}

const signer = new Stripe('sk_test_signer');
let eventCounter = 0;

/** A Stripe event as Stripe sends it (a fresh id unless given). */
export function stripeEvent(type: string, object: object, id = `evt_test_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The Stripe-Signature header Stripe would send with this event. */
export function signEvent(event: object, options: { timestamp?: number; secret?: string } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload: JSON.stringify(event),
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

/** Posts an event to the webhook, signed like Stripe does (or with a given signature). */
export function postWebhook(
  testApp: TestApp,
  event: object,
  options: { signature?: string; timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = options.signature ?? signEvent(event, options);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/Subscriptions/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

export const checkoutCompleted = (
  userId: string,
  customer = 'cus_fake1',
  subscription = 'sub_fake1',
) =>
  stripeEvent('checkout.session.completed', {
    id: 'cs_test_done',
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: userId,
    customer,
    subscription,
    metadata: { userId },
  });

export const invoicePaid = (
  invoiceId: string,
  price: string,
  {
    subscription = 'sub_fake1',
    customer = 'cus_fake1',
    userId,
  }: { subscription?: string; customer?: string; userId?: string } = {},
) =>
  stripeEvent('invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    customer,
    status: 'paid',
    billing_reason: 'subscription_create',
    amount_paid: 999,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription, metadata: userId ? { userId } : {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${invoiceId}`,
          object: 'line_item',
          amount: 999,
          currency: 'usd',
          pricing: { type: 'price_details', price_details: { price, product: 'prod_fake1' } },
        },
      ],
    },
  });

export const subscriptionEvent = (
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  price: string,
  { subscription = 'sub_fake1', customer = 'cus_fake1', status = 'active' } = {},
) =>
  stripeEvent(type, {
    id: subscription,
    object: 'subscription',
    customer,
    status,
    metadata: {},
    items: {
      object: 'list',
      data: [
        { id: 'si_fake1', object: 'subscription_item', price: { id: price, object: 'price' } },
      ],
    },
  });
