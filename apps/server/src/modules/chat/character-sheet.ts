import { StoryElementType } from '@storyloom/contracts';
import type { CharacterSheet, ChatCompanion } from '../../engines/chat/index.js';
import type { Executor } from '../../platform/db/executor.js';
import { storiesFeaturing } from '../stories/index.js';
import {
  selectBagIdsHolding,
  selectKnowledgeContents,
  selectMemberIds,
  selectOwnedElements,
  type StoryElementRow,
} from '../story-elements/index.js';

/** A character speaks of this many friends and places at most: the ones nearest to it. */
const MOST_COMPANIONS = 12;

const COMPANION_KINDS: Partial<Record<number, ChatCompanion['kind']>> = {
  [StoryElementType.Character]: 'character',
  [StoryElementType.Location]: 'location',
  [StoryElementType.Note]: 'note',
};

/**
 * What the family wrote that the character speaks from: its description and knowledge, the
 * stories it appears in (one, or all), and the elements it shares bags and those stories with.
 */
export async function characterSheetOf(
  db: Executor,
  familyId: string,
  character: StoryElementRow,
  storyId: string | null,
): Promise<CharacterSheet> {
  const [knowledge, stories, bagIds] = await Promise.all([
    selectKnowledgeContents(db, character.id),
    storiesFeaturing(db, familyId, character.id, { storyId }),
    selectBagIdsHolding(db, character.id),
  ]);
  const bagMembers = await selectMemberIds(db, bagIds);
  // Story companions first (they were chosen together), then bag companions, each once.
  const companionIds = [
    ...new Set([
      ...stories.flatMap((story) => story.elementIds),
      ...[...bagMembers.values()].flat(),
    ]),
  ].filter((id) => id !== character.id);
  const rows = await selectOwnedElements(db, familyId, companionIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const companions = companionIds
    .flatMap((id) => {
      const row = byId.get(id);
      const kind = row ? COMPANION_KINDS[row.type] : undefined;
      return row && kind ? [{ name: row.name, kind, description: row.description }] : [];
    })
    .slice(0, MOST_COMPANIONS);
  return {
    name: character.name,
    description: character.description,
    knowledge,
    stories: stories.map((story) => ({ title: story.title, text: story.text })),
    companions,
    ...(stories[0] ? { language: stories[0].language } : {}),
  };
}
