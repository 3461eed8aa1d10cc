import {
  FINISHED_ARTIFACT_STATUSES,
  isStoryWorkKind,
  StoryElementType,
  type StoryWorkKind,
  type WorkOptions,
  type Artifact,
  type CreateArtifactRequest,
  type GenerateArtifactResponse,
  type RegenerateImageRequest,
  createArtifactRequestSchema,
  generateArtifactRequestSchema,
  setArtifactParentRequestSchema,
  workOptionsSchema,
} from '@storyloom/contracts';
import { z } from 'zod';
import { conflict } from '../../platform/http/app-error.js';
import { checkChildSafeText, describeProblems } from '../../engines/child-safety/index.js';
import { selectOwnedElement } from '../story-elements/index.js';
import { pageCountFor } from '../../engines/storyteller/index.js';
import { cancelGeneration, endWithRefund, publishGeneration } from './generation-outcome.js';
import { recordAndCharge, storyCharge } from './generation-charge.js';
import { newArtifactId, newGenerationId } from './story-ids.js';
import { editArtifact, ownPicturesOnly } from './edit-artifact.js';
import { regeneratePicture } from './regenerate-picture.js';
import type { StoriesDeps } from './stories-deps.js';
import { removeArtifactPictures } from './story-pictures.js';
import {
  deleteOwnedArtifact,
  IN_FLIGHT,
  insertArtifact,
  selectOwnedArtifact,
  selectOwnedDraft,
  selectStoryArtifacts,
  updateArtifactParent,
  type ArtifactRow,
  type DraftRow,
} from './stories.repository.js';
import {
  artifactNotFound,
  bagNotFound,
  generationCancelledError,
  storyNotFound,
  unsafeText,
} from './stories.errors.js';
import type { storyGenerationJob } from './story-generation.job.js';
import { storyElementsFor, storyRequestFor } from './story-request-for.js';
import { toArtifact } from './story-view.js';
import { prepareWork } from './works/prepare-work.js';
import type { storyWorkJob } from './works/story-work.job.js';

const alreadyFinished = () => conflict('This generation has already finished.');

export type ArtifactsService = ReturnType<typeof createArtifactsService>;

/**
 * What generate is asked for, in the service's own words; the route maps the API's body
 * (`Artifact`, `Regenerate`, `UseFastModel`, `Options`; docs/product.md, "The API") onto it
 * (decision 0014).
 */
const generationAskedSchema = z.object({
  artifact: generateArtifactRequestSchema.shape.Artifact,
  regenerate: z.boolean().default(false),
  fast: z.boolean().default(false),
  options: workOptionsSchema.default({}),
});
export type GenerationAsked = z.input<typeof generationAskedSchema>;

/** Where to file an artifact (the API's `StoryId` and `NewParentBagId`, mapped by the route). */
const artifactFilingSchema = z.object({
  storyId: setArtifactParentRequestSchema.shape.StoryId,
  parentBagId: setArtifactParentRequestSchema.shape.NewParentBagId,
});
export type ArtifactFiling = z.input<typeof artifactFilingSchema>;

/** The jobs generation enqueues; the server's job list (jobs.ts) registers the same ones. */
export type StoriesJobs = {
  generation: ReturnType<typeof storyGenerationJob>;
  work: ReturnType<typeof storyWorkJob>;
};

