import {
  artifactStatusSchema,
  generationProgressSchema,
  storyResultSchema,
  type Artifact,
  type ArtifactStatus,
  type GenerationProgress,
  type GenerationStage,
  type StoryArtifact,
  type StoryResult,
} from '@storyloom/contracts';
import { z } from 'zod';

/**
 * What the draft remembers of its story generation (the optional artifact of docs/product.md, "The
 * data"). It is kept on the device, so a reload in the middle of writing picks the progress up
 * again.
 */
export const trackedGenerationSchema = z.object({
  artifactId: z.string(),
  processTrackingId: z.string(),
  status: artifactStatusSchema,
  progress: generationProgressSchema,
  result: storyResultSchema.nullable(),
  error: z.string().nullable(),
});
export type TrackedGeneration = z.infer<typeof trackedGenerationSchema>;

/** The draft's artifact, when it describes a generation this app can follow. */
export function trackedGenerationOf(artifact: StoryArtifact | undefined): TrackedGeneration | null {
  const parsed = trackedGenerationSchema.safeParse(artifact);
  return parsed.success ? parsed.data : null;
}

/** A generation that has just been accepted: nothing written yet. */
export function startedGeneration(
  artifactId: string,
  processTrackingId: string,
): TrackedGeneration {
  return {
    artifactId,
    processTrackingId,
    status: 'queued',
    progress: { stage: null, percent: 0 },
    result: null,
    error: null,
  };
}

/** The fields of a full artifact read back from the API. */
export function generationFromArtifact(artifact: Artifact): Partial<TrackedGeneration> {
  return {
    artifactId: artifact.id,
    status: artifact.status,
    progress: artifact.progress,
    result: artifact.kind === 'story' ? artifact.result : null,
    error: artifact.error,
    ...(artifact.processTrackingId ? { processTrackingId: artifact.processTrackingId } : {}),
  };
}

/** Which stage to tell a parent about (its words are `progress.stages.*` in the texts). */
export function stageOf(
  progress: GenerationProgress,
  status: ArtifactStatus,
): GenerationStage | 'gettingReady' {
  if (status === 'queued' || progress.stage === null) return 'gettingReady';
  return progress.stage;
}

export type { StoryResult };
