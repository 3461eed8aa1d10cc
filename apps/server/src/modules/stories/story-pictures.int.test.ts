import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtifactOf, StoryResult } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { drawOfflinePicture } from '../../engines/illustrator/index.js';
import { createPlans, plansDepsOf, type Plans } from '../plans/plans.module.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import {
  artifactsServiceWith,
  chargesOf,
  draft,
  ledgerOf,
  post,
  request,
  savedStory,
} from './stories.test-support.js';
import type { Illustrator, StoriesDeps } from './stories-deps.js';
import { storiesDepsOf } from './stories.module.js';

/** These tests read story artifacts only. */
type StoryArtifactRead = ArtifactOf<'story'>;

type User = Caller & { userId: string };

describe('story pictures', () => {
  let testApp: TestApp;
  let plans: Plans;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
    plans = createPlans(plansDepsOf(testApp.platform));
  });
  afterAll(() => testApp?.close());

  async function userWith(email: string, credits: number): Promise<User> {
    const user = await signedInUser(testApp, email);
    await plans.subscriptions.setupDefaultSubscription(user.userId); // 30 Demo credits
    await plans.credits.grantCredits({
      userId: user.userId,
      amount: credits - 30,
      reason: 'admin',
      idempotencyKey: `test-credits:${email}`,
    });
    return user;
  }
  const balance = async (user: User) =>
    (await plans.subscriptions.getCurrentSubscription(user.userId)).creditsAvailable;
  const artifactOf = async (user: User, id: string): Promise<StoryArtifactRead> =>
    (await request(testApp, user, 'GET', `/artifacts/${id}`)).json();
  const exists = (path: string) => testApp.platform.storage.files.exists(path);
  const filesOf = (result: StoryResult | null) =>
    (result?.pages ?? []).flatMap((page) =>
      page.picture ? [page.picture.png, page.picture.svg!] : [],
    );

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const settled = (user: User, id: string) =>
    until(
      () => artifactOf(user, id),
      (a) => !['queued', 'running'].includes(a.status),
      `${id} to end`,
    );

  /** An artifacts service like the app's, drawing with `illustrate` and noting every file put. */
  function serviceDrawing(illustrate: Illustrator, name: string) {
    const base = storiesDepsOf(testApp.platform, plans);
    const stored: string[] = [];
    const files: StoriesDeps['files'] = {
      put: (key, data, type) => {
        stored.push(key);
        return base.files.put(key, data, type);
      },
      exists: (key) => base.files.exists(key),
      delete: (key) => base.files.delete(key),
      deletePrefix: (prefix) => base.files.deletePrefix(prefix),
    };
    const service = artifactsServiceWith(testApp, {
      ...base,
      illustrate,
      files,
      generationJobName: name,
      workJobName: `${name}.works`,
      retries: { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    });
    return { service, stored };
  }

  /** A told story with its pictures, made through the app. */
  async function toldStory(user: User, storyId: string): Promise<StoryArtifactRead> {
    await savedStory(testApp, user, draft(storyId));
    const started = await post(testApp, user, '/artifacts/generate', {
      Artifact: { storyId, kind: 'story' },
    });
    expect(started.statusCode).toBe(202);
    const artifact = await settled(user, started.json().artifactId);
    expect(artifact.status).toBe('succeeded');
    return artifact;
  }

  it('cancelling while pictures are drawn refunds everything and removes them', async () => {
    const ada = await userWith('ada.pictures@example.org', 100);
    await savedStory(testApp, ada, draft('p1'));
    let drawn = 0;
    const { service, stored } = serviceDrawing(async (picture, { signal }) => {
      if (drawn++ === 0) return drawOfflinePicture(picture, { signal });
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    }, 'stories.generate.test-slow-pictures');
    const { artifactId } = await service.generate(ada.userId, {
      artifact: { storyId: 'p1', kind: 'story' },
    });
    expect(await balance(ada)).toBeLessThan(90);
    await until(
      async () => stored.length,
      (count) => count >= 2,
      'the first picture',
    );
    expect((await artifactOf(ada, artifactId)).progress.stage).toBe('illustrating');

    const cancel = await post(testApp, ada, `/artifacts/${artifactId}/cancel`, {});
    expect(cancel.statusCode).toBe(499);
    expect((await artifactOf(ada, artifactId)).status).toBe('cancelled');
    expect(await balance(ada)).toBe(100);
    await until(
      () => Promise.all(stored.map(exists)),
      (found) => !found.includes(true),
      'the pictures to go',
    );
  });

  it('a failing illustrator fails the story after its retries, refunds all, leaves no files', async () => {
    const bo = await userWith('bo.pictures@example.org', 100);
    await savedStory(testApp, bo, draft('p2'));
    let drawn = 0;
    const { service, stored } = serviceDrawing(async (picture, options) => {
      if (drawn++ % 3 !== 2) return drawOfflinePicture(picture, options);
      throw new Error('The painter spilled the paint');
    }, 'stories.generate.test-failing-pictures');
    const { artifactId } = await service.generate(bo.userId, {
      artifact: { storyId: 'p2', kind: 'story' },
    });
    const artifact = await settled(bo, artifactId);
    expect(artifact).toMatchObject({ status: 'failed', result: null });
    expect(artifact.error).toContain('The painter spilled the paint');
    // The refund follows the status change by a moment.
    await until(
      () => balance(bo),
      (credits) => credits === 100,
      'the refund',
    );
    expect(drawn).toBe(6); // two attempts of three pictures each
    expect(stored.length).toBeGreaterThanOrEqual(8);
    expect(await Promise.all(stored.map(exists))).not.toContain(true);
  });

  it('draws a page again: new files, old ones gone, creditsPerImage charged', async () => {
    const cy = await userWith('cy.pictures@example.org', 100);
    const told = await toldStory(cy, 'p3');
    const before = await balance(cy);
    const old = told.result!.pages[1]!.picture!;
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/artifacts/${told.id}/regenerate-image`,
      headers: cy.authorization,
      payload: {
        tag: 'page-2',
        revisedImageSpecification: 'Pip sails a little boat under the stars',
        storyId: 'p3',
        imageStyle: 'bold',
      },
    });
    expect(response.statusCode).toBe(200);
    const updated: StoryArtifactRead = response.json();
    const picture = updated.result!.pages[1]!.picture!;
    expect(picture).toMatchObject({
      tag: 'page-2',
      specification: 'Pip sails a little boat under the stars',
      style: 'bold',
    });
    expect(picture.png).not.toBe(old.png);
    expect(await exists(picture.png)).toBe(true);
    expect(await exists(picture.svg!)).toBe(true);
    expect(await exists(old.png)).toBe(false);
    expect(await exists(old.svg!)).toBe(false);
    expect(await balance(cy)).toBe(before - 1);
    // Every other page is as it was.
    expect(updated.result!.pages.filter((_, i) => i !== 1)).toEqual(
      told.result!.pages.filter((_, i) => i !== 1),
    );
    expect(await artifactOf(cy, told.id)).toEqual(updated);
  });

  it('refuses to draw again with 402, 404, 409, 422 and 400, charging nothing', async () => {
    const di = await userWith('di.pictures@example.org', 100);
    const eve = await userWith('eve.pictures@example.org', 100);
    const told = await toldStory(di, 'p4');
    const body = { tag: 'page-1', revisedImageSpecification: 'Pip waves hello', storyId: 'p4' };
    const regenerate = (user: User, id: string, payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/artifacts/${id}/regenerate-image`,
        headers: user.authorization,
        payload,
      });
    const ledgerBefore = await ledgerOf(testApp, di.userId);

    expect((await regenerate(di, 'no-such-artifact', body)).statusCode).toBe(404);
    expect((await regenerate(di, told.id, { ...body, tag: 'page-99' })).statusCode).toBe(404);
    expect((await regenerate(di, told.id, { ...body, storyId: 'other' })).statusCode).toBe(404);
    expect((await regenerate(eve, told.id, body)).statusCode).toBe(404);
    expect((await regenerate(di, told.id, { ...body, tag: 'cover' })).statusCode).toBe(400);
    const unsafe = await regenerate(di, told.id, {
      ...body,
      revisedImageSpecification: 'kill the dragon',
    });
    expect(unsafe.statusCode).toBe(422);
    expect(unsafe.json().message).toContain('not right for children');

    // A story still being told cannot be drawn again yet.
    await savedStory(testApp, di, draft('p5'));
    const { service } = serviceDrawing(
      (_picture, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
      'stories.generate.test-never-draws',
    );
    const running = await service.generate(di.userId, {
      artifact: { storyId: 'p5', kind: 'story' },
    });
    const busy = await regenerate(di, running.artifactId, { ...body, storyId: 'p5' });
    expect(busy.statusCode).toBe(409);
    await post(testApp, di, `/artifacts/${running.artifactId}/cancel`, {});
    expect(await ledgerOf(testApp, di.userId)).toMatchObject({ sum: ledgerBefore.sum });

    // Too few credits: 402, the picture untouched.
    await plans.credits.grantCredits({
      userId: di.userId,
      amount: -(await balance(di)),
      reason: 'admin',
      idempotencyKey: 'di-poor',
    });
    const poor = await regenerate(di, told.id, body);
    expect(poor.statusCode).toBe(402);
    expect(await balance(di)).toBe(0);
    expect(await artifactOf(di, told.id)).toEqual(told);
  });

  it('gives creditsPerImage back when drawing again fails', async () => {
    const hal = await userWith('hal.pictures@example.org', 100);
    const told = await toldStory(hal, 'p8');
    const before = await balance(hal);
    const { service, stored } = serviceDrawing(() => {
      throw new Error('The painter is on a break');
    }, 'stories.generate.test-no-redraw');
    await expect(
      service.regenerateImage(hal.userId, told.id, {
        tag: 'page-1',
        revisedImageSpecification: 'Pip waves hello',
        storyId: 'p8',
      }),
    ).rejects.toThrow('The painter is on a break');
    expect(await balance(hal)).toBe(before);
    expect(stored).toEqual([]);
    expect(await artifactOf(hal, told.id)).toEqual(told);
  });

  it("saves a page edit, keeping its own pictures and refusing anyone else's", async () => {
    const fay = await userWith('fay.pictures@example.org', 100);
    const gus = await userWith('gus.pictures@example.org', 100);
    const told = await toldStory(fay, 'p6');
    const theirs = await toldStory(gus, 'p6');
    const result = told.result!;
    const save = (edited: StoryResult, id = told.id, storyId = 'p6') =>
      post(testApp, fay, '/artifacts/create', {
        artifact: { id, storyId, kind: 'story', result: edited },
      });

    const edited: StoryResult = {
      ...result,
      pages: result.pages.map((page, i) =>
        i === 0 ? { ...page, text: 'Once upon a time, Pip woke up early.' } : page,
      ),
    };
    const saved = await save(edited);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().result).toEqual(edited);
    expect(await artifactOf(fay, told.id)).toMatchObject({ result: edited, status: 'succeeded' });
    expect(await Promise.all(filesOf(result).map(exists))).not.toContain(false);

    // Someone else's picture, or a path made up, is refused and nothing changes.
    const borrowed = theirs.result!.pages[0]!.picture!;
    for (const picture of [
      borrowed,
      { ...borrowed, png: result.pages[0]!.picture!.png.replace(told.id, 'elsewhere') },
      { ...result.pages[0]!.picture!, png: `${result.pages[0]!.picture!.png}.missing.png` },
    ]) {
      const foreign = await save({
        ...edited,
        pages: edited.pages.map((page, i) => (i === 0 ? { ...page, picture } : page)),
      });
      expect(foreign.statusCode).toBe(400);
    }
    expect((await artifactOf(fay, told.id)).result).toEqual(edited);

    // Dropping a page's picture removes its files.
    const dropped = edited.pages[1]!.picture!;
    const withoutOne = {
      ...edited,
      pages: edited.pages.map((page, i) => (i === 1 ? { ...page, picture: null } : page)),
    };
    expect((await save(withoutOne)).statusCode).toBe(201);
    expect(await exists(dropped.png)).toBe(false);
    expect(await exists(edited.pages[2]!.picture!.png)).toBe(true);

    // A new hand-written artifact cannot borrow pictures; another story's id is taken.
    expect((await save(edited, 'hand-new')).statusCode).toBe(400);
    await savedStory(testApp, fay, draft('p7'));
    expect((await save(edited, told.id, 'p7')).statusCode).toBe(409);
    expect(await chargesOf(testApp, fay.userId, told.id)).toHaveLength(2);

    // Deleting the artifact removes its pictures.
    const remaining = filesOf(withoutOne);
    expect(remaining.length).toBeGreaterThan(0);
    expect(
      (await request(testApp, fay, 'DELETE', `/story/p6/artifact/${told.id}`)).statusCode,
    ).toBe(204);
    expect(await Promise.all(remaining.map(exists))).not.toContain(true);
  });
});
