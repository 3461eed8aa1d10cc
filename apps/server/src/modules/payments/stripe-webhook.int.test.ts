import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerOf, signedInUser, subscriptionEvents } from '../plans/plans.test-support.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.test-support.js';
import {
  checkoutCompleted,
  invoicePaid,
  postWebhook,
  PRICES,
  sellTestPrices,
  signEvent,
  stripeEnv,
  stripeEvent,
  subscriptionEvent,
} from './payments.test-support.js';

describe('Stripe webhook', () => {
  let stripe: FakeStripe;
  let testApp: TestApp;
  let rosa: Awaited<ReturnType<typeof signedInUser>>;
  let ivo: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    testApp = await buildTestApp({ env: stripeEnv(stripe.url) });
    await sellTestPrices(testApp);
    rosa = await signedInUser(testApp, 'rosa@example.org');
    ivo = await signedInUser(testApp, 'ivo@example.org');
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe?.close();
  });

  const current = async (user: typeof rosa) =>
    (
      await testApp.app.inject({ url: '/api/Subscriptions/current', headers: user.authorization })
    ).json();

  const customerRows = async (userId: string) =>
    (
      await testApp.platform.database.pool.query(
        'select customer_id, subscription_id from stripe_customers where user_id = $1',
        [userId],
      )
    ).rows;

  it('refuses a tampered body, a foreign secret and an old signature with 400', async () => {
    const event = checkoutCompleted(rosa.userId);
    const tampered = { ...event, data: { object: { ...event.data.object, customer: 'cus_evil' } } };
    const responses = [
      await postWebhook(testApp, tampered, { signature: signEvent(event) }),
      await postWebhook(testApp, event, { secret: 'whsec_someone_else' }),
      await postWebhook(testApp, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/Subscriptions/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_signature', status: 400 });
    }
    expect(await customerRows(rosa.userId)).toEqual([]);
  });

  it('records the customer and subscription of a completed checkout', async () => {
    const response = await postWebhook(testApp, checkoutCompleted(rosa.userId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect(await customerRows(rosa.userId)).toEqual([
      { customer_id: 'cus_fake1', subscription_id: 'sub_fake1' },
    ]);
  });

  it('grants the plan credits and sets the plan on invoice.paid, exactly once', async () => {
    const event = invoicePaid('in_first', PRICES.parent);
    const first = await postWebhook(testApp, event);
    expect(first.statusCode).toBe(200);
    expect(await current(rosa)).toMatchObject({
      plan: Plan.Parent,
      canGenerateLongerContent: true,
      creditsAvailable: 30 + 500,
    });
    const ledger = await ledgerOf(testApp, rosa.userId);
    expect(ledger).toEqual({ sum: 530, entries: 2 });
    const published = (await subscriptionEvents(testApp, rosa.userId)).length;

    const replay = await postWebhook(testApp, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true, ignored: false });
    // Stripe may also send the same invoice under another event id: the grant key holds.
    const sameInvoice = await postWebhook(testApp, invoicePaid('in_first', PRICES.parent));
    expect(sameInvoice.statusCode).toBe(200);
    expect(await ledgerOf(testApp, rosa.userId)).toEqual(ledger);
    expect((await current(rosa)).creditsAvailable).toBe(530);
    expect(await subscriptionEvents(testApp, rosa.userId)).toHaveLength(published);
  });

  it('grants again for the next month’s invoice', async () => {
    await postWebhook(testApp, invoicePaid('in_second', PRICES.parent));
    expect((await current(rosa)).creditsAvailable).toBe(1030);
  });

  it('moves to the new price’s plan on customer.subscription.updated, without credits', async () => {
    const response = await postWebhook(
      testApp,
      subscriptionEvent('customer.subscription.updated', PRICES.professional),
    );
    expect(response.statusCode).toBe(200);
    expect(await current(rosa)).toMatchObject({ plan: Plan.Professional, creditsAvailable: 1030 });
  });

  it('moves back to Demo on customer.subscription.deleted and forgets the subscription', async () => {
    const event = subscriptionEvent('customer.subscription.deleted', PRICES.professional, {
      status: 'canceled',
    });
    expect((await postWebhook(testApp, event)).statusCode).toBe(200);
    expect(await current(rosa)).toMatchObject({
      plan: Plan.Demo,
      canGenerateLongerContent: false,
      creditsAvailable: 1030,
    });
    expect(await customerRows(rosa.userId)).toEqual([
      { customer_id: 'cus_fake1', subscription_id: null },
    ]);
    const replay = await postWebhook(testApp, event);
    expect(replay.json()).toMatchObject({ duplicate: true });
  });

  it('finds the user from the subscription metadata when the invoice comes first', async () => {
    const response = await postWebhook(
      testApp,
      invoicePaid('in_ivo', PRICES.explorer, {
        subscription: 'sub_ivo',
        customer: 'cus_ivo',
        userId: ivo.userId,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await current(ivo)).toMatchObject({ plan: Plan.Explorer, creditsAvailable: 30 + 200 });
    expect(await customerRows(ivo.userId)).toEqual([
      { customer_id: 'cus_ivo', subscription_id: 'sub_ivo' },
    ]);
  });

  it('answers 200 to events it does not handle and changes nothing', async () => {
    const response = await postWebhook(
      testApp,
      stripeEvent('customer.created', { id: 'cus_new', object: 'customer' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, ignored: true });
    const unknownPrice = await postWebhook(testApp, invoicePaid('in_unknown', 'price_gold'));
    expect(unknownPrice.statusCode).toBe(200);
    expect(await ledgerOf(testApp, rosa.userId)).toEqual({ sum: 1030, entries: 3 });
  });

  it('never called the Stripe API for any of this', () => {
    expect(stripe.requests).toHaveLength(0);
  });
});
