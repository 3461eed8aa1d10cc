import { ApiRoutes, artifactSchema, savedStorySchema, type Artifact } from '@storyloom/contracts';
import type { z } from 'zod';
import { ApiRequestError, callRoute, callRouteForBlob, type ApiClient } from '../../lib/api-client';

/** The book the reader opens: which artifact, and the title to show and name the file by. */
export interface ReadableBook {
  artifactId: string;
  title: string;
}

export type BookLookup =
  | { kind: 'found'; book: ReadableBook }
  /** The id names nothing of the signed-in user's. */
  | { kind: 'notFound' }
  /** The story exists, but no finished book of it yet. */
  | { kind: 'notReady' };

/** Unknown ids and ids that cannot be ids at all (400) both mean "not yours, not here". */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** An artifact or a story by id: both routes name it `:id`. */
type ReadRoute = typeof ApiRoutes.artifacts.get | typeof ApiRoutes.stories.get;

async function read<T>(
  api: ApiClient,
  route: ReadRoute,
  id: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  let body: unknown;
  try {
    body = await callRoute(api, route, { params: { id } });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent a story the app cannot read.');
  return parsed.data;
}

const bookOf = (artifact: Artifact): ReadableBook | null =>
  artifact.status === 'succeeded' && artifact.result
    ? { artifactId: artifact.id, title: artifact.result.title }
    : null;

/**
 * Finds the signed-in owner's book for an id from the address: an artifact id, else a story id
 * (its newest finished book; the story lists its artifacts newest first).
 */
export async function findBook(api: ApiClient, id: string): Promise<BookLookup> {
  const artifact = await read(api, ApiRoutes.artifacts.get, id, artifactSchema);
  if (artifact) {
    const book = bookOf(artifact);
    return book ? { kind: 'found', book } : { kind: 'notReady' };
  }
  const story = await read(api, ApiRoutes.stories.get, id, savedStorySchema);
  if (!story) return { kind: 'notFound' };
  for (const artifactId of story.artifactIds) {
    const candidate = await read(api, ApiRoutes.artifacts.get, artifactId, artifactSchema);
    const book = candidate && bookOf(candidate);
    if (book) return { kind: 'found', book };
  }
  return { kind: 'notReady' };
}

export function fetchBookPdf(api: ApiClient, artifactId: string): Promise<Blob> {
  return callRouteForBlob(api, ApiRoutes.artifacts.pdf, { params: { id: artifactId } });
}
