import { StoryElementType } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { checkChildSafeText, describeProblems } from '../../engines/child-safety/index.js';
import {
  selectMemberIds,
  selectOwnedElements,
  type StoryElementRow,
} from '../story-elements/index.js';

/** Names and descriptions others will read, checked as marketplace publishing checks them. */
const safetyOf = (elements: StoryElementRow[]) =>
  checkChildSafeText(
    elements.flatMap((element) => [
      { field: `Name of “${element.name}”`, text: element.name },
      { field: `Description of “${element.name}”`, text: element.description },
    ]),
  );

/** Whether a shared element and its bag members read right for children. */
export const childSafeToShow = (elements: StoryElementRow[]) => safetyOf(elements).ok;

/**
 * Refuses to share an element (and, for a bag, what it holds) whose texts are not right for
 * children: 422 `unsafe_text` naming what to change, as the stories and the improver answer.
 */
export async function assertChildSafeToShare(
  db: Db,
  userId: string,
  element: StoryElementRow,
): Promise<void> {
  const ids =
    element.type === StoryElementType.Bag
      ? ((await selectMemberIds(db, [element.id])).get(element.id) ?? [])
      : [];
  const members = ids.length > 0 ? await selectOwnedElements(db, userId, ids) : [];
  const safety = safetyOf([element, ...members]);
  if (!safety.ok) throw new AppError('unsafe_text', describeProblems(safety.problems), 422);
}
