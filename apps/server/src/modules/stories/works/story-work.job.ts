import { z } from 'zod';
import {
  storyResultSchema,
  STORY_WORK_KINDS,
  userStoragePath,
  workOptionsSchema,
  type GenerationStage,
  type StoryWorkKind,
} from '@storyloom/contracts';
import { defineJob } from '../../../platform/queue/job-definition.js';
import { storyRequestSchema } from '../../../engines/storyteller/index.js';
import { attemptGeneration, giveUpGeneration, reasonOf } from '../generation-attempt.js';
import { recordStage } from '../generation-outcome.js';
import type { StoriesDeps } from '../stories-deps.js';
import { WORK_STAGES, type WorkSource } from './story-works.js';

/** Everything is fixed when the work is asked for: later edits of the story do not change it. */
export const storyWorkPayload = z.object({
  userId: z.string().min(1),
  artifactId: z.string().min(1),
  kind: z.enum(STORY_WORK_KINDS),
  sourceArtifactId: z.string().min(1),
  story: storyResultSchema,
  elements: storyRequestSchema.shape.elements,
  age: z.number().int().positive(),
  options: workOptionsSchema,
});
export type StoryWorkPayload = z.input<typeof storyWorkPayload>;

const WHAT: Record<StoryWorkKind, string> = {
  'coloring-book': 'The coloring book',
  song: 'The song',
  audiobook: 'The audiobook',
};

/** Makes a coloring book, a song or an audiobook from a told story, as one job for all three. */
export function storyWorkJob(deps: StoriesDeps) {
  const maxAttempts = deps.retries.retryLimit + 1;
  return defineJob({
    name: deps.workJobName,
    payload: storyWorkPayload,
    ...deps.retries,
    expireInSeconds: 10 * 60,
    handler(payload, context) {
      const { userId, artifactId, kind } = payload;
      const bands = WORK_STAGES[kind];
      let lastPercent = -1;
      const progress = async (stage: GenerationStage, fraction: number) => {
        const [from, to] = bands[stage] ?? [0, 99];
        const percent = Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction)));
        // Small steps are not worth a write and a live event each.
        if (percent === lastPercent) return;
        lastPercent = percent;
        await context.reportProgress(percent, stage);
        await recordStage(deps, { userId, id: artifactId }, stage, percent);
      };
      const store = async (fileName: string, bytes: Buffer, contentType: string) => {
        const path = userStoragePath(userId, `stories/${artifactId}/${fileName}`);
        await deps.files.put(path, bytes, contentType);
        return path;
      };
      const source: WorkSource = {
        sourceArtifactId: payload.sourceArtifactId,
        story: payload.story,
        elements: payload.elements,
        age: payload.age,
        options: payload.options,
      };
      const failureMessage = (error: unknown) =>
        `${WHAT[kind]} could not be made${reasonOf(error)}. Your credits were given back.`;
      return attemptGeneration(
        deps,
        { userId, artifactId, context, maxAttempts, failureMessage },
        () => deps.makeWork[kind](source, { signal: context.signal, progress, store }),
      );
    },
    onGivenUp: ({ userId, artifactId, kind }) =>
      giveUpGeneration(
        deps,
        { userId, id: artifactId },
        `${WHAT[kind]} took too long or its server stopped before it was finished. Your credits were given back.`,
      ),
  });
}
