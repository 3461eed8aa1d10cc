import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage, StoryElementType } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { createPlans, plansDepsOf, type Plans } from '../plans/plans.module.js';
import { ledgerOf } from '../plans/plans.test-support.js';
import {
  created,
  signedInUser,
  storedFilesOf,
  type Caller,
} from './story-elements.test-support.js';

describe('POST /storyElement/generate-avatar', () => {
  let testApp: TestApp;
  let plans: Plans;
  let gus: Caller;
  let hana: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    plans = createPlans(plansDepsOf(testApp.platform));
    gus = await signedInUser(testApp, 'gus@example.org');
    hana = await signedInUser(testApp, 'hana@example.org');
    await plans.subscriptions.setupDefaultSubscription(gus.userId); // 30 Demo credits
  });
  afterAll(() => testApp?.close());

  const generate = (caller: Caller, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/storyElement/generate-avatar',
      payload,
      headers: caller.authorization,
    });
  const balanceOf = async (userId: string) =>
    (await plans.subscriptions.getCurrentSubscription(userId)).creditsAvailable;
  const spendsOf = async (userId: string) => {
    const { rows } = await testApp.platform.database.pool.query<{
      delta: number;
      reference: string;
    }>(`select delta, reference from credit_ledger where user_id = $1 and reason = 'spend'`, [
      userId,
    ]);
    return rows;
  };

  it('draws, charges one image once, and stores the picture with its variants', async () => {
    const response = await generate(gus, {
      name: 'Ember',
      description: 'A friendly red dragon',
      StoryElementType: StoryElementType.Character,
      storyId: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { avatarUrl } = response.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(
      new RegExp(`^users-prod/${gus.userId}/avatars/generated-[A-Za-z0-9]{20}[.]png$`),
    );

    expect(await spendsOf(gus.userId)).toEqual([{ delta: -1, reference: avatarUrl }]);
    expect(await balanceOf(gus.userId)).toBe(29);

    const name = avatarUrl.split('/').pop()!.replace('.png', '');
    expect(await storedFilesOf(testApp, gus.userId)).toEqual(
      [`${name}.png`, `${name}.small.thumb.png`, `${name}.tiny.thumb.png`].map(
        (file) => `avatars/${file}`,
      ),
    );
    for (const [variant, side] of [
      ['original', 512],
      ['small', 256],
      ['tiny', 64],
    ] as const) {
      const key =
        variant === 'original' ? avatarUrl : avatarUrl.replace('.png', `.${variant}.thumb.png`);
      const stored = await testApp.platform.storage.files.get(key);
      expect(await sharp(stored!).metadata()).toMatchObject({
        format: 'png',
        width: side,
        height: side,
      });
    }

    // The client attaches it with an upsert.
    const element = await created(testApp, gus, {
      name: 'Ember',
      type: StoryElementType.Character,
      avatarUrl,
    });
    expect(element.avatarUrl).toBe(avatarUrl);
  });

  it('answers 402 with the credits message and stores nothing when credits are short', async () => {
    await plans.subscriptions.setupDefaultSubscription(hana.userId);
    const balance = await balanceOf(hana.userId);
    await plans.credits.grantCredits({
      userId: hana.userId,
      amount: -balance,
      reason: 'admin',
      idempotencyKey: 'drain-hana',
    });
    const ledgerBefore = await ledgerOf(testApp, hana.userId);

    const response = await generate(hana, {
      name: 'Pip',
      StoryElementType: StoryElementType.Location,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: 'insufficient_credits',
      message: insufficientCreditsMessage(1, 0),
      status: 402,
    });
    expect(await storedFilesOf(testApp, hana.userId)).toEqual([]);
    expect(await ledgerOf(testApp, hana.userId)).toEqual(ledgerBefore);
    expect(await balanceOf(hana.userId)).toBe(0);
  });

  it('refunds the charge when the picture cannot be stored', async () => {
    // A file where the avatars folder should be makes every write below it fail.
    const folder = path.join(testApp.config.dataDir, 'files', 'users-prod', gus.userId);
    await mkdir(folder, { recursive: true });
    await rm(path.join(folder, 'avatars'), { recursive: true, force: true });
    await writeFile(path.join(folder, 'avatars'), 'in the way');
    const balance = await balanceOf(gus.userId);
    try {
      const response = await generate(gus, {
        name: 'Storm',
        StoryElementType: StoryElementType.Character,
      });
      expect(response.statusCode).toBe(500);
      expect(await balanceOf(gus.userId)).toBe(balance);
      const ledger = await testApp.platform.database.pool.query<{ reason: string }>(
        `select reason from credit_ledger where user_id = $1 order by id desc limit 2`,
        [gus.userId],
      );
      expect(ledger.rows.map((row) => row.reason)).toEqual(['refund', 'spend']);
    } finally {
      await rm(path.join(folder, 'avatars'), { force: true });
    }
  });

  it('refuses a body without a name', async () => {
    const response = await generate(gus, { StoryElementType: StoryElementType.Character });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });
});
