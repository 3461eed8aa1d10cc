import {
  ApiRoutes,
  bagFullMessage,
  storyElementUpsertRequestSchema,
  type ApiRoute,
  type KnowledgeDocument,
  type RecentStory,
  type StoryElement,
} from '@storyloom/contracts';
import { vi } from 'vitest';
import { ApiRequestError, type ApiClient, type ApiRequestInit } from '../../../lib/api-client';
import { matchRoute } from '../../../lib/testing/route-matcher';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export const apiError = (status: number, error: string, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, { error, message, status });

interface FakeOptions {
  elements?: StoryElement[];
  knowledge?: Record<string, KnowledgeDocument[]>;
  /** Elements per list page, to prove the client follows the cursor. */
  pageSize?: number;
  bagCapacity?: number;
  /** What `GET /story/list` answers, already newest first (Recent Work). */
  stories?: RecentStory[];
}

/**
 * The API at the network boundary, answering from memory like the server does: the list pages,
 * multipart upserts (bag capacity included), deletes, knowledge, avatars, share links, signed
 * URLs, recent stories. `failNext` makes the next matching call fail with a given error.
 */
export function createFakeLibraryApi({
  elements: initial = [],
  knowledge: initialKnowledge = {},
  pageSize = 100,
  bagCapacity = 5,
  stories = [],
}: FakeOptions = {}) {
  const elements = [...initial];
  const knowledge = new Map(Object.entries(initialKnowledge));
  const calls: RecordedCall[] = [];
  const failures: { method: string; pattern: RegExp; error: Error }[] = [];
  let nextId = 1;
  let clock = 2_000_000_000_000;

  function answer(method: string, path: string, body: unknown): unknown {
    const failure = failures.findIndex((f) => f.method === method && f.pattern.test(path));
    if (failure !== -1) {
      const [failed] = failures.splice(failure, 1);
      if (failed) throw failed.error;
    }
    const url = new URL(path, 'http://api.test');
    const is = <P extends string>(route: ApiRoute<P>) => matchRoute(route, method, path);
    let match;

    if (is(ApiRoutes.storyElements.list)) {
      const sorted = [...elements].sort(
        (a, b) => b.createdDateTimeUtcEpoch - a.createdDateTimeUtcEpoch,
      );
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = start + pageSize;
      return {
        items: sorted.slice(start, end),
        nextCursor: end < sorted.length ? String(end) : null,
      };
    }
    if (is(ApiRoutes.stories.list)) return { items: stories };
    if ((match = is(ApiRoutes.storyElements.get))) {
      const { id } = match;
      const element = elements.find((e) => e.id === id);
      if (!element) throw apiError(404, 'not_found', 'Not found');
      return { ...element, knowledge: summaries(element.id) };
    }
    if (is(ApiRoutes.storyElements.upsert)) return upsert(body as FormData);
    if ((match = is(ApiRoutes.storyElements.delete))) {
      const { id } = match;
      const index = elements.findIndex((e) => e.id === id);
      if (index === -1) throw apiError(404, 'not_found', 'Not found');
      elements.splice(index, 1);
      return null;
    }
    if ((match = is(ApiRoutes.storyElements.knowledge))) {
      const { id, knowledgeId } = match;
      const doc = knowledge.get(id)?.find((d) => d.id === knowledgeId);
      if (!doc) throw apiError(404, 'not_found', 'Not found');
      return doc;
    }
    if (is(ApiRoutes.storyElements.generateAvatar)) {
      return { avatarUrl: 'users-prod/user-1/avatars/generated-1.png' };
    }
    if (is(ApiRoutes.files.signedUrl)) {
      return {
        url: `https://files.test/${url.searchParams.get('path')}`,
        expiresAtUtcEpoch: Date.now() + 3_600_000,
      };
    }
    if (is(ApiRoutes.sharing.share)) return { shortCode: 'SHARE1234' };
    if (is(ApiRoutes.sharing.revoke)) return null;
    throw new Error(`The fake API has no answer for ${method} ${url.pathname}`);
  }

  function summaries(id: string) {
    return (knowledge.get(id) ?? []).map(({ content: _content, ...summary }) => summary);
  }

  function upsert(form: FormData) {
    const request = storyElementUpsertRequestSchema.parse(
      JSON.parse(String(form.get('requestData'))),
    );
    const input = request.storyElement;
    const existing = input.id ? elements.find((e) => e.id === input.id) : undefined;
    if (input.id && !existing) throw apiError(404, 'not_found', 'Not found');
    if ((input.memberIds?.length ?? 0) > bagCapacity) {
      throw apiError(409, 'bag_full', bagFullMessage(bagCapacity));
    }
    const id = existing?.id ?? `new-${nextId++}`;
    const avatarFile = form.get('avatarFile');
    const avatarUrl =
      avatarFile instanceof File
        ? `users-prod/user-1/avatars/${id}.png`
        : input.avatarUrl === null
          ? undefined
          : (input.avatarUrl ?? existing?.avatarUrl);
    const element: StoryElement = {
      id,
      name: input.name,
      description: input.description,
      type: input.type,
      createdDateTimeUtcEpoch: existing?.createdDateTimeUtcEpoch ?? (clock += 1000),
      ...(avatarUrl ? { avatarUrl } : {}),
      ...((input.memberIds ?? existing?.memberIds)
        ? { memberIds: input.memberIds ?? existing?.memberIds }
        : {}),
    };
    const docs = (knowledge.get(id) ?? []).filter(
      (d) => !request.removeKnowledgeIds.includes(d.id),
    );
    for (const file of form.getAll('newKnowledgeData')) {
      if (!(file instanceof File)) continue;
      docs.push({
        id: `k-${nextId++}`,
        title: file.name,
        mediaType: 'text/markdown',
        sizeBytes: file.size,
        createdDateTimeUtcEpoch: clock,
        content: '',
      });
    }
    knowledge.set(id, docs);
    if (existing) elements.splice(elements.indexOf(existing), 1, element);
    else elements.push(element);
    return { ...element, knowledge: summaries(id) };
  }

  const request = vi.fn(async (path: string, init: ApiRequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body });
    return answer(method, path, init.body);
  });

  const api: ApiClient = {
    request: request as ApiClient['request'],
    requestBlob: vi.fn(async () => new Blob()),
    publicRequest: vi.fn(async () => null) as ApiClient['publicRequest'],
  };

  return {
    api,
    calls,
    elements,
    /** The next `method` call whose path matches fails with `error`. */
    failNext(method: string, pattern: RegExp, error: Error) {
      failures.push({ method, pattern, error });
    },
    /** Calls other than picture look-ups, as 'METHOD path'. */
    actions: () =>
      calls
        .filter((c) => !matchRoute(ApiRoutes.files.signedUrl, c.method, c.path))
        .map((c) => `${c.method} ${c.path}`),
  };
}

export { createFakeLiveEvents } from '../../../lib/testing/fake-live-events';
