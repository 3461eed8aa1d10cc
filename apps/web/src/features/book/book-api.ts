import {
  ARTIFACT_PDF_PATH,
  type Artifact,
  type EnhanceRequest,
  type RegenerateImageRequest,
  type StoryResult,
} from '@storyloom/contracts';
import type { ApiClient } from '../../lib/api-client';
import { storySchemas } from './story-api';

export const BOOK_PATHS = {
  create: '/artifacts/create',
  regenerateImage: (id: string) => `/artifacts/${encodeURIComponent(id)}/regenerate-image`,
  pdf: ARTIFACT_PDF_PATH,
  enhance: '/enhancements/enhance',
} as const;

/** The path of the PDF reader for one artifact (interpretation 3: /view/{artifactId}). */
export const readerPath = (artifactId: string) => `/view/${encodeURIComponent(artifactId)}`;

async function artifactFrom(body: unknown): Promise<Artifact> {
  const { parseAnswer, artifactSchema } = await storySchemas.load();
  return parseAnswer(artifactSchema, body, 'a story');
}

/**
 * Saves the book with edited text: the same artifact id again, so the server replaces it
 * instead of adding a new version.
 */
export async function saveEditedBook(
  api: ApiClient,
  { artifactId, storyId, result }: { artifactId: string; storyId: string; result: StoryResult },
): Promise<Artifact> {
  const body = await api.request(BOOK_PATHS.create, {
    method: 'POST',
    body: { artifact: { id: artifactId, storyId, kind: 'story', result } },
  });
  return artifactFrom(body);
}

/** Draws one page's picture again from a revised description; answers the updated book. */
export async function redrawPicture(
  api: ApiClient,
  artifactId: string,
  request: RegenerateImageRequest,
): Promise<Artifact> {
  const body = await api.request(BOOK_PATHS.regenerateImage(artifactId), {
    method: 'PUT',
    body: { ...request },
  });
  return artifactFrom(body);
}

/** The finished book as a printable PDF. */
export function downloadBookPdf(api: ApiClient, artifactId: string): Promise<Blob> {
  return api.requestBlob(BOOK_PATHS.pdf(artifactId));
}

/** One wizard description made richer and clearer, keeping its meaning. */
export async function improveDescription(api: ApiClient, request: EnhanceRequest): Promise<string> {
  const body = await api.request(BOOK_PATHS.enhance, { method: 'POST', body: { ...request } });
  const { parseAnswer, enhanceResponseSchema } = await storySchemas.load();
  return parseAnswer(enhanceResponseSchema, body, 'an improvement').text;
}
