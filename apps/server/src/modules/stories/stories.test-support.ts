import { StoryElementType, WizardPhase, type StoryInput } from '@storyloom/contracts';
import { registerJobs } from '../../jobs.js';
import type { TestApp } from '../../test/test-app.js';
import type { ArtifactsService } from './artifacts.service.js';
import type { StoriesDeps } from './stories-deps.js';
import { createStoriesModule } from './stories.module.js';
import { ledgerOf } from '../plans/plans.test-support.js';
import { created, type Caller } from '../story-elements/story-elements.test-support.js';

// Helpers shared by the stories integration tests.

/**
 * An artifacts service like the app's but built on other deps (a storyteller that fails, say,
 * on queues of its own), its jobs registered through the server's job list as at start.
 */
export function artifactsServiceWith(testApp: TestApp, deps: StoriesDeps): ArtifactsService {
  const stories = createStoriesModule(deps);
  registerJobs(testApp.platform.jobs, { ...testApp.services, stories });
  return stories.artifacts;
}

export const post = (testApp: TestApp, caller: Caller, url: string, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: caller.authorization,
  });

export const request = (testApp: TestApp, caller: Caller, method: 'GET' | 'DELETE', url: string) =>
  testApp.app.inject({ method, url, headers: caller.authorization });

export function draft(id: string, overrides: Partial<StoryInput> = {}): StoryInput {
  return {
    id,
    currentPhase: WizardPhase.Plot,
    event: { description: "the wind blew Pip's favourite button away" },
    goal: { description: 'find the lost button' },
    challenge: { description: 'the button landed on the far side of the stream' },
    instructions: { description: '' },
    storyElements: [],
    ...overrides,
  };
}

/** A character, a place and a note in the caller's library. */
export async function smallLibrary(testApp: TestApp, caller: Caller) {
  const pip = await created(testApp, caller, {
    name: 'Pip',
    description: 'a shy hedgehog who collects shiny buttons',
    type: StoryElementType.Character,
  });
  const woods = await created(testApp, caller, {
    name: 'Whispering Woods',
    description: 'a forest where the trees hum softly at night',
    type: StoryElementType.Location,
  });
  const lola = await created(testApp, caller, {
    name: 'Lola',
    description: 'a chatty squirrel who knows every path in the wood',
    type: StoryElementType.Character,
  });
  return [pip, woods, lola];
}

/** Saves a story and fails the test on any answer but 200. */
export async function savedStory(testApp: TestApp, caller: Caller, story: StoryInput) {
  const response = await post(testApp, caller, '/story/upsert', { story });
  if (response.statusCode !== 200)
    throw new Error(`upsert answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * Charges of one artifact id in the ledger (spends negative, refunds positive), over every
 * generation that used the id (each is charged under `artifact:{user}:{artifact}:{generation}`).
 */
export async function chargesOf(testApp: TestApp, userId: string, artifactId: string) {
  const { rows } = await testApp.platform.database.pool.query<{ reason: string; delta: number }>(
    `select reason, delta from credit_ledger where user_id = $1 and reference like $2 escape '!'
     order by created_at, id`,
    [userId, `${likeLiteral(`artifact:${userId}:${artifactId}:`)}%`],
  );
  return rows;
}

export { ledgerOf };

/** A text matched literally by LIKE ... ESCAPE '!'. */
const likeLiteral = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);
