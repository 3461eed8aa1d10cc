import {
  ApiRoutes,
  enhanceRequestSchema,
  generateArtifactRequestSchema,
  generationCancelled,
  storyElementUpsertRequestSchema,
  storyUpsertRequestSchema,
  type ApiRoute,
  type ArtifactOf,
  type StoryElement,
  type StoryResult,
} from '@storyloom/contracts';
import { vi } from 'vitest';
import { ApiRequestError, type ApiClient, type ApiRequestInit } from '../../../lib/api-client';
import { matchRoute } from '../../../lib/testing/route-matcher';

type StoryBookArtifact = ArtifactOf<'story'>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type ExtraReply = (match: RegExpExecArray, body: unknown) => unknown;

export const apiError = (status: number, error: string, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, { error, message, status });

export const sampleBook: StoryResult = {
  title: 'Luna and the Fallen Star',
  language: 'en',
  pages: [
    { text: 'Luna found a map.', characters: ['Luna'], location: null, illustration: 'a map' },
    { text: 'The forest was dark.', characters: ['Luna'], location: null, illustration: 'trees' },
    { text: 'She found the star.', characters: ['Luna'], location: null, illustration: 'a star' },
  ],
};

/**
 * The stories API at the network boundary, answering from memory: saves, generation (with a
 * credit check), artifacts the test moves along, cancelling, improving a description, new
 * library elements, and bag share links.
 */
export function createFakeStoryApi({ credits = 30, cost = 10 } = {}) {
  const calls: RecordedCall[] = [];
  const artifacts = new Map<string, StoryBookArtifact>();
  const failures: { method: string; pattern: RegExp; error: Error }[] = [];
  /** Answers a test adds (the book's calls): tried before the built-in ones. */
  const extraRoutes: { method: string; pattern: RegExp; reply: ExtraReply }[] = [];
  /** Live share links by element id; a revoked code is never handed out again. */
  const shared = new Map<string, string>();
  let balance = credits;
  let nextId = 1;

  function answer(method: string, path: string, body: unknown): unknown {
    const failure = failures.findIndex((f) => f.method === method && f.pattern.test(path));
    if (failure !== -1) {
      const [failed] = failures.splice(failure, 1);
      if (failed) throw failed.error;
    }
    const route = `${method} ${path}`;
    for (const extra of extraRoutes) {
      const found = extra.method === method ? extra.pattern.exec(path) : null;
      if (found) return extra.reply(found, body);
    }
    const is = <P extends string>(candidate: ApiRoute<P>) => matchRoute(candidate, method, path);
    let match;
    if (is(ApiRoutes.stories.upsert)) {
      const { story } = storyUpsertRequestSchema.parse(body);
      return {
        ...story,
        storyElements: [],
        options: story.options ?? { length: 'normal', age: 5, language: 'en' },
        title: null,
        artifactIds: [...artifacts.keys()],
        createdUtcEpoch: 1,
        updatedUtcEpoch: 1,
      };
    }
    if (is(ApiRoutes.artifacts.generate)) {
      const request = generateArtifactRequestSchema.parse(body);
      if (balance < cost) throw apiError(402, 'insufficient_credits', 'Not enough credits');
      balance -= cost;
      const id = request.Artifact.id ?? `a-${nextId}`;
      const processTrackingId = `p-${nextId++}`;
      artifacts.set(id, {
        id,
        storyId: request.Artifact.storyId,
        kind: 'story',
        status: 'queued',
        processTrackingId,
        progress: { stage: null, percent: 0 },
        result: null,
        error: null,
        parentBagId: null,
        createdUtcEpoch: 1,
        updatedUtcEpoch: 1,
      });
      return { artifactId: id, processTrackingId };
    }
    if ((match = is(ApiRoutes.artifacts.cancel))) {
      const artifact = artifacts.get(match.id);
      if (!artifact) throw apiError(404, 'not_found', 'Not found');
      if (artifact.status === 'succeeded') throw apiError(409, 'finished', 'Already finished');
      artifacts.set(artifact.id, {
        ...artifact,
        status: 'cancelled',
        error: generationCancelled.message,
      });
      balance += cost;
      throw apiError(499, generationCancelled.error, generationCancelled.message);
    }
    if ((match = is(ApiRoutes.artifacts.get))) {
      const artifact = artifacts.get(match.id);
      if (!artifact) throw apiError(404, 'not_found', 'Not found');
      return artifact;
    }
    if (is(ApiRoutes.enhancements.enhance)) {
      const request = enhanceRequestSchema.parse(body);
      return { text: `${request.text.trim()}, under a sky full of friendly stars.` };
    }
    if (is(ApiRoutes.storyElements.upsert)) {
      const form = body as FormData;
      const { storyElement } = storyElementUpsertRequestSchema.parse(
        JSON.parse(String(form.get('requestData'))),
      );
      const element: StoryElement = {
        id: `e-${nextId++}`,
        name: storyElement.name,
        description: storyElement.description,
        type: storyElement.type,
        createdDateTimeUtcEpoch: 5,
      };
      return { ...element, knowledge: [] };
    }
    if ((match = is(ApiRoutes.sharing.share))) {
      const { id } = match;
      const shortCode = shared.get(id) ?? `Code${id}${nextId++}`;
      shared.set(id, shortCode);
      return { shortCode };
    }
    if ((match = is(ApiRoutes.sharing.revoke))) {
      shared.delete(match.id);
      return null;
    }
    throw new Error(`The fake API has no answer for ${route}`);
  }

  const request = vi.fn(async (path: string, init: ApiRequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body });
    return answer(method, path, init.body);
  });

  const api: ApiClient = {
    request: request as ApiClient['request'],
    requestBlob: vi.fn(async (path: string) => {
      calls.push({ method: 'GET', path, body: undefined });
      const failure = failures.findIndex((f) => f.method === 'GET' && f.pattern.test(path));
      if (failure !== -1) throw failures.splice(failure, 1)[0]?.error;
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    }),
    publicRequest: vi.fn(async () => null) as ApiClient['publicRequest'],
  };

  return {
    api,
    calls,
    balance: () => balance,
    /** The only generation started so far. */
    artifact(): StoryBookArtifact {
      const [first] = artifacts.values();
      if (!first) throw new Error('No story generation was started');
      return first;
    },
    /** The server moves the generation along (what the next GET answers). */
    advance(change: Partial<StoryBookArtifact>) {
      const current = this.artifact();
      artifacts.set(current.id, { ...current, ...change });
      return artifacts.get(current.id) as StoryBookArtifact;
    },
    /** A finished book the server already holds (a story written in an earlier visit). */
    seed(artifact: StoryBookArtifact) {
      artifacts.set(artifact.id, artifact);
    },
    /** Adds an answer for calls the built-in routes do not know. */
    on(method: string, pattern: RegExp, reply: ExtraReply) {
      extraRoutes.push({ method, pattern, reply });
    },
    failNext(method: string, pattern: RegExp, error: Error) {
      failures.push({ method, pattern, error });
    },
    actions: () => calls.map((c) => `${c.method} ${c.path}`),
    /** The code a share link of this element works with now, if any. */
    sharedCode: (id: string) => shared.get(id) ?? null,
  };
}

export { createFakeLiveEvents } from '../../../lib/testing/fake-live-events';
