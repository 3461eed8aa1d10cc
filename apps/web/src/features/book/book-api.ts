import {
  ApiRoutes,
  artifactSchema,
  type Artifact,
  type RegenerateImageRequest,
  type StoryResult,
} from '@storyloom/contracts';
import { callRoute, callRouteForBlob, type ApiClient } from '../../lib/api-client';

/**
 * The path of the PDF reader for one artifact (/view/{artifactId}: docs/product.md, "Readings of
 * unclear points" 3).
 */
export const readerPath = (artifactId: string) => `/view/${encodeURIComponent(artifactId)}`;

// The book loads on demand, so its answers' schema comes with it (decision 0011).
function artifactFrom(body: unknown): Artifact {
  const parsed = artifactSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent a story the app cannot read.');
  return parsed.data;
}

/**
 * Saves the book with edited text: the same artifact id again, so the server replaces it
 * instead of adding a new version.
 */
export async function saveEditedBook(
  api: ApiClient,
  { artifactId, storyId, result }: { artifactId: string; storyId: string; result: StoryResult },
): Promise<Artifact> {
  const body = await callRoute(api, ApiRoutes.artifacts.create, {
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
  const body = await callRoute(api, ApiRoutes.artifacts.regenerateImage, {
    params: { id: artifactId },
    body: { ...request },
  });
  return artifactFrom(body);
}

/** The finished book as a printable PDF. */
export function downloadBookPdf(api: ApiClient, artifactId: string): Promise<Blob> {
  return callRouteForBlob(api, ApiRoutes.artifacts.pdf, { params: { id: artifactId } });
}
