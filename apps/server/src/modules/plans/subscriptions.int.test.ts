import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerOf, signedInUser, subscriptionEvents } from './plans.test-support.js';

describe('subscriptions over HTTP', () => {
  let testApp: TestApp;
  let rosa: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    rosa = await signedInUser(testApp, 'rosa@example.org');
  });
  afterAll(() => testApp?.close());

  const setup = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/Subscriptions/SetupNewDefaultSubscription',
      // As the web app's request helper sends it: a JSON content type and no body.
      headers: { ...headers, 'content-type': 'application/json' },
    });

  it('answers 401 without a token', async () => {
    expect((await setup({})).statusCode).toBe(401);
    const current = await testApp.app.inject({ url: '/api/Subscriptions/current' });
    expect(current.statusCode).toBe(401);
    expect(current.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('answers 404 subscription_missing before the default is set up', async () => {
    const current = await testApp.app.inject({
      url: '/api/Subscriptions/current',
      headers: rosa.authorization,
    });
    expect(current.statusCode).toBe(404);
    expect(current.json()).toMatchObject({ error: 'subscription_missing', status: 404 });
  });

  it('sets up the Demo default with the Demo credits once, however often it is called', async () => {
    const first = await setup(rosa.authorization);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: 'current',
      plan: Plan.Demo,
      bagOfIdeasSize: 5,
      canGenerateLongerContent: false,
      creditsAvailable: 30,
      createdUtcEpoch: expect.any(Number),
      updatedUtcEpoch: expect.any(Number),
    });

    const again = await Promise.all([setup(rosa.authorization), setup(rosa.authorization)]);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    expect(await ledgerOf(testApp, rosa.userId)).toEqual({ sum: 30, entries: 1 });

    const current = await testApp.app.inject({
      url: '/api/Subscriptions/current',
      headers: rosa.authorization,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(first.json());
  });

  it('tells the open tabs once, with the subscription', async () => {
    const events = await subscriptionEvents(testApp, rosa.userId);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({ id: 'current', plan: Plan.Demo, creditsAvailable: 30 });
  });
});
