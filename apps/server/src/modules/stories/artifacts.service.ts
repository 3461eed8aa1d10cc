import { randomUUID } from 'node:crypto';
import {
  ContentKind,
  FINISHED_ARTIFACT_STATUSES,
  longerContentNotAllowedMessage,
  nothingToTellMessage,
  StoryElementType,
  type Artifact,
  type CreateArtifactRequest,
  type GenerateArtifactRequest,
  type GenerateArtifactResponse,
  type SetArtifactParentRequest,
} from '@storyloom/contracts';
import {
  createArtifactRequestSchema,
  generateArtifactRequestSchema,
  setArtifactParentRequestSchema,
} from '@storyloom/contracts';
import { AppError, badRequest, conflict, forbidden } from '../../platform/http/app-error.js';
import {
  checkChildSafeText,
  describeProblems,
  type ChildSafetyText,
} from '../child-safety/child-safety.js';
import {
  selectMemberIds,
  selectOwnedElement,
  type StoryElementRow,
} from '../story-elements/story-elements.repository.js';
import type { StoryRequest } from '../storyteller/index.js';
import {
  cancelGeneration,
  chargeKey,
  chargeReference,
  endWithRefund,
  publishGeneration,
} from './generation-outcome.js';
import type { StoriesDeps } from './stories-deps.js';
import {
  deleteOwnedArtifact,
  IN_FLIGHT,
  insertArtifact,
  selectOwnedArtifact,
  selectOwnedStory,
  selectStoryArtifacts,
  updateArtifactParent,
  type ArtifactRow,
  type StoryRow,
} from './stories.repository.js';
import {
  artifactNotFound,
  bagNotFound,
  generationCancelledError,
  storyNotFound,
  unsafeText,
} from './stories.errors.js';
import { storyGenerationJob } from './story-generation.job.js';
import { ownedElementsInOrder, toArtifact } from './story-view.js';

const alreadyFinished = () => conflict('This generation has already finished.');

const KIND_OF: Partial<Record<number, 'character' | 'location' | 'note'>> = {
  [StoryElementType.Character]: 'character',
  [StoryElementType.Location]: 'location',
  [StoryElementType.Note]: 'note',
};

export type ArtifactsService = ReturnType<typeof createArtifactsService>;

