import {
  ApiRoutes,
  dataLayerError,
  generateAvatarResponseSchema,
  knowledgeDocumentSchema,
  permissionDenied,
  recentStoriesResponseSchema,
  shareLinkSchema,
  storyElementDetailsSchema,
  storyElementPageSchema,
  type KnowledgeDocument,
  type RecentStory,
  type StoryElement,
  type StoryElementDetails,
  type StoryElementInput,
  type StoryElementType,
} from '@storyloom/contracts';
import type { z } from 'zod';
import {
  ApiRequestError,
  callRoute,
  errorCodeOf,
  userMessageOf,
  type ApiClient,
} from '../../lib/api-client';

/**
 * The hook name the product's data-layer messages mention (docs/product.md, "Errors and failure
 * handling").
 */
export const ELEMENTS_HOOK = 'useStoryElements';
export const RECENT_STORIES_HOOK = 'useRecentStories';
const LIST_PAGE_SIZE = 200;
/** A guard against a server that keeps answering with a cursor. */
const MAX_PAGES = 100;

function unreadable(what: string): Error {
  return new Error(`The server sent ${what} the app cannot read.`);
}

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unreadable(what);
  return parsed.data;
}

/** Every element of the signed-in user, newest first, following the pages to the end. */
export async function fetchAllStoryElements(api: ApiClient): Promise<StoryElement[]> {
  const elements: StoryElement[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body: unknown = await callRoute(api, ApiRoutes.storyElements.list, {
      query: { limit: LIST_PAGE_SIZE, cursor: cursor ?? undefined },
    });
    const { items, nextCursor } = parse(storyElementPageSchema, body, 'a library');
    elements.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return elements;
}

/** The user's most recently saved stories (the server's default page of 20), newest first. */
export async function fetchRecentStories(api: ApiClient): Promise<RecentStory[]> {
  const body = await callRoute(api, ApiRoutes.stories.list);
  return parse(recentStoriesResponseSchema, body, 'a list of stories').items;
}

export async function fetchStoryElementDetails(
  api: ApiClient,
  id: string,
): Promise<StoryElementDetails> {
  const body = await callRoute(api, ApiRoutes.storyElements.get, { params: { id } });
  return parse(storyElementDetailsSchema, body, 'an element');
}

export interface UpsertStoryElement {
  storyElement: StoryElementInput;
  removeKnowledgeIds?: string[];
  avatarFile?: File | null;
  newKnowledge?: File[];
}

/** Creates or updates an element in one multipart request (docs/product.md, "The API"). */
export async function upsertStoryElement(
  api: ApiClient,
  { storyElement, removeKnowledgeIds = [], avatarFile, newKnowledge = [] }: UpsertStoryElement,
): Promise<StoryElementDetails> {
  const form = new FormData();
  form.append('requestData', JSON.stringify({ storyElement, removeKnowledgeIds }));
  if (avatarFile) form.append('avatarFile', avatarFile, avatarFile.name);
  for (const file of newKnowledge) form.append('newKnowledgeData', file, file.name);
  const body = await callRoute(api, ApiRoutes.storyElements.upsert, { body: form });
  return parse(storyElementDetailsSchema, body, 'an element');
}

/** The list-shaped element from a details answer (the knowledge stays with the dialog). */
export function elementOf(details: StoryElementDetails): StoryElement {
  const { knowledge: _knowledge, ...element } = details;
  return element;
}

export async function deleteStoryElement(api: ApiClient, id: string): Promise<void> {
  await callRoute(api, ApiRoutes.storyElements.delete, { params: { id } });
}

export async function fetchKnowledgeDocument(
  api: ApiClient,
  id: string,
  knowledgeId: string,
): Promise<KnowledgeDocument> {
  const body = await callRoute(api, ApiRoutes.storyElements.knowledge, {
    params: { id, knowledgeId },
  });
  return parse(knowledgeDocumentSchema, body, 'a document');
}

/** Makes a picture (costs credits); the answer is a storage path to send as avatarUrl. */
export async function generateAvatar(
  api: ApiClient,
  input: { name: string; description: string; type: StoryElementType },
): Promise<string> {
  const body = await callRoute(api, ApiRoutes.storyElements.generateAvatar, {
    body: {
      name: input.name,
      description: input.description,
      StoryElementType: input.type,
      storyId: null,
    },
  });
  return parse(generateAvatarResponseSchema, body, 'a picture').avatarUrl;
}

/** The element's share code; the same one again while the link lives. */
export async function createShareLink(api: ApiClient, id: string): Promise<string> {
  const body = await callRoute(api, ApiRoutes.sharing.share, { params: { id } });
  return parse(shareLinkSchema, body, 'a link').shortCode;
}

export async function revokeShareLink(api: ApiClient, id: string): Promise<void> {
  await callRoute(api, ApiRoutes.sharing.revoke, { params: { id } });
}

// One reading of the server's error body for the whole app; this feature's screens import it here.
export { errorCodeOf, userMessageOf };

/**
 * A failed library read in the product's data-layer words (docs/product.md, "Errors and failure
 * handling"), naming the reading hook.
 */
export function loadFailureMessage(error: unknown, hook: string = ELEMENTS_HOOK): string {
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
    return permissionDenied(hook);
  }
  return dataLayerError(hook, userMessageOf(error));
}
