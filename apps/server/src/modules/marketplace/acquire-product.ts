import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import {
  bagFullMessage,
  MARKETPLACE_ERROR,
  STORY_ELEMENT_LIMITS,
  StoryElementType,
  userStoragePath,
  type Acquisition,
} from '@storyloom/contracts';
import {
  marketplaceAcquiredElements,
  marketplaceAcquisitions,
  marketplaceProducts,
} from '../../db/schema/marketplace.js';
import { knowledgeDocuments, storyElements } from '../../db/schema/story-elements.js';
import { randomBase62 } from '../../platform/random-id.js';
import {
  selectMemberIds,
  selectOwnedElement,
  selectOwnedElements,
  replaceBagMembers,
  presentElements,
  publishElementChange,
} from '../story-elements/index.js';
import {
  selectAcquiredElementIds,
  selectLiveAcquisition,
  type AcquisitionRow,
} from './acquisition.repository.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { bagNotFound, productNotFound } from './marketplace.errors.js';
import {
  selectProductCard,
  selectProductElements,
  selectProductKnowledge,
} from './marketplace.repository.js';
import { copyPictureSet, pictureFileName, removeFiles } from './product-files.js';
import { databaseErrorCode, SqlState } from '../../platform/db/database-errors.js';
import { bagCapacityOf } from '../plans/index.js';

type CopyRow = typeof storyElements.$inferInsert & { id: string; sourceId: string };

async function answer(
  deps: MarketplaceDeps,
  row: AcquisitionRow,
  alreadyAcquired: boolean,
): Promise<Acquisition> {
  return {
    productId: row.productId,
    bagId: row.bagId,
    elementIds: await selectAcquiredElementIds(deps.db, row.id),
    acquiredDateTimeUtcEpoch: row.createdAt.getTime(),
    alreadyAcquired,
  };
}

const bagFull = (capacity: number) =>
  new AppError(MARKETPLACE_ERROR.bagFull, bagFullMessage(capacity), 409);

/** The caller's target bag and the members it holds now; 404 unless it is their bag. */
async function targetBag(deps: MarketplaceDeps, userId: string, bagId: string) {
  const bag = await selectOwnedElement(deps.db, userId, bagId);
  if (!bag || bag.type !== StoryElementType.Bag) throw bagNotFound();
  return bag;
}

/**
 * Copies a published product into the caller's library as new, independent ideas in a bag (theirs
 * or a new one named after the product). Once per user: a repeat answers the first acquisition.
 * Pictures are written first and removed again when the transaction fails.
 */
export async function acquireProduct(
  deps: MarketplaceDeps,
  userId: string,
  productId: string,
  targetBagId: string | null,
): Promise<Acquisition> {
  const live = await selectLiveAcquisition(deps.db, userId, productId);
  if (live) return answer(deps, live, true);
  const product = await selectProductCard(deps.db, productId);
  if (!product || product.state !== 'published') throw productNotFound();
  const existingBag = targetBagId ? await targetBag(deps, userId, targetBagId) : undefined;
  const elements = await selectProductElements(deps.db, productId);
  const documents = await selectProductKnowledge(
    deps.db,
    elements.map((e) => e.id),
  );
  const capacity = await bagCapacityOf(deps.plans.subscriptions, userId);
  const heldBefore = existingBag
    ? ((await selectMemberIds(deps.db, [existingBag.id])).get(existingBag.id) ?? [])
    : [];
  if (heldBefore.length + elements.length > capacity) throw bagFull(capacity);

  const written: string[] = [];
  const now = new Date();
  const bagId = existingBag?.id ?? randomBase62();
  const avatarKey = (elementId: string) => (ext: string) =>
    userStoragePath(userId, `storyElements/${elementId}/${pictureFileName('avatar', ext)}`);
  const copies: CopyRow[] = [];
  let acquisition: AcquisitionRow;
  try {
    for (const [index, element] of elements.entries()) {
      const id = randomBase62();
      copies.push({
        id,
        userId,
        type: element.type,
        name: element.name,
        description: element.description,
        avatarPath: await copyPictureSet(deps.files, element.avatarPath, avatarKey(id), written),
        // A millisecond apart, so the library lists them in the product's order.
        createdAt: new Date(now.getTime() + index),
        updatedAt: now,
        sourceId: element.id,
      });
    }
    const newBagAvatar = existingBag
      ? null
      : await copyPictureSet(deps.files, product.coverPath, avatarKey(bagId), written);

    acquisition = await deps.db.transaction(async (tx) => {
      if (!existingBag) {
        await tx.insert(storyElements).values({
          id: bagId,
          userId,
          type: StoryElementType.Bag,
          name: product.title.slice(0, STORY_ELEMENT_LIMITS.nameMax),
          description: product.description.slice(0, STORY_ELEMENT_LIMITS.descriptionMax),
          avatarPath: newBagAvatar,
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx.insert(storyElements).values(copies.map(({ sourceId: _, ...copy }) => copy));
      const knowledge = copies.flatMap((copy) =>
        documents
          .filter((doc) => doc.productElementId === copy.sourceId)
          .map((doc, position) => ({
            id: randomBase62(),
            elementId: copy.id,
            title: doc.title,
            mediaType: doc.mediaType,
            sizeBytes: doc.sizeBytes,
            content: doc.content,
            createdAt: new Date(now.getTime() + position),
          })),
      );
      if (knowledge.length > 0) await tx.insert(knowledgeDocuments).values(knowledge);
      // Read inside the transaction, so a member added meanwhile is kept.
      const held = (await selectMemberIds(tx, [bagId])).get(bagId) ?? [];
      if (held.length + copies.length > capacity) throw bagFull(capacity);
      await replaceBagMembers(tx, bagId, [...held, ...copies.map((copy) => copy.id)]);
      await tx.update(storyElements).set({ updatedAt: now }).where(eq(storyElements.id, bagId));
      const [row] = await tx
        .insert(marketplaceAcquisitions)
        .values({
          id: randomBase62(),
          productId,
          userId,
          bagId,
          createdBag: existingBag ? 0 : 1,
          createdAt: now,
        })
        .returning();
      await tx
        .insert(marketplaceAcquiredElements)
        .values(copies.map((copy) => ({ acquisitionId: row!.id, elementId: copy.id })));
      await tx
        .update(marketplaceProducts)
        .set({ acquisitionCount: sql`${marketplaceProducts.acquisitionCount} + 1` })
        .where(eq(marketplaceProducts.id, productId));
      return row!;
    });
  } catch (error) {
    await removeFiles(deps.files, written, deps.logger);
    // The same user acquiring in two tabs at once: the first one wins, both answer it.
    if (databaseErrorCode(error) === SqlState.uniqueViolation) {
      const winner = await selectLiveAcquisition(deps.db, userId, productId);
      if (winner) return answer(deps, winner, true);
    }
    throw error;
  }

  const rows = await selectOwnedElements(deps.db, userId, [...copies.map((c) => c.id), bagId]);
  for (const element of await presentElements(deps.db, rows)) {
    const change = element.id === bagId && existingBag ? 'Modified' : 'Added';
    await publishElementChange(deps, userId, change, element);
  }
  return answer(deps, acquisition, false);
}
