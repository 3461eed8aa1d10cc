import {
  ApiRoutes,
  newStoryId,
  type Artifact,
  type ArtifactKind,
  type GenerateArtifactResponse,
  type WorkOptions,
} from '@storyloom/contracts';
import type { z } from 'zod';
import { callRoute, statusOf, type ApiClient } from '../api-client';
import { onDemand } from '../on-demand';

/** The answers' schemas: fetched with the first answer, so any page may import this module. */
const generationSchemas = onDemand(() => import('./generation-schemas'));

function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`The server sent ${what} the app cannot read.`);
  return parsed.data;
}

/** What to make from a story: the told story itself, or one of its works. */
export interface GenerationRequest {
  storyId: string;
  kind: ArtifactKind;
  /** Make a new one even though the story already has one of this kind. */
  regenerate: boolean;
  /** A work's choices (paper, voice). */
  options?: WorkOptions;
  /** Whether a story may be written by the quicker text model. */
  useFastModel?: boolean;
}

/**
 * Asks for a generation (`POST /artifacts/generate`). A fresh artifact id per attempt makes a
 * repeated request safe: the server answers the same generation and never charges twice.
 */
export async function requestGeneration(
  api: ApiClient,
  { storyId, kind, regenerate, options, useFastModel }: GenerationRequest,
): Promise<GenerateArtifactResponse> {
  const body = await callRoute(api, ApiRoutes.artifacts.generate, {
    body: {
      Artifact: { id: newStoryId(), storyId, kind },
      Regenerate: regenerate,
      ...(useFastModel === undefined ? {} : { UseFastModel: useFastModel }),
      ...(options === undefined ? {} : { Options: options }),
    },
  });
  const { generateArtifactResponseSchema } = await generationSchemas.load();
  return parseAnswer(generateArtifactResponseSchema, body, 'a generation');
}

/** A told story or a work as the server holds it now: status, progress, result. */
export async function fetchArtifact(api: ApiClient, artifactId: string): Promise<Artifact> {
  const body = await callRoute(api, ApiRoutes.artifacts.get, { params: { id: artifactId } });
  const { artifactSchema } = await generationSchemas.load();
  return parseAnswer(artifactSchema, body, 'a story or a work');
}

/**
 * Stops a generation. The server answers 499 'cancelled' when it stopped (that is the success
 * here, and the credits are refunded), 409 when it had already finished.
 */
export async function cancelGeneration(
  api: ApiClient,
  artifactId: string,
): Promise<'cancelled' | 'alreadyFinished'> {
  try {
    await callRoute(api, ApiRoutes.artifacts.cancel, { params: { id: artifactId } });
    return 'cancelled';
  } catch (error) {
    if (statusOf(error) === 499) return 'cancelled';
    if (statusOf(error) === 409) return 'alreadyFinished';
    throw error;
  }
}
