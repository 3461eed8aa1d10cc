import type { Artifact, StoryElementDetails, StoryWorkKind } from '@storyloom/contracts';
import type { TestApp } from '../../test/test-app.js';
import { draft, post, request, savedStory, smallLibrary } from '../stories/stories.test-support.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';

// Helpers shared by the demo's integration tests.

export type User = Caller & { userId: string };

/** A signed-in user with the default subscription and enough credits for a story and its works. */
export async function userWithCredits(testApp: TestApp, email: string): Promise<User> {
  const user = await signedInUser(testApp, email);
  const { plans } = testApp.services;
  await plans.subscriptions.setupDefaultSubscription(user.userId);
  await plans.credits.grantCredits({
    userId: user.userId,
    amount: 100,
    reason: 'grant',
    idempotencyKey: `demo-test:${email}`,
  });
  return user;
}

export type StoryWithWorksOptions = {
  extra?: StoryElementDetails[];
  kinds?: StoryWorkKind[];
};

async function settled(testApp: TestApp, user: User, id: string): Promise<Artifact> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const artifact: Artifact = (await request(testApp, user, 'GET', `/artifacts/${id}`)).json();
    if (!['queued', 'running'].includes(artifact.status)) return artifact;
    if (Date.now() > deadline) throw new Error(`artifact ${id} still ${artifact.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function generated(testApp: TestApp, user: User, storyId: string, kind: string) {
  const started = await post(testApp, user, '/artifacts/generate', {
    Artifact: { storyId, kind },
  });
  if (started.statusCode !== 202) throw new Error(`generate ${kind}: ${started.body}`);
  const artifact = await settled(testApp, user, started.json().artifactId);
  if (artifact.status !== 'succeeded') throw new Error(`${kind} ${artifact.status}`);
  return artifact;
}

/**
 * A told story with two characters and a place (and any extra elements), and the works asked
 * for, made through the API.
 */
export async function storyWithWorks(
  testApp: TestApp,
  user: User,
  storyId: string,
  { extra = [], kinds = ['coloring-book', 'song', 'audiobook'] }: StoryWithWorksOptions = {},
) {
  const elements = [...(await smallLibrary(testApp, user)), ...extra];
  await savedStory(testApp, user, draft(storyId, { storyElements: elements }));
  const story = await generated(testApp, user, storyId, 'story');
  const works: Artifact[] = [];
  for (const kind of kinds) works.push(await generated(testApp, user, storyId, kind));
  return { elements, story, works };
}
