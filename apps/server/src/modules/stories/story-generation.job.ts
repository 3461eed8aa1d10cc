import { z } from 'zod';
import type { StoryResult } from '@storyloom/contracts';
import { defineJob } from '../../platform/queue/job-definition.js';
import { JobCancelledError } from '../../platform/queue/job-attempt.js';
import { storyRequestSchema } from '../storyteller/index.js';
import {
  CANCELLED_MESSAGE,
  endWithRefund,
  publishGeneration,
  recordStage,
} from './generation-outcome.js';
import type { StoriesDeps } from './stories-deps.js';
import { selectOwnedArtifact, updateArtifactFrom, IN_FLIGHT } from './stories.repository.js';

/**
 * The request is taken when generate is called (after its checks and the charge), so later edits
 * of the draft cannot slip past the child-safety check.
 */
export const storyGenerationPayload = z.object({
  userId: z.string().min(1),
  artifactId: z.string().min(1),
  request: storyRequestSchema,
});
export type StoryGenerationPayload = z.input<typeof storyGenerationPayload>;

/** Tells the story of one artifact, publishing its stages; ends failed or cancelled with a refund. */
export function storyGenerationJob(deps: StoriesDeps) {
  const maxAttempts = deps.retries.retryLimit + 1;
  return defineJob({
    name: deps.generationJobName,
    payload: storyGenerationPayload,
    ...deps.retries,
    expireInSeconds: 5 * 60,
    async handler({ userId, artifactId, request }, context) {
      const artifact = { userId, id: artifactId };
      const current = await selectOwnedArtifact(deps.db, userId, artifactId);
      // Deleted, cancelled or already told: a late or repeated delivery has nothing to do.
      if (!current || !IN_FLIGHT.includes(current.status)) return { artifactId };
      try {
        await context.reportProgress(10, 'planning');
        await recordStage(deps, artifact, 'planning', 10);
        await context.reportProgress(30, 'writing');
        await recordStage(deps, artifact, 'writing', 30);
        const story = await deps.tellStory(request, { signal: context.signal });
        context.signal.throwIfAborted();
        await context.reportProgress(90, 'finishing');
        await recordStage(deps, artifact, 'finishing', 90);
        const result: StoryResult = {
          title: story.title,
          pages: story.pages,
          language: story.language,
        };
        const told = await updateArtifactFrom(deps.db, userId, artifactId, IN_FLIGHT, {
          status: 'succeeded',
          stage: 'finishing',
          percent: 100,
          result,
          error: null,
        });
        if (told) await publishGeneration(deps, told);
        return { artifactId };
      } catch (error) {
        if (context.signal.reason instanceof JobCancelledError) {
          await endWithRefund(deps, artifact, 'cancelled', CANCELLED_MESSAGE);
        } else if (context.attempt >= maxAttempts) {
          await endWithRefund(deps, artifact, 'failed', failureMessage(error));
        }
        // Rethrown so the queue records the attempt and retries while retries remain.
        throw error;
      }
    },
  });
}

/** Users read this; never a stack. */
function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  const reason = text && text.length <= 300 ? ` (${text})` : '';
  return `The story could not be written${reason}. Your credits were given back.`;
}
