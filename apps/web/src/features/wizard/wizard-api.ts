import {
  ApiRoutes,
  type ArtifactOf,
  type EnhanceRequest,
  type SavedStory,
  type StoryElement,
  type StoryElementType,
} from '@storyloom/contracts';
import { callRoute, statusOf, type ApiClient } from '../../lib/api-client';
import { fetchArtifact } from '../../lib/follow-generation/generation-api';
import { onDemand } from '../../lib/on-demand';
import type { OpenedStory, WizardStory } from './wizard-slice';

/** The answers' schemas: fetched with the first answer, not with the page. */
export const storySchemas = onDemand(() => import('./schemas'));

/** Saves the draft; the server keeps only the fields it knows (the artifact stays local). */
export async function saveDraft(api: ApiClient, draft: WizardStory): Promise<SavedStory> {
  const { artifact: _artifact, processTrackingId: _tracking, ...fields } = draft;
  const body = await callRoute(api, ApiRoutes.stories.upsert, { body: { story: fields } });
  const { parseAnswer, savedStorySchema } = await storySchemas.load();
  return parseAnswer(savedStorySchema, body, 'a story');
}

/** A saved story of the signed-in user (404 when it is not theirs or no longer exists). */
export async function fetchSavedStory(api: ApiClient, storyId: string): Promise<SavedStory> {
  const body = await callRoute(api, ApiRoutes.stories.get, { params: { id: storyId } });
  const { parseAnswer, savedStorySchema } = await storySchemas.load();
  return parseAnswer(savedStorySchema, body, 'a story');
}

/**
 * How many of a story's artifacts are read looking for its book. Works (songs, coloring books,
 * audiobooks) are artifacts too, so the book may not be the newest; a story with more works
 * than this between its newest version and its book opens at its saved step instead.
 */
export const MOST_ARTIFACTS_READ = 20;

/** The newest finished book among the story's artifacts (given newest first), if any. */
export async function newestToldBook(
  api: ApiClient,
  artifactIds: readonly string[],
): Promise<ArtifactOf<'story'> | null> {
  for (const id of artifactIds.slice(0, MOST_ARTIFACTS_READ)) {
    try {
      const artifact = await fetchArtifact(api, id);
      if (artifact.kind === 'story' && artifact.status === 'succeeded' && artifact.result) {
        return artifact;
      }
    } catch (error) {
      // An artifact deleted since the story was read is simply not the book.
      if (statusOf(error) !== 404) throw error;
    }
  }
  return null;
}

/** The saved story and its newest told version, ready for `storyOpened`. */
export async function loadSavedStory(api: ApiClient, storyId: string): Promise<OpenedStory> {
  const story = await fetchSavedStory(api, storyId);
  return { story, toldStory: await newestToldBook(api, story.artifactIds) };
}

/**
 * Adds a new element to the library (multipart: docs/product.md, "The API"); the live event
 * updates it.
 */
export async function createStoryElement(
  api: ApiClient,
  input: { name: string; description: string; type: StoryElementType },
): Promise<StoryElement> {
  const form = new FormData();
  form.append('requestData', JSON.stringify({ storyElement: input, removeKnowledgeIds: [] }));
  const body = await callRoute(api, ApiRoutes.storyElements.upsert, { body: form });
  const { parseAnswer, storyElementDetailsSchema } = await storySchemas.load();
  const { knowledge: _knowledge, ...element } = parseAnswer(
    storyElementDetailsSchema,
    body,
    'an element',
  );
  return element;
}

/** The short code of the bag's live share link; asking again gives the same code. */
export async function shareBag(api: ApiClient, bagId: string): Promise<string> {
  const body = await callRoute(api, ApiRoutes.sharing.share, { params: { id: bagId } });
  const { parseAnswer, shareLinkSchema } = await storySchemas.load();
  return parseAnswer(shareLinkSchema, body, 'a link').shortCode;
}

/** Revokes the bag's link: the code stops working at once. */
export async function stopSharingBag(api: ApiClient, bagId: string): Promise<void> {
  await callRoute(api, ApiRoutes.sharing.revoke, { params: { id: bagId } });
}

/** One wizard description made richer and clearer, keeping its meaning. */
export async function improveDescription(api: ApiClient, request: EnhanceRequest): Promise<string> {
  const body = await callRoute(api, ApiRoutes.enhancements.enhance, { body: { ...request } });
  const { parseAnswer, enhanceResponseSchema } = await storySchemas.load();
  return parseAnswer(enhanceResponseSchema, body, 'an improvement').text;
}
