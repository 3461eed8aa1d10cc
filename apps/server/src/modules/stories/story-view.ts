import {
  generationStageSchema,
  StoryElementType,
  type Artifact,
  type SavedStory,
  type StoryElement,
  type StoryGenerationEvent,
  type WizardPhase,
} from '@storyloom/contracts';
import type { Executor } from '../../platform/db/executor.js';
import {
  presentElements,
  selectOwnedElements,
  toStoryElement,
  type StoryElementRow,
} from '../story-elements/index.js';
import type { ArtifactRow, DraftRow } from './stories.repository.js';
import { selectStoryArtifactIds } from './stories.repository.js';

/** The user's library elements with these ids, in the given order; missing ids are skipped. */
export async function ownedElementsInOrder(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<StoryElementRow[]> {
  const rows = await selectOwnedElements(db, userId, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** The story as the API shows it, reading its elements and artifact ids. */
export async function presentStory(db: Executor, row: DraftRow): Promise<SavedStory> {
  const [elements, artifactIds] = await Promise.all([
    ownedElementsInOrder(db, row.userId, row.storyElementIds),
    selectStoryArtifactIds(db, row.userId, row.id),
  ]);
  return storyOf(row, await presentElements(db, elements), artifactIds);
}

/** The story as the API shows it, from a read that brought its elements and artifact ids along. */
export function presentReadStory(
  row: DraftRow,
  elements: Array<{ row: StoryElementRow; memberIds: string[] }>,
  artifactIds: string[],
): SavedStory {
  return storyOf(
    row,
    elements.map((element) => toStoryElement(element.row, element.memberIds)),
    artifactIds,
  );
}

function storyOf(row: DraftRow, storyElements: StoryElement[], artifactIds: string[]): SavedStory {
  return {
    id: row.id,
    currentPhase: row.currentPhase as WizardPhase,
    event: { description: row.eventDescription },
    goal: { description: row.goalDescription },
    challenge: { description: row.challengeDescription },
    instructions: { description: row.instructionsDescription },
    storyElements,
    options: { length: row.length, age: row.age, language: row.language },
    title: row.title,
    artifactIds,
    createdUtcEpoch: row.createdAt.getTime(),
    updatedUtcEpoch: row.updatedAt.getTime(),
  };
}

export function toArtifact(row: ArtifactRow): Artifact {
  // Each kind's result was written by its own job, in its own shape (ARTIFACT_RESULT_SCHEMAS).
  return {
    id: row.id,
    storyId: row.storyId,
    kind: row.kind,
    status: row.status,
    processTrackingId: row.processTrackingId,
    progress: { stage: stageOf(row.stage), percent: row.percent },
    result: row.result ?? null,
    error: row.error,
    parentBagId: row.parentBagId,
    createdUtcEpoch: row.createdAt.getTime(),
    updatedUtcEpoch: row.updatedAt.getTime(),
  } as Artifact;
}

export function toGenerationEvent(row: ArtifactRow): StoryGenerationEvent {
  return {
    artifactId: row.id,
    storyId: row.storyId,
    processTrackingId: row.processTrackingId ?? '',
    status: row.status,
    progress: { stage: stageOf(row.stage), percent: row.percent },
    error: row.error,
  };
}

const stageOf = (stage: string | null) => generationStageSchema.safeParse(stage).data ?? null;

export const isBag = (row: StoryElementRow) => row.type === StoryElementType.Bag;
