import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentKind,
  ErrorText,
  STORY_GENERATION_EVENT,
  StoryElementType,
  type ArtifactOf,
  type StoryGenerationEvent,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { openSse } from '../../test/sse-client.js';
import { createPlans, plansDepsOf, type Plans } from '../plans/plans.module.js';
import {
  created,
  signedInUser,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { artifactsServiceWith } from './stories.test-support.js';
import type { Storyteller } from './stories-deps.js';
import { storiesDepsOf } from './stories.module.js';
import {
  chargesOf,
  draft,
  ledgerOf,
  post,
  request,
  savedStory,
  smallLibrary,
} from './stories.test-support.js';

/** These tests read story artifacts only. */
type StoryArtifactRead = ArtifactOf<'story'>;

type User = Caller & { userId: string };

describe('story generation', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let plans: Plans;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    plans = createPlans(plansDepsOf(testApp.platform));
  });
  afterAll(() => testApp?.close());

  /** A Demo user (30 credits) with `extra` more, enough for a story and its pictures. */
  async function demoUser(email: string, extra = 100): Promise<User> {
    const user = await signedInUser(testApp, email);
    await plans.subscriptions.setupDefaultSubscription(user.userId);
    if (extra) {
      await plans.credits.grantCredits({
        userId: user.userId,
        amount: extra,
        reason: 'grant',
        idempotencyKey: `test-extra:${email}`,
      });
    }
    return user;
  }
  /** creditsPerStory, and creditsPerImage for each page's picture (the defaults: 10 and 1). */
  const costOf = (pages: number) => 10 + pages;
  const spendsOf = async (user: User, artifactId: string) =>
    (await chargesOf(testApp, user.userId, artifactId)).map((entry) => entry.delta);
  const balance = async (user: User) =>
    (await plans.subscriptions.getCurrentSubscription(user.userId)).creditsAvailable;
  const generate = (user: User, body: unknown) => post(testApp, user, '/artifacts/generate', body);
  const artifactOf = async (user: User, id: string): Promise<StoryArtifactRead> =>
    (await request(testApp, user, 'GET', `/artifacts/${id}`)).json();

  async function settled(user: User, id: string, timeoutMs = 20_000): Promise<StoryArtifactRead> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const artifact = await artifactOf(user, id);
      if (!['queued', 'running'].includes(artifact.status)) return artifact;
      if (Date.now() > deadline) throw new Error(`artifact ${id} still ${artifact.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** An artifacts service like the app's, but telling stories with the given storyteller. */
  function serviceTelling(tellStory: Storyteller, name: string) {
    return artifactsServiceWith(testApp, {
      ...storiesDepsOf(testApp.platform, plans),
      tellStory,
      generationJobName: name,
      workJobName: `${name}.works`,
      retries: { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    });
  }

  it('tells a story naming every chosen element, with progress live and in order', async () => {
    const ivy = await demoUser('ivy.generate@example.org');
    const elements = await smallLibrary(testApp, ivy);
    await savedStory(testApp, ivy, draft('s1', { storyElements: elements }));
    const stream = await openSse(`${baseUrl}/api/live`, ivy.authorization);
    try {
      const started = await generate(ivy, {
        Artifact: { storyId: 's1', kind: 'story' },
        Regenerate: false,
        UseFastModel: false,
      });
      expect(started.statusCode).toBe(202);
      const { artifactId, processTrackingId } = started.json();
      const ofThis = () =>
        stream.events
          .filter((event) => event.type === STORY_GENERATION_EVENT)
          .map((event) => event.data as StoryGenerationEvent)
          .filter((data) => data.artifactId === artifactId);
      await stream.waitFor(
        () => ofThis().some((data) => data.status === 'succeeded'),
        'the succeeded event',
        20_000,
      );
      const events = ofThis();
      expect(events.every((data) => data.processTrackingId === processTrackingId)).toBe(true);
      const stages = events.map((data) => data.progress.stage);
      expect(stages.filter((stage, i) => stage !== stages[i - 1])).toEqual([
        null,
        'planning',
        'writing',
        'illustrating',
        'finishing',
      ]);
      const percents = events.map((data) => data.progress.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).toBe(100);

      const artifact = await artifactOf(ivy, artifactId);
      expect(artifact).toMatchObject({ status: 'succeeded', storyId: 's1', kind: 'story' });
      const text = artifact.result!.pages.map((page) => page.text).join(' ');
      for (const name of ['Pip', 'Whispering Woods', 'Lola']) expect(text).toContain(name);
      expect(artifact.result!.title).not.toBe('');
      const pages = artifact.result!.pages;
      expect(await balance(ivy)).toBe(130 - costOf(pages.length));
      expect(await spendsOf(ivy, artifactId)).toEqual([-10, -pages.length]);

      // One PNG per page, served to its owner through a signed URL.
      for (const [index, page] of pages.entries()) {
        expect(page.picture).toMatchObject({
          tag: `page-${index + 1}`,
          specification: page.illustration,
          style: 'storybook',
          width: 1024,
          height: 768,
        });
        expect(page.picture!.png).toMatch(new RegExp(`/stories/${artifactId}/page-${index + 1}-`));
      }
      const png = pages[0]!.picture!.png;
      const signed = await request(
        testApp,
        ivy,
        'GET',
        `/api/files/signed-url?path=${encodeURIComponent(png)}`,
      );
      expect(signed.statusCode).toBe(200);
      const file = await testApp.app.inject({ method: 'GET', url: signed.json().url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');

      const story = await request(testApp, ivy, 'GET', '/story/get/s1');
      expect(story.json().artifactIds).toEqual([artifactId]);
    } finally {
      await stream.close();
    }
  });

  it('charges once when generate is repeated for the same artifact', async () => {
    const jo = await demoUser('jo.generate@example.org');
    await savedStory(testApp, jo, draft('s2'));
    const body = { Artifact: { id: 'a-fixed-1', storyId: 's2', kind: 'story' }, Regenerate: true };
    const first = await generate(jo, body);
    const again = await generate(jo, body);
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    const told = await settled(jo, 'a-fixed-1');
    expect(told.status).toBe('succeeded');
    expect(await generate(jo, body).then((r) => r.json())).toEqual(first.json());
    const pageCount = told.result!.pages.length;
    expect(await chargesOf(testApp, jo.userId, 'a-fixed-1')).toEqual([
      { reason: 'spend', delta: -10 },
      { reason: 'spend', delta: -pageCount },
    ]);
    expect(await balance(jo)).toBe(130 - costOf(pageCount));
    // Without Regenerate the told story is answered again; with it, a new one is made.
    const again2 = await generate(jo, { Artifact: { storyId: 's2', kind: 'story' } });
    expect(again2.json().artifactId).toBe('a-fixed-1');
    const fresh = await generate(jo, {
      Artifact: { storyId: 's2', kind: 'story' },
      Regenerate: true,
    });
    expect(fresh.json().artifactId).not.toBe('a-fixed-1');
    const second = await settled(jo, fresh.json().artifactId);
    expect(await balance(jo)).toBe(130 - costOf(pageCount) - costOf(second.result!.pages.length));
  });

  it('charges once when the same new artifact is asked for by several requests at once', async () => {
    const pia = await demoUser('pia.twins@example.org');
    await savedStory(testApp, pia, draft('s2e'));
    const body = { Artifact: { id: 'a-twins', storyId: 's2e', kind: 'story' } };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => generate(pia, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const told = await settled(pia, 'a-twins');
    expect(await spendsOf(pia, 'a-twins')).toEqual([-10, -told.result!.pages.length]);
    expect(await balance(pia)).toBe(130 - costOf(told.result!.pages.length));
  });

  it("charges again when a deleted artifact's id is used for a new generation", async () => {
    const max = await demoUser('max.reuse@example.org');
    await savedStory(testApp, max, draft('s2b'));
    const body = { Artifact: { id: 'a-reused', storyId: 's2b', kind: 'story' }, Regenerate: true };
    expect((await generate(max, body)).statusCode).toBe(202);
    const first = await settled(max, 'a-reused');
    const firstCost = costOf(first.result!.pages.length);
    expect(await balance(max)).toBe(130 - firstCost);

    const deleted = await request(testApp, max, 'DELETE', '/story/s2b/artifact/a-reused');
    expect(deleted.statusCode).toBe(204);
    const again = await generate(max, body);
    expect(again.statusCode).toBe(202);
    const second = await settled(max, 'a-reused');
    expect(second.status).toBe('succeeded');
    const secondCost = costOf(second.result!.pages.length);
    // The new story is paid for in full; the first one's charge stays as it was.
    expect(await balance(max)).toBe(130 - firstCost - secondCost);
    expect(await spendsOf(max, 'a-reused')).toEqual([
      -10,
      -first.result!.pages.length,
      -10,
      -second.result!.pages.length,
    ]);
  });

  it("answers 402 for a deleted artifact's id when the balance cannot pay again", async () => {
    const nia = await demoUser('nia.reuse@example.org', 0);
    await savedStory(testApp, nia, draft('s2c'));
    const body = { Artifact: { id: 'a-gone', storyId: 's2c', kind: 'story' } };
    expect((await generate(nia, body)).statusCode).toBe(202);
    await settled(nia, 'a-gone');
    const left = await balance(nia);
    expect(left).toBeLessThan(10 + 6); // too little for another story and its pictures
    expect((await request(testApp, nia, 'DELETE', '/story/s2c/artifact/a-gone')).statusCode).toBe(
      204,
    );
    const before = await ledgerOf(testApp, nia.userId);
    const again = await generate(nia, body);
    expect(again.statusCode).toBe(402);
    expect(await balance(nia)).toBe(left);
    expect(await ledgerOf(testApp, nia.userId)).toEqual(before);
    expect((await request(testApp, nia, 'GET', '/artifacts/a-gone')).statusCode).toBe(404);
  });

  it('a cancelled generation whose id is reused after deletion is paid, and refunds only itself', async () => {
    const ola = await demoUser('ola.generate@example.org');
    await savedStory(testApp, ola, draft('s2d'));
    const slow = serviceTelling(
      (_request, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
      'stories.generate.test-slow-reuse',
    );
    const asked = { artifact: { id: 'a-again', storyId: 's2d', kind: 'story' } } as const;
    await slow.generate(ola.userId, asked);
    const cancelled = await post(testApp, ola, '/artifacts/a-again/cancel', {});
    expect(cancelled.statusCode).toBe(499);
    expect(await balance(ola)).toBe(130);
    expect((await request(testApp, ola, 'DELETE', '/story/s2d/artifact/a-again')).statusCode).toBe(
      204,
    );
    // Told again under the same id: charged again, and a failure refunds that charge only.
    await slow.generate(ola.userId, asked);
    const charged = await balance(ola);
    expect(charged).toBeLessThan(130 - 10);
    expect((await post(testApp, ola, '/artifacts/a-again/cancel', {})).statusCode).toBe(499);
    expect(await balance(ola)).toBe(130);
  });

  it('answers 402 with nothing charged or queued when credits are short', async () => {
    const kit = await demoUser('kit.generate@example.org', 0);
    for (const n of [1, 2, 3]) {
      await plans.credits.spendCredits({
        userId: kit.userId,
        contentKind: ContentKind.Story,
        reference: `elsewhere-${n}`,
        idempotencyKey: `kit-elsewhere-${n}`,
      });
    }
    await savedStory(testApp, kit, draft('s3'));
    const before = await ledgerOf(testApp, kit.userId);
    const response = await generate(kit, {
      Artifact: { id: 'a-poor', storyId: 's3', kind: 'story' },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'insufficient_credits', status: 402 });
    expect(await ledgerOf(testApp, kit.userId)).toEqual(before);
    expect((await request(testApp, kit, 'GET', '/artifacts/a-poor')).statusCode).toBe(404);
    const { rows } = await testApp.platform.database.pool.query(
      'select 1 from job_runs where user_id = $1',
      [kit.userId],
    );
    expect(rows).toEqual([]);
  });

  it('answers 402 and charges nothing when the pictures cannot be paid', async () => {
    const liv = await demoUser('liv.generate@example.org', 0);
    for (const n of [1, 2]) {
      await plans.credits.spendCredits({
        userId: liv.userId,
        contentKind: ContentKind.Story,
        reference: `elsewhere-${n}`,
        idempotencyKey: `liv-elsewhere-${n}`,
      });
    }
    // 10 credits left: the story's words (10) but not its pictures (1 a page).
    await savedStory(testApp, liv, draft('s3b'));
    const body = { Artifact: { id: 'a-no-pictures', storyId: 's3b', kind: 'story' } };
    const response = await generate(liv, body);
    expect(response.statusCode).toBe(402);
    expect(await balance(liv)).toBe(10);
    expect(await spendsOf(liv, 'a-no-pictures')).toEqual([]);
    expect((await request(testApp, liv, 'GET', '/artifacts/a-no-pictures')).statusCode).toBe(404);

    // After a top-up the same request pays in full: words and pictures.
    await plans.credits.grantCredits({
      userId: liv.userId,
      amount: 30,
      reason: 'admin',
      idempotencyKey: 'liv-top-up',
    });
    expect((await generate(liv, body)).statusCode).toBe(202);
    const told = await settled(liv, 'a-no-pictures');
    expect(await spendsOf(liv, 'a-no-pictures')).toEqual([-10, -told.result!.pages.length]);
  });

  it('cancels a running generation: 499, status cancelled, full refund', async () => {
    const lee = await demoUser('lee.generate@example.org');
    await savedStory(testApp, lee, draft('s4'));
    // A storyteller that only stops when it is told to.
    const slow = serviceTelling(
      (_request, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
      'stories.generate.test-slow',
    );
    const { artifactId } = await slow.generate(lee.userId, {
      artifact: { storyId: 's4', kind: 'story' },
    });
    const [storyCharge, pictureCharge] = await spendsOf(lee, artifactId);
    expect(storyCharge).toBe(-10);
    expect(await balance(lee)).toBe(130 - 10 + pictureCharge!);
    const deadline = Date.now() + 20_000;
    while ((await artifactOf(lee, artifactId)).progress.stage !== 'writing') {
      if (Date.now() > deadline) throw new Error('never started writing');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const cancel = await post(testApp, lee, `/artifacts/${artifactId}/cancel`, {});
    expect(cancel.statusCode).toBe(499);
    expect(cancel.json()).toEqual(ErrorText.generationCancelled);
    const artifact = await artifactOf(lee, artifactId);
    expect(artifact).toMatchObject({
      status: 'cancelled',
      error: ErrorText.generationCancelled.message,
    });
    expect(await balance(lee)).toBe(130);
    expect(await spendsOf(lee, artifactId)).toEqual([-10, pictureCharge, 10 - pictureCharge!]);
    // Cancelling again changes nothing and answers the same.
    expect((await post(testApp, lee, `/artifacts/${artifactId}/cancel`, {})).statusCode).toBe(499);
    expect(await balance(lee)).toBe(130);
  });

  it('retries a failing storyteller, then fails the artifact and refunds it', async () => {
    const max = await demoUser('max.generate@example.org');
    await savedStory(testApp, max, draft('s5'));
    const failing = serviceTelling(() => {
      throw new Error('The storyteller fell asleep');
    }, 'stories.generate.test-failing');
    const { artifactId, processTrackingId } = await failing.generate(max.userId, {
      artifact: { storyId: 's5', kind: 'story' },
    });
    const artifact = await settled(max, artifactId, 30_000);
    expect(artifact.status).toBe('failed');
    expect(artifact.error).toContain('The storyteller fell asleep');
    // The refund follows the status change by a moment.
    const deadline = Date.now() + 5_000;
    while ((await balance(max)) !== 130 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await balance(max)).toBe(130);
    const { rows } = await testApp.platform.database.pool.query<{ attempts: number }>(
      'select attempts from job_runs where process_tracking_id = $1',
      [processTrackingId],
    );
    expect(rows[0]?.attempts).toBe(2);
  });

  it("refuses 'longer' on Demo and unsafe words, charging nothing", async () => {
    const nia = await demoUser('nia.generate@example.org', 0);
    await savedStory(testApp, nia, draft('s6', { options: { length: 'longer' } }));
    const longer = await generate(nia, { Artifact: { storyId: 's6', kind: 'story' } });
    expect(longer.statusCode).toBe(403);

    await savedStory(testApp, nia, draft('s7', { goal: { description: 'kill the dragon' } }));
    const unsafe = await generate(nia, { Artifact: { storyId: 's7', kind: 'story' } });
    expect(unsafe.statusCode).toBe(422);
    expect(unsafe.json().message).toContain('not right for children');

    await savedStory(
      testApp,
      nia,
      draft('s8', {
        event: { description: ' ' },
        goal: { description: '' },
        challenge: { description: '' },
      }),
    );
    const empty = await generate(nia, { Artifact: { storyId: 's8', kind: 'story' } });
    expect(empty.statusCode).toBe(400);

    const missing = await generate(nia, { Artifact: { storyId: 'nope', kind: 'story' } });
    expect(missing.statusCode).toBe(404);
    expect(await balance(nia)).toBe(30);
    expect(await ledgerOf(testApp, nia.userId)).toMatchObject({ sum: 30 });
  });

  it("keeps other users out of one's artifacts", async () => {
    const oz = await demoUser('oz.generate@example.org');
    const pat = await demoUser('pat.generate@example.org');
    await savedStory(testApp, oz, draft('s9'));
    const { artifactId } = (
      await generate(oz, { Artifact: { storyId: 's9', kind: 'story' } })
    ).json();
    await settled(oz, artifactId);
    expect((await request(testApp, pat, 'GET', `/artifacts/${artifactId}`)).statusCode).toBe(404);
    expect((await post(testApp, pat, `/artifacts/${artifactId}/cancel`, {})).statusCode).toBe(404);
    expect((await generate(pat, { Artifact: { storyId: 's9', kind: 'story' } })).statusCode).toBe(
      404,
    );
    expect(
      (await request(testApp, pat, 'DELETE', `/story/s9/artifact/${artifactId}`)).statusCode,
    ).toBe(404);
    // A finished generation cannot be cancelled; its owner can delete it.
    expect((await post(testApp, oz, `/artifacts/${artifactId}/cancel`, {})).statusCode).toBe(409);
    expect(
      (await request(testApp, oz, 'DELETE', `/story/s9/artifact/${artifactId}`)).statusCode,
    ).toBe(204);
    expect((await request(testApp, oz, 'GET', `/artifacts/${artifactId}`)).statusCode).toBe(404);
  });

  it('creates artifacts by hand and files them in your own bags only', async () => {
    const quin = await demoUser('quin.generate@example.org');
    const rae = await demoUser('rae.generate@example.org');
    await savedStory(testApp, quin, draft('s10'));
    const result = {
      title: 'By hand',
      pages: [{ text: 'Once.', characters: [], location: null, illustration: '' }],
      language: 'en',
    };
    const made = await post(testApp, quin, '/artifacts/create', {
      artifact: { id: 'hand-1', storyId: 's10', kind: 'story', result },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ id: 'hand-1', status: 'succeeded', result });
    const bag = await created(testApp, quin, { name: 'Bedtime', type: StoryElementType.Bag });
    const othersBag = await created(testApp, rae, {
      name: 'Not yours',
      type: StoryElementType.Bag,
    });
    const filed = await testApp.app.inject({
      method: 'PUT',
      url: '/artifacts/hand-1/parent',
      payload: { StoryId: 's10', NewParentBagId: bag.id },
      headers: quin.authorization,
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().parentBagId).toBe(bag.id);
    const stolen = await testApp.app.inject({
      method: 'PUT',
      url: '/artifacts/hand-1/parent',
      payload: { StoryId: 's10', NewParentBagId: othersBag.id },
      headers: quin.authorization,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await artifactOf(quin, 'hand-1')).parentBagId).toBe(bag.id);
  });

  it('deleting a story cancels its generation and refunds it', async () => {
    const sam = await demoUser('sam.generate@example.org');
    await savedStory(testApp, sam, draft('s11'));
    const slow = serviceTelling(
      (_request, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
      'stories.generate.test-slow-delete',
    );
    const { artifactId } = await slow.generate(sam.userId, {
      artifact: { storyId: 's11', kind: 'story' },
    });
    expect(await balance(sam)).toBeLessThan(130 - 10);
    expect((await request(testApp, sam, 'DELETE', '/story/delete/s11')).statusCode).toBe(204);
    expect(await balance(sam)).toBe(130);
    expect((await request(testApp, sam, 'GET', `/artifacts/${artifactId}`)).statusCode).toBe(404);
  });
});
