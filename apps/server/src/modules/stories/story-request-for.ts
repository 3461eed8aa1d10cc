import {
  longerContentNotAllowedMessage,
  nothingToTellMessage,
  StoryElementType,
} from '@storyloom/contracts';
import type { Executor } from '../../platform/db/executor.js';
import { AppError, badRequest, forbidden } from '../../platform/http/app-error.js';
import {
  checkChildSafeText,
  describeProblems,
  type ChildSafetyText,
} from '../../engines/child-safety/index.js';
import { selectMemberIds, type StoryElementRow } from '../story-elements/index.js';
import type { StoryRequest } from '../../engines/storyteller/index.js';
import type { StoriesDeps } from './stories-deps.js';
import type { DraftRow } from './stories.repository.js';
import { unsafeText } from './stories.errors.js';
import { ownedElementsInOrder } from './story-view.js';

const KIND_OF: Partial<Record<number, 'character' | 'location' | 'note'>> = {
  [StoryElementType.Character]: 'character',
  [StoryElementType.Location]: 'location',
  [StoryElementType.Note]: 'note',
};

const toRequestElement = (element: StoryElementRow) => ({
  name: element.name,
  description: element.description,
  type: KIND_OF[element.type]!,
});

/** The chosen elements with each chosen bag replaced by what it holds, without repeats. */
async function elementsToTell(db: Executor, story: DraftRow): Promise<StoryElementRow[]> {
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

/** The story's elements as the storyteller gets them (pictures describe characters by them). */
export async function storyElementsFor(
  db: Executor,
  story: DraftRow,
): Promise<StoryRequest['elements']> {
  return (await elementsToTell(db, story)).map(toRequestElement);
}

async function canTellLonger(deps: Pick<StoriesDeps, 'plans'>, userId: string): Promise<boolean> {
  try {
    return (await deps.plans.subscriptions.getCurrentSubscription(userId)).canGenerateLongerContent;
  } catch (error) {
    // No subscription yet: the Demo default, which has no longer content.
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/** Checks a story can be told by this user now; answers what the storyteller gets. */
export async function storyRequestFor(
  deps: Pick<StoriesDeps, 'db' | 'plans'>,
  story: DraftRow,
  artifactId: string,
): Promise<StoryRequest> {
  const elements = await elementsToTell(deps.db, story);
  const descriptions = {
    event: story.eventDescription,
    goal: story.goalDescription,
    challenge: story.challengeDescription,
    instructions: story.instructionsDescription,
  };
  if (elements.length === 0 && Object.values(descriptions).every((text) => !text.trim())) {
    throw badRequest(nothingToTellMessage);
  }
  if (story.length === 'longer' && !(await canTellLonger(deps, story.userId))) {
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
    elements: elements.map(toRequestElement),
    ...descriptions,
    length: story.length,
    age: story.age,
    language: story.language,
    seed: artifactId,
  };
}
