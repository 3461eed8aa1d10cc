import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recentStoriesResponseSchema,
  StoryElementType,
  type Artifact,
  type RecentStory,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { createPlans, plansDepsOf } from '../plans/plans.module.js';
import {
  created,
  signedInUser,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { draft, post, request, savedStory, smallLibrary } from './stories.test-support.js';

describe('recent stories (GET /story/list)', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
    ada = await signedInUser(testApp, 'ada.recent@example.org');
    ben = await signedInUser(testApp, 'ben.recent@example.org');
  });
  afterAll(() => testApp?.close());

  async function recent(caller: Caller, query = ''): Promise<RecentStory[]> {
    const response = await request(testApp, caller, 'GET', `/story/list${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return recentStoriesResponseSchema.parse(response.json()).items;
  }
  /** Saves with a pause first, so each save is later than the one before. */
  async function saveLater(caller: Caller, ...args: Parameters<typeof draft>) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return savedStory(testApp, caller, draft(...args));
  }

  it('lists only your stories, most recently saved first, with titles and idea names', async () => {
    const [pip, woods, lola] = await smallLibrary(testApp, ada);
    const more = [];
    for (const name of ['Moss', 'Tilly', 'Bramble']) {
      more.push(
        await created(testApp, ada, {
          name,
          description: `${name} lives by the stream`,
          type: StoryElementType.Character,
        }),
      );
    }
    await saveLater(ada, 'first', { title: 'The Button' });
    await saveLater(ada, 'second', { storyElements: [lola!, pip!, woods!, ...more] });
    await saveLater(ben, 'bens', { title: 'Ben only' });
    // Saving the first story again makes it the most recent.
    await saveLater(ada, 'first', {});

    const items = await recent(ada);
    expect(items.map((item) => item.id)).toEqual(['first', 'second']);
    expect(items[0]).toMatchObject({ title: 'The Button', elementNames: [], latestArtifact: null });
    expect(items[1]).toMatchObject({
      title: null,
      elementNames: ['Lola', 'Pip', 'Whispering Woods', 'Moss', 'Tilly'],
      latestArtifact: null,
    });
    expect(items[0]!.updatedUtcEpoch).toBeGreaterThan(items[1]!.updatedUtcEpoch);
    expect((await recent(ben)).map((item) => item.id)).toEqual(['bens']);
  });

  it('answers at most `limit` stories and refuses a limit outside 1 to 50', async () => {
    const cy = await signedInUser(testApp, 'cy.recent@example.org');
    expect(await recent(cy)).toEqual([]);
    for (const id of ['c1', 'c2', 'c3']) await saveLater(cy, id);
    expect((await recent(cy, '?limit=2')).map((item) => item.id)).toEqual(['c3', 'c2']);
    expect(await recent(cy, '?limit=50')).toHaveLength(3);
    for (const limit of ['0', '51', 'many']) {
      const response = await request(testApp, cy, 'GET', `/story/list?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });

  it("shows a finished generation's title and status when the story has no title", async () => {
    const plans = createPlans(plansDepsOf(testApp.platform));
    const dee = await signedInUser(testApp, 'dee.recent@example.org');
    await plans.subscriptions.setupDefaultSubscription(dee.userId);
    // A story and a picture per page can cost more than Demo's 30 credits.
    await plans.credits.grantCredits({
      userId: dee.userId,
      amount: 100,
      reason: 'grant',
      idempotencyKey: 'dee-recent-extra',
    });
    const elements = await smallLibrary(testApp, dee);
    await saveLater(dee, 'told', { storyElements: elements });
    const started = await post(testApp, dee, '/artifacts/generate', {
      Artifact: { storyId: 'told', kind: 'story' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { artifactId } = started.json();
    const artifact = await settled(dee, artifactId);
    expect(artifact.status).toBe('succeeded');

    const [item] = await recent(dee);
    expect(item).toEqual({
      id: 'told',
      title: artifact.result!.title,
      updatedUtcEpoch: expect.any(Number),
      elementNames: ['Pip', 'Whispering Woods', 'Lola'],
      latestArtifact: { id: artifactId, status: 'succeeded', kind: 'story' },
      works: [{ id: artifactId, status: 'succeeded', kind: 'story' }],
    });
    expect(item!.title).not.toBe('');
  });

  it('answers 401 without a sign-in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/story/list' });
    expect(response.statusCode).toBe(401);
  });

  async function settled(caller: Caller, id: string, timeoutMs = 20_000): Promise<Artifact> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const artifact: Artifact = (await request(testApp, caller, 'GET', `/artifacts/${id}`)).json();
      if (!['queued', 'running'].includes(artifact.status)) return artifact;
      if (Date.now() > deadline) throw new Error(`artifact ${id} still ${artifact.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
