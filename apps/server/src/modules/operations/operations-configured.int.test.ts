import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../platform/ai/fake-openai-server.test-support.js';
import { startFakeStripe, type FakeStripe } from '../payments/fake-stripe.test-support.js';
import { stripeEnv } from '../payments/payments.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';

describe('operators with Stripe and a text provider configured', () => {
  let stripe: FakeStripe;
  let textProvider: FakeOpenAiServer;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    textProvider = await startFakeOpenAiServer();
    testApp = await buildTestApp({
      env: {
        ROLE: 'web',
        ...stripeEnv(stripe.url),
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: textProvider.baseUrl,
        AI_TEXT_MODEL: 'story-model',
      },
    });
    admin = await signedInUser(testApp, 'owner@example.org');
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe?.close();
    await textProvider?.close();
  });

  it('seeds the payment products from the Stripe prices that name a paid plan', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Maintenance/seed-payment-configuration',
      headers: admin.authorization,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: 'stripe',
      stripeProducts: { prices: { price_explorer: 'Explorer', price_parent: 'Parent' } },
    });
    expect(response.json().stripeProducts.prices).not.toHaveProperty('price_gift');
    expect(stripe.calls('GET', '/v1/prices')).toHaveLength(1);
  });

  it('sends the test prompt to the text model and answers its reply and usage', async () => {
    textProvider.answer('Hello from the model!');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Diagnostics/chat-completion',
      headers: admin.authorization,
      payload: { prompt: 'Are you awake?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      provider: 'openai-compatible',
      model: 'story-model',
      reply: 'Hello from the model!',
      usage: { inputTokens: 20, outputTokens: 30, totalTokens: 50 },
    });
    expect(JSON.stringify(textProvider.requests.at(-1)?.body)).toContain('Are you awake?');
  });
});