/** Generation (as a job), reading, cancelling and filing of a story's artifacts. */
export function createArtifactsService(deps: StoriesDeps) {
  const { db } = deps;
  const job = storyGenerationJob(deps);
  deps.jobs.register(job);

  /** The chosen elements with each chosen bag replaced by what it holds, without repeats. */
  async function elementsToTell(story: StoryRow): Promise<StoryElementRow[]> {
    const chosen = await ownedElementsInOrder(db, story.userId, story.storyElementIds);
    const bags = chosen.filter((row) => row.type === StoryElementType.Bag);
    const members = await selectMemberIds(
      db,
      bags.map((bag) => bag.id),
    );
    const ids = chosen.flatMap((row) =>
      row.type === StoryElementType.Bag ? (members.get(row.id) ?? []) : [row.id],
    );
    const rows = await ownedElementsInOrder(db, story.userId, ids);
    return rows.filter((row) => KIND_OF[row.type] !== undefined);
  }

  async function canTellLonger(userId: string): Promise<boolean> {
    try {
      return (await deps.plans.subscriptions.getCurrentSubscription(userId))
        .canGenerateLongerContent;
    } catch (error) {
      // No subscription yet: the Demo default, which has no longer content.
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  }

  /** Checks a story can be told by this user now; answers what the storyteller gets. */
  async function storyRequestFor(story: StoryRow, artifactId: string): Promise<StoryRequest> {
    const elements = await elementsToTell(story);
    const descriptions = {
      event: story.eventDescription,
      goal: story.goalDescription,
      challenge: story.challengeDescription,
      instructions: story.instructionsDescription,
    };
    if (elements.length === 0 && Object.values(descriptions).every((text) => !text.trim())) {
      throw badRequest(nothingToTellMessage);
    }
    if (story.length === 'longer' && !(await canTellLonger(story.userId))) {
      throw forbidden(longerContentNotAllowedMessage);
    }
    const texts: ChildSafetyText[] = [
      { field: 'What happens', text: descriptions.event },
      { field: 'The goal', text: descriptions.goal },
      { field: 'The challenge', text: descriptions.challenge },
      { field: 'Instructions', text: descriptions.instructions },
      ...(story.title ? [{ field: 'Title', text: story.title }] : []),
      ...elements.flatMap((element) => [
        { field: element.name, text: element.name },
        { field: element.name, text: element.description },
      ]),
    ];
    const safety = checkChildSafeText(texts);
    if (!safety.ok) throw unsafeText(describeProblems(safety.problems));
    return {
      elements: elements.map((element) => ({
        name: element.name,
        description: element.description,
        type: KIND_OF[element.type]!,
      })),
      ...descriptions,
      length: story.length,
      age: story.age,
      language: story.language,
      seed: artifactId,
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
     * Checks, charges once per artifact id, then queues the telling. A repeated call for the same
     * artifact, or while the story is still being told, answers that generation again.
     */
    async generate(
      userId: string,
      body: GenerateArtifactRequest,
    ): Promise<GenerateArtifactResponse> {
      const { Artifact: wanted, Regenerate } = generateArtifactRequestSchema.parse(body);
      const story = await selectOwnedStory(db, userId, wanted.storyId);
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
      if (told && !Regenerate) return answer(told);

      const artifactId = wanted.id ?? randomUUID();
      const request = await storyRequestFor(story, artifactId);
      // 402 here leaves nothing behind: no artifact, no job.
      await deps.plans.credits.spendCredits({
        userId,
        contentKind: ContentKind.Story,
        reference: chargeReference(userId, artifactId),
        idempotencyKey: chargeKey(userId, artifactId),
      });
      const now = new Date();
      const { row, inserted } = await insertArtifact(db, {
        userId,
        id: artifactId,
        storyId: story.id,
        kind: wanted.kind,
        status: 'queued',
        processTrackingId: randomUUID(),
        createdAt: now,
        updatedAt: now,
      });
      // A twin request with the same id got there first and queues the job.
      if (!inserted) return answer(row);
      try {
        await deps.jobs.enqueue(
          job,
          { userId, artifactId, request },
          { userId, processTrackingId: row.processTrackingId! },
        );
      } catch (error) {
        await endWithRefund(
          deps,
          row,
          'failed',
          'The story could not be queued. Please try again.',
        );
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
      if (IN_FLIGHT.includes(row.status)) await cancelGeneration(deps, row);
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
    },

    /** Saves a story written or edited by hand as a finished artifact. */
    async create(userId: string, body: CreateArtifactRequest): Promise<Artifact> {
      const { artifact } = createArtifactRequestSchema.parse(body);
      const story = await selectOwnedStory(db, userId, artifact.storyId);
      if (!story) throw storyNotFound();
      const parentBagId = await ownedBag(userId, artifact.parentBagId);
      const texts = [
        { field: 'Title', text: artifact.result.title },
        ...artifact.result.pages.map((page, index) => ({
          field: `Page ${index + 1}`,
          text: page.text,
        })),
      ];
      const safety = checkChildSafeText(texts);
      if (!safety.ok) throw unsafeText(describeProblems(safety.problems));
      const now = new Date();
      const { row, inserted } = await insertArtifact(db, {
        userId,
        id: artifact.id ?? randomUUID(),
        storyId: story.id,
        kind: artifact.kind,
        status: 'succeeded',
        percent: 100,
        result: artifact.result,
        parentBagId,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw conflict('An artifact with this id already exists.');
      return toArtifact(row);
    },

    /** Files an artifact in one of the caller's bags (or takes it out with null). */
    async setParent(userId: string, id: string, body: SetArtifactParentRequest): Promise<Artifact> {
      const { StoryId, NewParentBagId } = setArtifactParentRequestSchema.parse(body);
      const row = await selectOwnedArtifact(db, userId, id);
      if (!row || row.storyId !== StoryId) throw artifactNotFound();
      const parentBagId = await ownedBag(userId, NewParentBagId);
      const updated = await updateArtifactParent(db, userId, id, parentBagId);
      if (!updated) throw artifactNotFound();
      return toArtifact(updated);
    },
  };
}
