import {
  STORY_ELEMENT_CHANGED_EVENT,
  StoryElementType,
  type ChangeType,
  type KnowledgeDocumentSummary,
  type StoryElement,
  type StoryElementChangedEvent,
  type StoryElementDetails,
} from '@storyloom/contracts';
import type { Executor } from '../../platform/db/executor.js';
import type { StoryElementsDeps } from './story-elements-deps.js';
import {
  selectKnowledgeSummaries,
  selectMemberIds,
  type KnowledgeSummaryRow,
  type StoryElementRow,
} from './story-elements.repository.js';

/** The wire shape: ms timestamps, the avatar's storage path when there is one, bag members. */
export function toStoryElement(row: StoryElementRow, memberIds: string[] = []): StoryElement {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as StoryElementType,
    createdDateTimeUtcEpoch: row.createdAt.getTime(),
    updatedDateTimeUtcEpoch: row.updatedAt.getTime(),
    ...(row.avatarPath ? { avatarUrl: row.avatarPath } : {}),
    ...(row.type === StoryElementType.Bag ? { memberIds } : {}),
  };
}

export const toKnowledgeSummary = (row: KnowledgeSummaryRow): KnowledgeDocumentSummary => ({
  id: row.id,
  title: row.title,
  mediaType: row.mediaType as KnowledgeDocumentSummary['mediaType'],
  sizeBytes: row.sizeBytes,
  createdDateTimeUtcEpoch: row.createdAt.getTime(),
});

/** Elements as the API shows them, with the members of the bags among them. */
export async function presentElements(
  db: Executor,
  rows: StoryElementRow[],
): Promise<StoryElement[]> {
  const bagIds = rows.filter((row) => row.type === StoryElementType.Bag).map((row) => row.id);
  const members = await selectMemberIds(db, bagIds);
  return rows.map((row) => toStoryElement(row, members.get(row.id)));
}

export async function presentDetails(
  db: Executor,
  row: StoryElementRow,
): Promise<StoryElementDetails> {
  const [[element], knowledge] = await Promise.all([
    presentElements(db, [row]),
    selectKnowledgeSummaries(db, row.id),
  ]);
  return { ...element!, knowledge: knowledge.map(toKnowledgeSummary) };
}

/**
 * Tells the owner's open tabs about a committed change. A failure is logged, not thrown: the
 * change is stored, and the client's next read shows it.
 */
export async function publishElementChange(
  deps: Pick<StoryElementsDeps, 'live' | 'logger'>,
  userId: string,
  changeType: ChangeType,
  element: StoryElement,
): Promise<void> {
  const data: StoryElementChangedEvent = { changeType, element };
  try {
    await deps.live.publish(userId, { type: STORY_ELEMENT_CHANGED_EVENT, data });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'could not publish a story element change');
  }
}
