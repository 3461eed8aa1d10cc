import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType } from '@storyloom/contracts';
import {
  promptOf,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../platform/ai/fake-openai-server.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { ENHANCE_PATH } from '../../modules/enhancements/enhancements.routes.js';
import { bagOfIdeas, rowCounts } from '../../modules/marketplace/marketplace.test-support.js';
import { createPlans, plansDepsOf, type Plans } from '../../modules/plans/plans.module.js';
import {
  created,
  signedInUser,
  upsert,
  type Caller,
} from '../../modules/story-elements/story-elements.test-support.js';
import type { Storyteller } from '../storyteller/index.js';
import { storiesDepsOf } from '../../modules/stories/stories.module.js';
import {
  artifactsServiceWith,
  draft,
  post,
  request,
  savedStory,
} from '../../modules/stories/stories.test-support.js';
import { tellStory } from '../storyteller/index.js';
import { corpusLines, sampleOf } from './corpus.test-support.js';

/**
 * Every door a text comes in by refuses the disguised unsafe corpus: a sample of 20 lines each
 * through the HTTP API (the whole corpus goes through the check in child-safety.test.ts), and a
 * story that a storyteller writes unsafe ends failed with a kind message and a full refund.
 */
describe('the child-safety check at every door', () => {
  const unsafe = corpusLines('unsafe');
  const sample = sampleOf(unsafe, 20);
  let server: FakeOpenAiServer;
  let testApp: TestApp;
  let plans: Plans;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    testApp = await buildTestApp({
      env: {
        JOB_POLL_INTERVAL_MS: '500',
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: server.baseUrl,
        AI_TEXT_MODEL: 'story-model',
      },
    });
    plans = createPlans(plansDepsOf(testApp.platform));
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.close();
  });

  /** A Demo user (30 credits) with 100 more. */
  async function familyWithCredits(email: string) {
    const user = await signedInUser(testApp, email);
    await plans.subscriptions.setupDefaultSubscription(user.userId);
    await plans.credits.grantCredits({
      userId: user.userId,
      amount: 100,
      reason: 'grant',
      idempotencyKey: `child-safety:${email}`,
    });
    return user;
  }
  const balanceOf = async (userId: string) =>
    (await plans.subscriptions.getCurrentSubscription(userId)).creditsAvailable;

  async function settled(caller: Caller, id: string) {
    const deadline = Date.now() + 25_000;
    for (;;) {
      const artifact = (await request(testApp, caller, 'GET', `/artifacts/${id}`)).json();
      if (!['queued', 'running'].includes(artifact.status)) return artifact;
      if (Date.now() > deadline) throw new Error(`artifact ${id} still ${artifact.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The refund follows the failed status by a moment. */
  async function balanceBackTo(userId: string, expected: number) {
    const deadline = Date.now() + 5_000;
    while ((await balanceOf(userId)) !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return balanceOf(userId);
  }

  it('refuses to generate from unsafe ideas, naming the field and charging nothing', async () => {
    const kim = await familyWithCredits('kim.safety@example.org');
    const before = await balanceOf(kim.userId);
    const asked = server.requests.length;
    for (const [index, line] of sample.entries()) {
      const field = (['event', 'goal', 'challenge', 'instructions'] as const)[index % 4]!;
      await savedStory(testApp, kim, draft(`unsafe-${index}`, { [field]: { description: line } }));
      const response = await post(testApp, kim, '/artifacts/generate', {
        Artifact: { storyId: `unsafe-${index}`, kind: 'story' },
      });
      expect(response.statusCode, line).toBe(422);
      expect(response.json()).toMatchObject({ error: 'unsafe_text' });
      expect(response.json().message).toMatch(
        /^Some words are not right for children\. Please change: (What happens|The goal|The challenge|Instructions) \(/,
      );
    }
    expect(await balanceOf(kim.userId)).toBe(before);
    expect(server.requests).toHaveLength(asked);
  });

  it('refuses to publish a bag with unsafe names or descriptions, storing nothing', async () => {
    const lee = await signedInUser(testApp, 'lee.safety@example.org');
    for (const [index, line] of sample.entries()) {
      const names = index % 2 === 0 ? { fox: line.slice(0, 80) } : { note: line.slice(0, 80) };
      const { bag } = await bagOfIdeas(testApp, lee, { name: `Bag ${index}`, ...names });
      const before = await rowCounts(testApp);
      const response = await post(testApp, lee, '/api/Marketplace/Publish', { bagId: bag.id });
      expect(response.statusCode, line).toBe(422);
      expect(response.json()).toMatchObject({ error: 'unsafe_content' });
      expect(response.json().message).toContain('not right for children');
      expect(await rowCounts(testApp)).toEqual(before);
    }
  });

  it('refuses to improve unsafe text, and never sends it to the provider', async () => {
    const mo = await signedInUser(testApp, 'mo.safety@example.org');
    const before = server.requests.length;
    for (const line of sample) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: ENHANCE_PATH,
        headers: mo.authorization,
        payload: { field: 'goal', text: line },
      });
      expect(response.statusCode, line).toBe(422);
      expect(response.json()).toEqual({
        error: 'unsafe_text',
        status: 422,
        message: expect.stringMatching(
          /^Some words are not right for children\. Please change: The goal \(/,
        ),
      });
    }
    expect(server.requests).toHaveLength(before);
  });

  it('refuses an improvement that comes back unsafe', async () => {
    const nia = await signedInUser(testApp, 'nia.safety@example.org');
    for (const line of sampleOf(unsafe.slice(7), 20)) {
      server.answer(line);
      const response = await testApp.app.inject({
        method: 'POST',
        url: ENHANCE_PATH,
        headers: nia.authorization,
        payload: { field: 'event', text: 'a fox finds a lost kite' },
      });
      expect(response.statusCode, line).toBe(422);
      expect(response.json()).toMatchObject({ error: 'unsafe_text' });
      expect(response.json().message).toContain('not right for children');
    }
  });

  it('refuses to draw a portrait from unsafe words, charging and storing nothing', async () => {
    const oli = await familyWithCredits('oli.safety@example.org');
    const before = await balanceOf(oli.userId);
    for (const [index, line] of sample.slice(0, 10).entries()) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/storyElement/generate-avatar',
        headers: oli.authorization,
        payload: {
          name: index % 2 === 0 ? line.slice(0, 80) : 'Wolfy',
          description: index % 2 === 0 ? 'a friendly wolf' : line,
          StoryElementType: StoryElementType.Character,
        },
      });
      expect(response.statusCode, line).toBe(422);
      expect(response.json()).toMatchObject({ error: 'unsafe_text' });
      expect(response.json().message).toMatch(/Please change: (Name|Description) \(/);
    }
    expect(await balanceOf(oli.userId)).toBe(before);
  });

  it('refuses to share unsafe names or descriptions, and stops showing ones edited unsafe', async () => {
    const pat = await signedInUser(testApp, 'pat.safety@example.org');
    for (const line of sample.slice(0, 10)) {
      const element = await created(testApp, pat, {
        name: 'Wolfy',
        description: line,
        type: StoryElementType.Character,
      });
      const bag = await created(testApp, pat, {
        name: 'Forest',
        type: StoryElementType.Bag,
        memberIds: [element.id],
      });
      const shared = await post(testApp, pat, `/api/sharing/link/${bag.id}`, {});
      expect(shared.statusCode, line).toBe(422);
      expect(shared.json()).toMatchObject({ error: 'unsafe_text' });
      expect(shared.json().message).toContain('Description of “Wolfy”');
    }

    const kind = await created(testApp, pat, {
      name: 'Wolfy',
      description: 'a friendly wolf',
      type: StoryElementType.Character,
    });
    const { shortCode } = (await post(testApp, pat, `/api/sharing/link/${kind.id}`, {})).json();
    const read = () => testApp.app.inject({ method: 'GET', url: `/api/shared/code/${shortCode}` });
    expect((await read()).statusCode).toBe(200);
    const edited = await upsert(testApp, pat, {
      storyElement: { id: kind.id, name: 'Wolfy', description: sample[3]!, type: kind.type },
    });
    expect(edited.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
  });

  it('fails a story a provider writes unsafe, kindly and with a full refund', async () => {
    const ray = await familyWithCredits('ray.safety@example.org');
    const before = await balanceOf(ray.userId);
    server.answer((body) => {
      const pages = Number(
        promptOf({ path: '', authorization: undefined, body }).match(/exactly (\d+) pages/)![1],
      );
      return JSON.stringify({
        title: 'Pip and the Lost Button',
        pages: Array.from({ length: pages }, (_, index) => ({
          text: index === 2 ? 'Then the wolf wanted to k.i.l.l Pip.' : 'Pip looked for the button.',
          characters: [],
          location: null,
          illustration: 'Pip under a leaf.',
        })),
      });
    });
    await savedStory(testApp, ray, draft('provider-story'));
    const started = await post(testApp, ray, '/artifacts/generate', {
      Artifact: { storyId: 'provider-story', kind: 'story' },
    });
    expect(started.statusCode).toBe(202);
    const artifact = await settled(ray, started.json().artifactId);
    expect(artifact).toMatchObject({ status: 'failed', result: null });
    expect(artifact.error).toMatch(/not right for children/);
    expect(artifact.error).toMatch(/Your credits were given back\.$/);
    expect(await balanceBackTo(ray.userId, before)).toBe(before);
  });

  it('fails a story any storyteller writes unsafe, kindly and with a full refund', async () => {
    const sol = await familyWithCredits('sol.safety@example.org');
    const before = await balanceOf(sol.userId);
    // The offline storyteller's story with one page that a careless engine might write.
    const swearing = unsafe.find((line) => line.startsWith('f u c k'))!;
    const careless: Storyteller = (storyRequest, { pageCount }) => {
      const story = tellStory(storyRequest, { pageCount });
      return {
        ...story,
        pages: story.pages.map((page, index) =>
          index === 1 ? { ...page, text: `${page.text} ${swearing}` } : page,
        ),
      };
    };
    const service = artifactsServiceWith(testApp, {
      ...storiesDepsOf(testApp.platform, plans),
      tellStory: careless,
      generationJobName: 'stories.generate.test-careless',
      workJobName: 'stories.generate.test-careless.works',
      retries: { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    });
    await savedStory(testApp, sol, draft('careless-story'));
    const { artifactId } = await service.generate(sol.userId, {
      artifact: { storyId: 'careless-story', kind: 'story' },
    });
    const artifact = await settled(sol, artifactId);
    expect(artifact).toMatchObject({ status: 'failed', result: null });
    expect(artifact.error).toBe(
      'The story could not be written (it had words that are not right for children (Page 2: ' +
        'bad language), so it was not kept; please try again, perhaps with gentler ideas). ' +
        'Your credits were given back.',
    );
    expect(await balanceBackTo(sol.userId, before)).toBe(before);
  });
});
