import {
  ApiRoutes,
  isStoryWorkKind,
  savedStorySchema,
  voiceSampleListSchema,
  type ArtifactOf,
  type NarratorVoice,
  type StoryWorkKind,
} from '@storyloom/contracts';
import type { z } from 'zod';
import { callPublicRoute, callRoute, type ApiClient } from '../../lib/api-client';
import type { StoredFileLink } from '../../lib/stored-file-links';
import { fetchArtifact } from '../../lib/follow-generation/generation-api';

/** A story rarely has more artifacts than this; older ones are not worth a request each. */
const ARTIFACTS_LOOKED_AT = 30;

export type StoryWorkArtifact = ArtifactOf<StoryWorkKind>;
export type NewestWorks = { [K in StoryWorkKind]?: ArtifactOf<K> };

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`The server sent ${what} the app cannot read.`);
  return parsed.data;
}

export async function deleteWork(api: ApiClient, storyId: string, artifactId: string) {
  await callRoute(api, ApiRoutes.artifacts.delete, { params: { storyId, artifactId } });
}

/** The newest work of each kind the story has, read after a reload from its artifact list. */
export async function fetchNewestWorks(api: ApiClient, storyId: string): Promise<NewestWorks> {
  const story = parse(
    savedStorySchema,
    await callRoute(api, ApiRoutes.stories.get, { params: { id: storyId } }),
    'a story',
  );
  const ids = story.artifactIds.slice(0, ARTIFACTS_LOOKED_AT);
  const answers = await Promise.allSettled(ids.map((id) => fetchArtifact(api, id)));
  const newest: NewestWorks = {};
  // artifactIds come newest first, so the first of each kind wins.
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const artifact = answer.value;
    if (!isStoryWorkKind(artifact.kind) || newest[artifact.kind as StoryWorkKind]) continue;
    Object.assign(newest, { [artifact.kind]: artifact });
  }
  return newest;
}

export async function fetchVoices(api: ApiClient): Promise<NarratorVoice[]> {
  const body = await callPublicRoute(api, ApiRoutes.narrator.voiceSamples);
  return parse(voiceSampleListSchema, body, 'voices');
}

/**
 * A voice sample as a playable URL. It goes through the API client, which knows the API's base
 * address (the sample is public: the sign-in header it adds does no harm).
 */
export async function voiceSampleUrl(api: ApiClient, voice: NarratorVoice): Promise<string> {
  return URL.createObjectURL(await api.requestBlob(voice.sampleUrl));
}

/** A stored file's contents, for saving to the device under a friendly name. */
export async function downloadStoredFile(linkOf: StoredFileLink, path: string): Promise<Blob> {
  const url = await linkOf(path);
  if (url === null) throw new Error('The file could not be found. Try making it again.');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The download failed (${response.status}).`);
  return response.blob();
}
