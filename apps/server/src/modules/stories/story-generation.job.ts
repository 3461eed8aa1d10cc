import { z } from 'zod';
import type { GenerationStage, StoryResult } from '@storyloom/contracts';
import { defineJob } from '../../platform/queue/job-definition.js';
import { checkChildSafeText } from '../../engines/child-safety/index.js';
import { pageCountFor, storyRequestSchema, type Story } from '../../engines/storyteller/index.js';
import { attemptGeneration, giveUpGeneration, reasonOf } from './generation-attempt.js';
import { recordStage } from './generation-outcome.js';
import { illustrateStory } from './illustrate-story.js';
import type { StoriesDeps } from './stories-deps.js';

/**
 * The request is taken when generate is called (after its checks and the charge), so later edits
 * of the draft cannot slip past the child-safety check. pageCount is what was charged for (one
 * picture a page); a job queued before pictures existed has none and is told without pictures.
 */
export const storyGenerationPayload = z.object({
  userId: z.string().min(1),
  artifactId: z.string().min(1),
  request: storyRequestSchema,
  pageCount: z.number().int().positive().optional(),
  /** The client's UseFastModel: a configured quicker text model, if any, writes it. */
  fast: z.boolean().optional(),
});
export type StoryGenerationPayload = z.input<typeof storyGenerationPayload>;

/** Progress bands: writing fills 30..60%, pictures 60..95%. */
const WRITING = { from: 30, to: 60 };
const ILLUSTRATING = { from: 60, to: 95 };

/**
 * Tells the story of one artifact, then draws its pictures, publishing each stage; ends failed
 * or cancelled with a full refund and without leftover pictures.
 */
export function storyGenerationJob(deps: StoriesDeps) {
  const maxAttempts = deps.retries.retryLimit + 1;
  return defineJob({
    name: deps.generationJobName,
    payload: storyGenerationPayload,
    ...deps.retries,
    expireInSeconds: 5 * 60,
    handler({ userId, artifactId, request, pageCount, fast }, context) {
      const artifact = { userId, id: artifactId };
      const stage = async (name: GenerationStage, percent: number) => {
        await context.reportProgress(percent, name);
        await recordStage(deps, artifact, name, percent);
      };
      const attempt = { userId, artifactId, context, maxAttempts, failureMessage };
      return attemptGeneration(deps, attempt, async (): Promise<StoryResult> => {
        await stage('planning', 10);
        await stage('writing', WRITING.from);
        const writing = progressReporter((fraction) => stage('writing', within(WRITING, fraction)));
        const story = await deps.tellStory(request, {
          signal: context.signal,
          pageCount: pageCount ?? pageCountFor(request),
          onProgress: writing.report,
          fast: fast ?? false,
        });
        await writing.settled();
        context.signal.throwIfAborted();
        assertChildSafe(story);
        if (pageCount !== undefined && story.pages.length !== pageCount) {
          throw new Error(`the storyteller wrote ${story.pages.length} pages, not ${pageCount}`);
        }
        let pages = story.pages;
        if (pageCount !== undefined) {
          await stage('illustrating', ILLUSTRATING.from);
          pages = await illustrateStory(
            deps,
            { userId, artifactId, request },
            story,
            context.signal,
            (done, total) => stage('illustrating', within(ILLUSTRATING, done / total)),
          );
        }
        await stage('finishing', 97);
        return { title: story.title, pages, language: story.language };
      });
    },
    onGivenUp: ({ userId, artifactId }) =>
      giveUpGeneration(deps, { userId, id: artifactId }, INTERRUPTED_FAILURE),
  });
}

const INTERRUPTED_FAILURE =
  'The story took too long or its server stopped before it was finished. Your credits were given back.';

const within = (band: { from: number; to: number }, fraction: number) =>
  Math.round(band.from + (band.to - band.from) * Math.min(1, Math.max(0, fraction)));

/**
 * Turns a storyteller's synchronous progress calls into recorded progress one at a time, always
 * the latest, so the percent never goes backwards and a burst of calls costs one write.
 */
function progressReporter(record: (fraction: number) => Promise<unknown>) {
  let latest: number | undefined;
  let chain: Promise<void> = Promise.resolve();
  let scheduled = false;
  const flush = async () => {
    scheduled = false;
    if (latest === undefined) return;
    const fraction = latest;
    latest = undefined;
    await record(fraction);
  };
  return {
    report(fraction: number) {
      latest = fraction;
      if (scheduled) return;
      scheduled = true;
      chain = chain.then(flush).catch(() => undefined);
    },
    settled: () => chain,
  };
}

/**
 * Whichever engine wrote the story (the offline storyteller or a provider), its words are read
 * by the child-safety check before it is illustrated, stored or shown. One that fails ends the
 * attempt: the job tries again (a provider may write it otherwise), then fails with a full refund.
 */
function assertChildSafe(story: Story): void {
  const safety = checkChildSafeText([
    { field: 'Title', text: story.title },
    ...story.pages.flatMap((page, index) => [
      { field: `Page ${index + 1}`, text: page.text },
      { field: `Picture of page ${index + 1}`, text: page.illustration },
    ]),
  ]);
  if (safety.ok) return;
  const where = safety.problems.slice(0, 3).map(({ field, reason }) => `${field}: ${reason}`);
  throw new Error(
    `it had words that are not right for children (${where.join('; ')}), so it was not kept; please try again, perhaps with gentler ideas`,
  );
}

/** Users read this; never a stack. */
const failureMessage = (error: unknown): string =>
  `The story could not be written${reasonOf(error)}. Your credits were given back.`;
