import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentKind } from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';
import { createPlans, plansDepsOf, type Plans } from './plans.module.js';
import { ledgerOf, signedInUser, subscriptionEvents } from './plans.test-support.js';

describe('credits service', () => {
  let testApp: TestApp;
  let plans: Plans;
  let userId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    plans = createPlans(plansDepsOf(testApp.platform));
    ({ userId } = await signedInUser(testApp, 'milo@example.org'));
    await plans.subscriptions.setupDefaultSubscription(userId); // 30 Demo credits
  });
  afterAll(() => testApp?.close());

  const balance = async () =>
    (await plans.subscriptions.getCurrentSubscription(userId)).creditsAvailable;

  it('charges the configured cost of a story once per idempotency key', async () => {
    const spend = {
      userId,
      contentKind: ContentKind.Story,
      reference: 'story-1',
      idempotencyKey: 'spend:story-1',
    };
    const first = await plans.credits.spendCredits(spend);
    expect(first).toMatchObject({ charged: 10, replayed: false });
    expect(first.subscription.creditsAvailable).toBe(20);

    const replay = await plans.credits.spendCredits(spend);
    expect(replay).toMatchObject({ charged: 10, replayed: true });
    expect(await balance()).toBe(20);
    expect(await ledgerOf(testApp, userId)).toEqual({ sum: 20, entries: 2 });
  });

  it('refunds exactly what a reference was charged, once', async () => {
    const refund = await plans.credits.refundCredits({ userId, reference: 'story-1' });
    expect(refund.refunded).toBe(10);
    expect(refund.subscription?.creditsAvailable).toBe(30);

    const replay = await plans.credits.refundCredits({ userId, reference: 'story-1' });
    expect(replay.refunded).toBe(0);
    expect(await balance()).toBe(30);

    expect(
      (await plans.credits.refundCredits({ userId, reference: 'never-charged' })).refunded,
    ).toBe(0);
    expect(await ledgerOf(testApp, userId)).toEqual({ sum: 30, entries: 3 });
  });

  it('ends paid work and refunds it together: a work made after all, or an end that fails, gives nothing back', async () => {
    const { userId: ada } = await signedInUser(testApp, 'ada.refunds@example.org');
    await plans.subscriptions.setupDefaultSubscription(ada); // 30 Demo credits
    const balanceOf = async () =>
      (await plans.subscriptions.getCurrentSubscription(ada)).creditsAvailable;
    await plans.credits.spendCredits({
      userId: ada,
      contentKind: ContentKind.Story,
      reference: 'story-ended',
      idempotencyKey: 'spend:story-ended',
    });

    const madeAfterAll = await plans.credits.refundEndedWork(ada, async () => undefined);
    expect(madeAfterAll.refunded).toBe(0);
    expect(await balanceOf()).toBe(20);

    const broken = plans.credits.refundEndedWork(ada, async () => {
      throw new Error('the work row could not be written');
    });
    await expect(broken).rejects.toThrow('the work row could not be written');
    expect(await balanceOf()).toBe(20);

    const ended = await plans.credits.refundEndedWork(ada, async () => 'story-ended');
    expect(ended.refunded).toBe(10);
    expect(await balanceOf()).toBe(30);
    expect((await plans.credits.refundEndedWork(ada, async () => 'story-ended')).refunded).toBe(0);
    expect(await ledgerOf(testApp, ada)).toEqual({ sum: 30, entries: 3 });
  });

  it('charges voice chat per started minute and coloring books per image', async () => {
    const call = await plans.credits.spendCredits({
      userId,
      contentKind: ContentKind.VoiceChatSeconds,
      reference: 'call-1',
      idempotencyKey: 'spend:call-1',
      units: 61,
    });
    expect(call.charged).toBe(2);
    const book = await plans.credits.spendCredits({
      userId,
      contentKind: ContentKind.ColoringBook,
      reference: 'book-1',
      idempotencyKey: 'spend:book-1',
      units: 4,
    });
    expect(book.charged).toBe(4);
    expect(await balance()).toBe(24);
    await plans.credits.refundCredits({ userId, reference: 'call-1' });
    await plans.credits.refundCredits({ userId, reference: 'book-1' });
    expect(await balance()).toBe(30);
  });

  it('refuses with 402 and writes nothing when the credits are short', async () => {
    const before = await ledgerOf(testApp, userId);
    const attempt = plans.credits.spendCredits({
      userId,
      contentKind: ContentKind.Story,
      reference: 'big',
      idempotencyKey: 'spend:big',
      units: 4,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      message: 'Not enough credits: this needs 40 and you have 30.',
    });
    expect(await ledgerOf(testApp, userId)).toEqual(before);
    expect(await balance()).toBe(30);
  });

  it('charges several items in one go: all of them, once, or none at all', async () => {
    const together = {
      userId,
      contentKind: ContentKind.Story,
      alsoCharge: [{ contentKind: ContentKind.ColoringBook, units: 8 }],
      reference: 'story-with-pictures',
      idempotencyKey: 'spend:story-with-pictures',
    };
    const tooMuch = {
      ...together,
      alsoCharge: [{ contentKind: ContentKind.ColoringBook, units: 25 }],
    };
    const before = await ledgerOf(testApp, userId);
    // 10 for the words and 25 pictures is more than the 30 there are: nothing moves.
    await expect(
      plans.credits.spendCredits({ ...tooMuch, idempotencyKey: 'spend:too-much' }),
    ).rejects.toMatchObject({
      status: 402,
      message: 'Not enough credits: this needs 35 and you have 30.',
    });
    expect(await ledgerOf(testApp, userId)).toEqual(before);

    const first = await plans.credits.spendCredits(together);
    expect(first).toMatchObject({ charged: 18, replayed: false });
    expect(await balance()).toBe(12);
    expect(await ledgerOf(testApp, userId)).toEqual({
      sum: before.sum - 18,
      entries: before.entries + 2,
    });
    const replay = await plans.credits.spendCredits(together);
    expect(replay).toMatchObject({ charged: 18, replayed: true });
    expect(await balance()).toBe(12);
    const refund = await plans.credits.refundCredits({ userId, reference: 'story-with-pictures' });
    expect(refund.refunded).toBe(18);
    expect(await balance()).toBe(30);
  });

  it('treats a cost of 0 as free and unlimited', async () => {
    await plans.systemConfiguration.replace({
      ...DEFAULT_SYSTEM_CONFIGURATION,
      systemCosts: { ...DEFAULT_SYSTEM_CONFIGURATION.systemCosts, creditsPerSong: 0 },
    });
    try {
      for (let index = 0; index < 3; index += 1) {
        const song = await plans.credits.spendCredits({
          userId,
          contentKind: ContentKind.Song,
          reference: `song-${index}`,
          idempotencyKey: `spend:song-${index}`,
          units: 1000,
        });
        expect(song).toMatchObject({ charged: 0, replayed: false });
      }
      expect(await balance()).toBe(30);
    } finally {
      await plans.systemConfiguration.replace(DEFAULT_SYSTEM_CONFIGURATION);
    }
  });

  it('charges a cost another process changed from the very next spend on', async () => {
    // A second set of services stands in for another process: this one's spends never saw it.
    const elsewhere = createPlans(plansDepsOf(testApp.platform));
    const story = (n: number) => ({
      userId,
      contentKind: ContentKind.Story,
      reference: `story-cost-${n}`,
      idempotencyKey: `spend:story-cost-${n}`,
    });
    expect(await plans.credits.spendCredits(story(1))).toMatchObject({ charged: 10 });
    await elsewhere.systemConfiguration.replace({
      ...DEFAULT_SYSTEM_CONFIGURATION,
      systemCosts: { ...DEFAULT_SYSTEM_CONFIGURATION.systemCosts, creditsPerStory: 7 },
    });
    try {
      expect(await plans.credits.spendCredits(story(2))).toMatchObject({ charged: 7 });
      expect(await plans.credits.spendCredits(story(3))).toMatchObject({ charged: 7 });
      expect(await plans.credits.spendCredits(story(2))).toMatchObject({
        charged: 7,
        replayed: true,
      });
    } finally {
      await elsewhere.systemConfiguration.replace(DEFAULT_SYSTEM_CONFIGURATION);
    }
    expect(await balance()).toBe(30 - 10 - 7 - 7);
    for (const n of [1, 2, 3]) {
      await plans.credits.refundCredits({ userId, reference: `story-cost-${n}` });
    }
    expect(await balance()).toBe(30);
  });

  it("gives a user's first spend the Demo default and its credits first", async () => {
    const { userId: newcomer } = await signedInUser(testApp, 'newcomer@example.org');
    const spend = {
      userId: newcomer,
      contentKind: ContentKind.Story,
      reference: 'first-story',
      idempotencyKey: 'spend:first-story',
    };
    const first = await plans.credits.spendCredits(spend);
    expect(first).toMatchObject({ charged: 10, replayed: false });
    expect(first.subscription.creditsAvailable).toBe(20);
    expect(await plans.credits.spendCredits(spend)).toMatchObject({ charged: 10, replayed: true });
    expect(await ledgerOf(testApp, newcomer)).toEqual({ sum: 20, entries: 2 });
    const events = await subscriptionEvents(testApp, newcomer);
    expect(events.at(-1)?.data).toMatchObject({ creditsAvailable: 20 });
  });

  it('grants once per idempotency key and refuses a key used for another change', async () => {
    const grant = { userId, amount: 15, reason: 'grant' as const, idempotencyKey: 'gift-1' };
    expect(await plans.credits.grantCredits(grant)).toMatchObject({ granted: 15, replayed: false });
    expect(await plans.credits.grantCredits(grant)).toMatchObject({ granted: 15, replayed: true });
    expect(await balance()).toBe(45);

    await expect(
      plans.credits.spendCredits({
        userId,
        contentKind: ContentKind.Story,
        reference: 'x',
        idempotencyKey: 'gift-1',
      }),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused', status: 409 });
    await expect(
      plans.credits.grantCredits({ ...grant, amount: -1000, idempotencyKey: 'take-all' }),
    ).rejects.toMatchObject({ status: 402 });
    await expect(plans.credits.grantCredits({ ...grant, amount: 0 })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers a replayed spend as charged even after the credits ran short', async () => {
    const spend = {
      userId,
      contentKind: ContentKind.Story,
      reference: 'story-before-the-drain',
      idempotencyKey: 'spend:story-before-the-drain',
    };
    expect(await plans.credits.spendCredits(spend)).toMatchObject({ charged: 10, replayed: false });
    const left = await balance();
    await plans.credits.grantCredits({
      userId,
      amount: -left,
      reason: 'grant',
      idempotencyKey: 'drain-before-replay',
    });

    expect(await plans.credits.spendCredits(spend)).toMatchObject({ charged: 10, replayed: true });
    expect(await balance()).toBe(0);
    await plans.credits.grantCredits({
      userId,
      amount: left,
      reason: 'grant',
      idempotencyKey: 'refill-after-replay',
    });
  });

  it('keeps the balance equal to the ledger sum and announced every change', async () => {
    const ledger = await ledgerOf(testApp, userId);
    expect(ledger.sum).toBe(await balance());
    const events = await subscriptionEvents(testApp, userId);
    expect(events.at(-1)?.data).toMatchObject({ creditsAvailable: ledger.sum });
  });

  it('treats Demo, UnregisteredUser and no subscription as limited', async () => {
    expect(await plans.subscriptions.isLimitedUser(userId)).toBe(true);
    expect(await plans.subscriptions.isLimitedUser('nobody')).toBe(true);
    await plans.subscriptions.changePlan({ userId, plan: 3 });
    expect(await plans.subscriptions.isLimitedUser(userId)).toBe(false);
    await plans.subscriptions.changePlan({ userId, plan: 5 });
    expect(await plans.subscriptions.isLimitedUser(userId)).toBe(true);
  });
});
