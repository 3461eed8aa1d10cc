import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.test-support.js';
import {
  checkoutCompleted,
  postWebhook,
  PRICES,
  sellTestPrices,
  stripeEnv,
} from './payments.test-support.js';

describe('Checkout and ChangePlan against Stripe', () => {
  let stripe: FakeStripe;
  let testApp: TestApp;
  let rosa: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    testApp = await buildTestApp({
      env: { ...stripeEnv(stripe.url), PUBLIC_URL: 'https://stories.example.org' },
    });
    await sellTestPrices(testApp);
    rosa = await signedInUser(testApp, 'rosa@example.org');
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers });

  it('publishes the price that buys each plan online', async () => {
    const response = await testApp.app.inject({ url: '/api/system-configuration/public' });
    const plans = response.json().plans as { name: string; stripePriceId: string | null }[];
    expect(Object.fromEntries(plans.map((plan) => [plan.name, plan.stripePriceId]))).toEqual({
      Demo: null,
      Explorer: PRICES.explorer,
      Parent: PRICES.parent,
      Professional: PRICES.professional,
      UnregisteredUser: null,
    });
  });

  it('answers 401 without a token and asks Stripe nothing', async () => {
    const checkout = await post('/api/Subscriptions/Checkout', { PriceId: PRICES.parent });
    const change = await post('/api/Subscriptions/ChangePlan', {
      priceId: PRICES.parent,
      preview: true,
    });
    for (const response of [checkout, change]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', status: 401 });
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses a price no plan is sold at with a 400 naming it', async () => {
    const checkout = await post(
      '/api/Subscriptions/Checkout',
      { PriceId: 'price_gold' },
      rosa.authorization,
    );
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ error: 'bad_request', status: 400 });
    expect(checkout.json().message).toContain('No plan is sold at the price "price_gold"');
    const change = await post(
      '/api/Subscriptions/ChangePlan',
      { priceId: 'price_gold', preview: false },
      rosa.authorization,
    );
    expect(change.statusCode).toBe(400);
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses a Checkout body without PriceId', async () => {
    const response = await post(
      '/api/Subscriptions/Checkout',
      { priceId: PRICES.parent },
      rosa.authorization,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('creates a subscription Checkout Session and answers its URL', async () => {
    const response = await post(
      '/api/Subscriptions/Checkout',
      {
        PriceId: PRICES.parent,
        FacebookData: { Fbp: 'fb.1.123', Fbc: 'fb.1.456', PlanName: 'Parent', PlanPrice: 9.99 },
        GoogleAnalyticsData: { ClientId: '555.777', SessionId: 1234 },
      },
      rosa.authorization,
    );
    expect(response.statusCode).toBe(200);
    const [sent] = stripe.calls('POST', '/v1/checkout/sessions');
    expect(response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    expect(sent?.headers.authorization).toBe('Bearer sk_test_storyloom');
    expect(sent?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.parent,
      'line_items[0][quantity]': '1',
      client_reference_id: rosa.userId,
      customer_email: 'rosa@example.org',
      success_url: 'https://stories.example.org/library?checkout=success',
      cancel_url: 'https://stories.example.org/story?checkout=cancelled',
      'metadata[userId]': rosa.userId,
      'metadata[plan]': 'Parent',
      'metadata[priceId]': PRICES.parent,
      'metadata[fbp]': 'fb.1.123',
      'metadata[fbc]': 'fb.1.456',
      'metadata[fbPlanName]': 'Parent',
      'metadata[fbPlanPrice]': '9.99',
      'metadata[gaClientId]': '555.777',
      'metadata[gaSessionId]': '1234',
      'subscription_data[metadata][userId]': rosa.userId,
    });
  });

  it('answers 409 to ChangePlan before there is a paid subscription', async () => {
    const response = await post(
      '/api/Subscriptions/ChangePlan',
      { priceId: PRICES.professional, preview: true },
      rosa.authorization,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'no_paid_subscription' });
  });

  it('previews the prorated amount of a change once Stripe confirmed the checkout', async () => {
    expect((await postWebhook(testApp, checkoutCompleted(rosa.userId))).statusCode).toBe(200);
    const before = stripe.requests.length;
    const response = await post(
      '/api/Subscriptions/ChangePlan',
      { priceId: PRICES.professional, preview: true },
      rosa.authorization,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preview: true, amountDueCents: 1500, currency: 'usd' });
    const sent = stripe.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_fake1',
      'POST /v1/invoices/create_preview',
    ]);
    expect(sent[1]?.params).toMatchObject({
      customer: 'cus_fake1',
      subscription: 'sub_fake1',
      'subscription_details[items][0][id]': 'si_fake1',
      'subscription_details[items][0][price]': PRICES.professional,
      'subscription_details[proration_behavior]': 'always_invoice',
    });
    expect(stripe.subscriptionPrice).toBe(PRICES.parent);
  });

  it('applies a change on Stripe; the plan waits for the webhook', async () => {
    const response = await post(
      '/api/Subscriptions/ChangePlan',
      { priceId: PRICES.professional, preview: false },
      rosa.authorization,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preview: false, plan: Plan.Professional });
    const [update] = stripe.calls('POST', '/v1/subscriptions/sub_fake1');
    expect(update?.params).toMatchObject({
      'items[0][id]': 'si_fake1',
      'items[0][price]': PRICES.professional,
      proration_behavior: 'always_invoice',
      'metadata[plan]': 'Professional',
    });
    expect(stripe.subscriptionPrice).toBe(PRICES.professional);
    const current = await testApp.app.inject({
      url: '/api/Subscriptions/current',
      headers: rosa.authorization,
    });
    expect(current.json().plan).not.toBe(Plan.Professional);
  });

  it('refuses a second Checkout while the paid subscription lives', async () => {
    const response = await post(
      '/api/Subscriptions/Checkout',
      { PriceId: PRICES.explorer },
      rosa.authorization,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'already_subscribed' });
  });
});
