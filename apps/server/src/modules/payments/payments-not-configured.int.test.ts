import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';
import { checkoutCompleted, postWebhook, PRICES } from './payments.test-support.js';

const NOT_CONFIGURED = {
  error: 'payments_not_configured',
  message:
    'Online payment is not set up on this Storyloom yet. Ask the person who runs it to change your plan.',
  status: 503,
};

describe('payments without Stripe keys', () => {
  let testApp: TestApp;
  let rosa: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    rosa = await signedInUser(testApp, 'rosa@example.org');
  });
  afterAll(() => testApp?.close());

  it('answers 503 payments_not_configured to Checkout and ChangePlan', async () => {
    const checkout = await testApp.app.inject({
      method: 'POST',
      url: '/api/Subscriptions/Checkout',
      headers: rosa.authorization,
      payload: { PriceId: PRICES.parent },
    });
    const change = await testApp.app.inject({
      method: 'POST',
      url: '/api/Subscriptions/ChangePlan',
      headers: rosa.authorization,
      payload: { priceId: PRICES.parent, preview: true },
    });
    for (const response of [checkout, change]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(NOT_CONFIGURED);
    }
  });

  it('still answers 401 first without a token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Subscriptions/Checkout',
      payload: { PriceId: PRICES.parent },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 503 to the webhook', async () => {
    const response = await postWebhook(testApp, checkoutCompleted(rosa.userId));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(NOT_CONFIGURED);
  });
});