/** Generation (as a job), reading, cancelling and filing of a story's artifacts. */
export function createArtifactsService(deps: StoriesDeps, jobs: StoriesJobs) {
  const { db } = deps;
  const { generation: job, work: workJob } = jobs;

  const elementsForPictures = (story: DraftRow) => storyElementsFor(db, story);

  type JobOptions = { userId: string; processTrackingId: string };

  /** A story: its request (checked now, so later edits cannot slip past), pages and pictures. */
  async function startStory(story: DraftRow, artifactId: string, fast: boolean) {
    const request = await storyRequestFor(deps, story, artifactId);
    const pageCount = pageCountFor(request);
    return {
      charge: storyCharge(pageCount),
      enqueue: (options: JobOptions) =>
        deps.jobs.enqueue(
          job,
          { userId: options.userId, artifactId, request, pageCount, fast },
          options,
        ),
    };
  }

  /** A coloring book, a song or an audiobook made from the story's newest told version. */
  async function startWork(
    story: DraftRow,
    artifactId: string,
    kind: StoryWorkKind,
    options: WorkOptions,
  ) {
    const { charge, payload } = await prepareWork(deps, story, kind, options);
    return {
      charge,
      enqueue: (jobOptions: JobOptions) =>
        deps.jobs.enqueue(workJob, { ...payload, artifactId }, jobOptions),
    };
  }

  const answer = (row: ArtifactRow): GenerateArtifactResponse => {
    if (!row.processTrackingId) throw conflict('That artifact was not generated.');
    return { artifactId: row.id, processTrackingId: row.processTrackingId };
  };

  async function ownedBag(userId: string, bagId: string | null | undefined) {
    if (!bagId) return null;
    const bag = await selectOwnedElement(db, userId, bagId);
    if (!bag || bag.type !== StoryElementType.Bag) throw bagNotFound();
    return bag.id;
  }

  return {
    /**
     * Checks, charges once per artifact id, then queues the telling (or the making of a work). A
     * repeated call for the same artifact, or while one of its kind is under way, answers that one.
     */
    async generate(userId: string, asked: GenerationAsked): Promise<GenerateArtifactResponse> {
      const { artifact: wanted, regenerate, fast, options } = generationAskedSchema.parse(asked);
      const story = await selectOwnedDraft(db, userId, wanted.storyId);
      if (!story) throw storyNotFound();
      if (wanted.id) {
        const existing = await selectOwnedArtifact(db, userId, wanted.id);
        if (existing) {
          if (existing.storyId !== story.id)
            throw conflict('That artifact belongs to another story.');
          return answer(existing);
        }
      }
      const previous = (await selectStoryArtifacts(db, userId, story.id)).filter(
        (row) => row.kind === wanted.kind && row.processTrackingId,
      );
      const inFlight = previous.find((row) => IN_FLIGHT.includes(row.status));
      if (inFlight) return answer(inFlight);
      const told = previous.find((row) => row.status === 'succeeded');
      if (told && !regenerate) return answer(told);

      const artifactId = wanted.id ?? newArtifactId();
      const start = isStoryWorkKind(wanted.kind)
        ? await startWork(story, artifactId, wanted.kind, options)
        : await startStory(story, artifactId, fast);
      const now = new Date();
      const { row, isNew } = await recordAndCharge(
        deps,
        {
          userId,
          id: artifactId,
          storyId: story.id,
          kind: wanted.kind,
          status: 'queued',
          processTrackingId: newGenerationId(),
          createdAt: now,
          updatedAt: now,
        },
        start.charge,
      );
      // A twin request with the same id got there first and queues the job.
      if (!isNew) return answer(row);
      try {
        await start.enqueue({ userId, processTrackingId: row.processTrackingId! });
      } catch (error) {
        await endWithRefund(deps, row, 'failed', 'It could not be queued. Please try again.');
        throw error;
      }
      await publishGeneration(deps, row);
      return answer(row);
    },

    async get(userId: string, id: string): Promise<Artifact> {
      const row = await selectOwnedArtifact(db, userId, id);
      if (!row) throw artifactNotFound();
      return toArtifact(row);
    },

    /** Stops a queued or running generation with a full refund; always ends in a 499 error. */
    async cancel(userId: string, id: string): Promise<never> {
      const row = await selectOwnedArtifact(db, userId, id);
      if (!row) throw artifactNotFound();
      if (IN_FLIGHT.includes(row.status)) {
        await cancelGeneration(deps, row);
        // The job clears what it drew when it stops; this covers a job that is not running here.
        await removeArtifactPictures(deps, userId, id);
      }
      const now = await selectOwnedArtifact(db, userId, id);
      if (now && FINISHED_ARTIFACT_STATUSES.includes(now.status) && now.status !== 'cancelled') {
        throw alreadyFinished();
      }
      throw generationCancelledError();
    },

    /** Deletes one artifact of a story, cancelling (and refunding) it first if still under way. */
    async delete(userId: string, storyId: string, id: string): Promise<void> {
      const row = await selectOwnedArtifact(db, userId, id);
      if (!row || row.storyId !== storyId) throw artifactNotFound();
      if (IN_FLIGHT.includes(row.status)) await cancelGeneration(deps, row);
      await deleteOwnedArtifact(db, userId, id);
      await removeArtifactPictures(deps, userId, id);
    },

    /**
     * Saves a story written by hand as a finished artifact. With the id of one's own finished
     * artifact of the same story it replaces that artifact's result instead (a page edited by
     * the parent), keeping only pictures that are already that artifact's own.
     */
    async create(userId: string, body: CreateArtifactRequest): Promise<Artifact> {
      const { artifact } = createArtifactRequestSchema.parse(body);
      const story = await selectOwnedDraft(db, userId, artifact.storyId);
      if (!story) throw storyNotFound();
      const texts = [
        { field: 'Title', text: artifact.result.title },
        ...artifact.result.pages.map((page, index) => ({
          field: `Page ${index + 1}`,
          text: page.text,
        })),
      ];
      const safety = checkChildSafeText(texts);
      if (!safety.ok) throw unsafeText(describeProblems(safety.problems));
      const id = artifact.id ?? newArtifactId();
      const existing = artifact.id ? await selectOwnedArtifact(db, userId, id) : undefined;
      if (existing) {
        if (
          existing.storyId !== story.id ||
          existing.status !== 'succeeded' ||
          existing.kind !== 'story'
        ) {
          throw conflict('An artifact with this id already exists.');
        }
        return editArtifact(deps, existing, artifact.result, () =>
          artifact.parentBagId === undefined
            ? Promise.resolve(existing.parentBagId)
            : ownedBag(userId, artifact.parentBagId),
        );
      }
      const parentBagId = await ownedBag(userId, artifact.parentBagId);
      const result = await ownPicturesOnly(deps, userId, id, artifact.result);
      const now = new Date();
      const { row, inserted } = await insertArtifact(db, {
        userId,
        id,
        storyId: story.id,
        kind: artifact.kind,
        status: 'succeeded',
        percent: 100,
        result,
        parentBagId,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw conflict('An artifact with this id already exists.');
      return toArtifact(row);
    },

    /** Draws one page's picture again from a revised description (charged creditsPerImage). */
    regenerateImage(userId: string, id: string, body: RegenerateImageRequest): Promise<Artifact> {
      return regeneratePicture(deps, elementsForPictures, userId, id, body);
    },

    /** Files an artifact in one of the caller's bags (or takes it out with null). */
    async setParent(userId: string, id: string, filing: ArtifactFiling): Promise<Artifact> {
      const { storyId, parentBagId: bagId } = artifactFilingSchema.parse(filing);
      const row = await selectOwnedArtifact(db, userId, id);
      if (!row || row.storyId !== storyId) throw artifactNotFound();
      const parentBagId = await ownedBag(userId, bagId);
      const updated = await updateArtifactParent(db, userId, id, parentBagId);
      if (!updated) throw artifactNotFound();
      return toArtifact(updated);
    },
  };
}
