import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentKind } from '@storyloom/contracts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app.js';
import { createPlans, plansDepsOf, type Plans } from './plans.module.js';
import { ledgerOf, signedInUser } from './plans.test-support.js';

// Real concurrency needs real connections: PGlite runs one statement at a time anyway.
describe('credits under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let plans: Plans;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await buildTestApp({
      // Many connections, so the spends really race (PGlite always has one).
      database:
        database.options.kind === 'postgres'
          ? { ...database, options: { ...database.options, poolMax: 20 } }
          : database,
    });
    plans = createPlans(plansDepsOf(testApp.platform));
    ({ userId } = await signedInUser(testApp, 'busy@example.org'));
    await plans.subscriptions.setupDefaultSubscription(userId); // 30
    // Exactly 250 stories at 10 credits each.
    await plans.credits.grantCredits({
      userId,
      amount: 2500 - 30,
      reason: 'grant',
      idempotencyKey: 'top-up',
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  it('lets exactly 250 of 1,000 parallel spends through and never goes below 0', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, index) =>
        plans.credits.spendCredits({
          userId,
          contentKind: ContentKind.Story,
          reference: `story-${index}`,
          idempotencyKey: `spend:story-${index}`,
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(250);
    expect(refused).toHaveLength(750);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({ code: 'insufficient_credits', status: 402 });
    }

    const subscription = await plans.subscriptions.getCurrentSubscription(userId);
    expect(subscription.creditsAvailable).toBe(0);
    expect((await ledgerOf(testApp, userId)).sum).toBe(0);
  });

  it('refunds once when the same refund arrives twice at the same time', async () => {
    const charged = await testApp.platform.database.pool.query<{ reference: string }>(
      "select reference from credit_ledger where user_id = $1 and reason = 'spend' limit 1",
      [userId],
    );
    const reference = charged.rows[0]!.reference;
    const outcomes = await Promise.allSettled([
      plans.credits.refundCredits({ userId, reference }),
      plans.credits.refundCredits({ userId, reference }),
    ]);
    const refunded = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value.refunded : -1,
    );
    expect(refunded.sort()).toEqual([0, 10]);
    const subscription = await plans.subscriptions.getCurrentSubscription(userId);
    expect(subscription.creditsAvailable).toBe(10);
    expect((await ledgerOf(testApp, userId)).sum).toBe(10);
  });

  it('charges once when the same spend is replayed in parallel', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        plans.credits.spendCredits({
          userId,
          contentKind: ContentKind.Story,
          reference: 'twice',
          idempotencyKey: 'spend:twice',
        }),
      ),
    );
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.charged === 10)).toBe(true);
    expect((await plans.subscriptions.getCurrentSubscription(userId)).creditsAvailable).toBe(0);
    expect((await ledgerOf(testApp, userId)).sum).toBe(0);
  });
});
