import { AppError, badRequest } from '../../platform/http/app-error.js';
import {
  bagFullMessage,
  isBagMemberType,
  STORY_ELEMENT_LIMITS,
  StoryElementType,
  userStoragePath,
  type StoryElementDetails,
} from '@storyloom/contracts';
import { randomBase62 } from '../../platform/random-id.js';
import { avatarTooLarge, prepareUploadedAvatar, type AvatarImageSet } from './avatar-images.js';
import {
  assertOwnStoredAvatar,
  avatarSetPaths,
  deleteQuietly,
  releaseAvatar,
  storeAvatarSet,
} from './avatar-storage.js';
import {
  prepareKnowledge,
  tooManyKnowledgeDocuments,
  type PreparedKnowledge,
} from './knowledge.js';
import type { StoryElementsDeps } from './story-elements-deps.js';
import { elementNotFound, knowledgeNotFound, memberNotFound } from './story-elements.errors.js';
import {
  deleteKnowledge,
  insertElement,
  insertKnowledge,
  replaceBagMembers,
  selectKnowledgeSummaries,
  selectMemberIds,
  selectOwnedElement,
  selectOwnedElements,
  updateElement,
  type StoryElementRow,
} from './story-elements.repository.js';
import { presentDetails, publishElementChange } from './story-element-view.js';
import type { UpsertForm, UpsertRequest } from './upsert-form.js';
import { databaseErrorCode, SqlState } from '../../platform/db/database-errors.js';
import { bagCapacityOf } from '../plans/index.js';

type Input = UpsertRequest['storyElement'];

const withoutKnowledge = ({ knowledge: _, ...element }: StoryElementDetails) => element;

/** The member list to store, or undefined to keep the bag's members as they are. */
async function checkMembers(
  deps: StoryElementsDeps,
  userId: string,
  input: Input,
  existing: StoryElementRow | undefined,
): Promise<string[] | undefined> {
  if (input.memberIds === undefined) return undefined;
  if (input.type !== StoryElementType.Bag) {
    throw badRequest('Only a bag can hold other elements.');
  }
  const memberIds = [...new Set(input.memberIds)];
  if (existing && memberIds.includes(existing.id)) throw badRequest('A bag cannot hold itself.');
  const members = await selectOwnedElements(deps.db, userId, memberIds);
  if (members.length !== memberIds.length) {
    throw memberNotFound();
  }
  if (members.some((member) => !isBagMemberType(member.type as StoryElementType))) {
    throw badRequest('A bag cannot hold another bag.');
  }
  const capacity = await bagCapacityOf(deps.plans.subscriptions, userId);
  const heldNow = existing
    ? ((await selectMemberIds(deps.db, [existing.id])).get(existing.id) ?? [])
    : [];
  // A bag filled on a bigger plan may keep (or shed) members; it may not grow past the limit.
  if (memberIds.length > capacity && memberIds.length > heldNow.length) {
    throw new AppError('bag_full', bagFullMessage(capacity), 409);
  }
  return memberIds;
}

async function checkKnowledgeCount(
  deps: StoryElementsDeps,
  existing: StoryElementRow | undefined,
  removeIds: string[],
  added: number,
): Promise<string[]> {
  const currentIds = existing
    ? (await selectKnowledgeSummaries(deps.db, existing.id)).map((row) => row.id)
    : [];
  const removals = [...new Set(removeIds)];
  if (removals.some((id) => !currentIds.includes(id))) {
    throw knowledgeNotFound();
  }
  const total = currentIds.length - removals.length + added;
  if (total > STORY_ELEMENT_LIMITS.knowledgeDocumentsPerElement) throw tooManyKnowledgeDocuments();
  return removals;
}

/** Checks everything that needs neither storage nor a transaction, in the order users fix it. */
async function validate(deps: StoryElementsDeps, userId: string, form: UpsertForm) {
  const { storyElement: input, removeKnowledgeIds } = form.request;
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the transaction.
  if (`${input.name}${input.description}`.includes('\u0000')) {
    throw badRequest('A name or description cannot contain NUL characters.');
  }
  const knowledge: PreparedKnowledge[] = form.knowledge.map(prepareKnowledge);
  let avatarImages: AvatarImageSet | undefined;
  if (form.avatar) {
    if (form.avatar.tooLarge) throw avatarTooLarge();
    avatarImages = await prepareUploadedAvatar(form.avatar.data);
  }
  const existing = input.id ? await selectOwnedElement(deps.db, userId, input.id) : undefined;
  if (input.id && !existing) throw elementNotFound();
  if (existing && existing.type !== input.type) {
    throw badRequest('The type of an existing element cannot change.');
  }
  const memberIds = await checkMembers(deps, userId, input, existing);
  if (
    !avatarImages &&
    typeof input.avatarUrl === 'string' &&
    input.avatarUrl !== existing?.avatarPath
  ) {
    await assertOwnStoredAvatar(deps.files, userId, input.avatarUrl);
  }
  const removals = await checkKnowledgeCount(deps, existing, removeKnowledgeIds, knowledge.length);
  return { input, existing, knowledge, avatarImages, memberIds, removals };
}

/**
 * Creates (no id) or updates (an id of the caller's) an element from the multipart form. All
 * checks run before anything is written; a failing database step deletes the pictures written
 * for it; the replaced picture is deleted after the commit.
 */
export async function upsertStoryElement(
  deps: StoryElementsDeps,
  userId: string,
  form: UpsertForm,
): Promise<{ created: boolean; details: StoryElementDetails }> {
  const checked = await validate(deps, userId, form);
  const { input, existing, avatarImages } = checked;
  const elementId = existing?.id ?? randomBase62();
  const now = new Date();

  let avatarPath: string | null =
    input.avatarUrl === undefined ? (existing?.avatarPath ?? null) : input.avatarUrl;
  const written: string[] = [];
  if (avatarImages) {
    avatarPath = userStoragePath(
      userId,
      `storyElements/${elementId}/avatar-${randomBase62(12)}.${avatarImages.extension}`,
    );
    written.push(...avatarSetPaths(avatarPath));
    await storeAvatarSet(deps.files, avatarPath, avatarImages);
  }

  let row: StoryElementRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const values = {
        name: input.name,
        description: input.description,
        avatarPath,
        updatedAt: now,
      };
      if (existing) {
        if (!(await updateElement(tx, userId, elementId, values))) throw elementNotFound();
      } else {
        await insertElement(tx, {
          id: elementId,
          userId,
          type: input.type,
          createdAt: now,
          ...values,
        });
      }
      if (checked.memberIds) await replaceBagMembers(tx, elementId, checked.memberIds);
      await deleteKnowledge(tx, elementId, checked.removals);
      await insertKnowledge(
        tx,
        checked.knowledge.map((document, index) => ({
          id: randomBase62(),
          elementId,
          // One millisecond apart, so documents list in the order they were uploaded.
          createdAt: new Date(now.getTime() + index),
          ...document,
        })),
      );
      return (await selectOwnedElement(tx, userId, elementId))!;
    });
  } catch (error) {
    await deleteQuietly(deps.files, written, deps.logger);
    // A member deleted between the checks and the commit.
    if (databaseErrorCode(error) === SqlState.foreignKeyViolation) {
      throw memberNotFound();
    }
    throw error;
  }

  if (existing?.avatarPath && existing.avatarPath !== avatarPath) {
    await releaseAvatar(deps, userId, existing.avatarPath);
  }
  const details = await presentDetails(deps.db, row);
  await publishElementChange(
    deps,
    userId,
    existing ? 'Modified' : 'Added',
    withoutKnowledge(details),
  );
  return { created: !existing, details };
}
