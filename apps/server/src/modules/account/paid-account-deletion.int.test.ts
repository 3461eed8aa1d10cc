import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { startFakeStripe, type FakeStripe } from '../payments/fake-stripe.test-support.js';
import { stripeEnv } from '../payments/payments.test-support.js';
import { signedInUser } from '../plans/plans.test-support.js';

type Caller = Awaited<ReturnType<typeof signedInUser>>;

/** Records the user as paying through Stripe, as the webhooks would have. */
async function payingCustomer(testApp: TestApp, userId: string) {
  await testApp.platform.database.pool.query(
    `insert into stripe_customers (user_id, customer_id, subscription_id) values ($1, 'cus_fake1', 'sub_fake1')`,
    [userId],
  );
}

const userCount = async (testApp: TestApp, userId: string) =>
  (
    await testApp.platform.database.pool.query<{ n: number }>(
      'select count(*)::int as n from "user" where id = $1',
      [userId],
    )
  ).rows[0]!.n;

const deleteAccount = (testApp: TestApp, caller: Caller, email: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: caller.authorization,
    payload: { confirm: email, password: TEST_PASSWORD },
  });

describe('deleting an account that pays for a plan', () => {
  let stripe: FakeStripe;
  let testApp: TestApp;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    testApp = await buildTestApp({ env: stripeEnv(stripe.url) });
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe?.close();
  });

  it('cancels the Stripe subscription first, so the charges stop with the account', async () => {
    const rosa = await signedInUser(testApp, 'rosa@example.org');
    await payingCustomer(testApp, rosa.userId);

    const response = await deleteAccount(testApp, rosa, 'rosa@example.org');
    expect(response.statusCode).toBe(204);
    expect(stripe.calls('DELETE', '/v1/subscriptions/sub_fake1')).toHaveLength(1);
    expect(await userCount(testApp, rosa.userId)).toBe(0);
  });
});

describe('deleting a paying account where online payments are off', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('refuses with 409 and keeps everything, rather than let the charges run on', async () => {
    const sam = await signedInUser(testApp, 'sam@example.org');
    await payingCustomer(testApp, sam.userId);

    const response = await deleteAccount(testApp, sam, 'sam@example.org');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'paid_plan_active' });
    expect(await userCount(testApp, sam.userId)).toBe(1);
  });
});
