import { and, eq, inArray } from 'drizzle-orm';
import type { AbandonProductResponse } from '@storyloom/contracts';
import { marketplaceAcquisitions } from '../../db/schema/marketplace.js';
import { bagMembers, storyElements } from '../../db/schema/story-elements.js';
import {
  releaseAvatar,
  selectMemberIds,
  selectOwnedElement,
  selectOwnedElements,
  touchElements,
  presentElements,
  publishElementChange,
  toStoryElement,
} from '../story-elements/index.js';
import { selectAcquiredElementIds, selectLiveAcquisition } from './acquisition.repository.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { acquisitionNotFound } from './marketplace.errors.js';

/**
 * Ends the caller's acquisition, so they may acquire the product again. The copies stay in the
 * library; with removeCopies, exactly the copies this acquisition made that still exist are
 * deleted, and the bag it made too once nothing else is in it.
 */
export async function abandonProduct(
  deps: MarketplaceDeps,
  userId: string,
  productId: string,
  removeCopies: boolean,
): Promise<AbandonProductResponse> {
  const acquisition = await selectLiveAcquisition(deps.db, userId, productId);
  if (!acquisition) throw acquisitionNotFound();
  const copyIds = removeCopies ? await selectAcquiredElementIds(deps.db, acquisition.id) : [];
  const now = new Date();

  const outcome = await deps.db.transaction(async (tx) => {
    await tx
      .update(marketplaceAcquisitions)
      .set({ endedAt: now })
      .where(eq(marketplaceAcquisitions.id, acquisition.id));
    if (copyIds.length === 0) return { removed: [], touchedBagIds: [] };
    const holders = await tx
      .selectDistinct({ bagId: bagMembers.bagId })
      .from(bagMembers)
      .where(inArray(bagMembers.memberId, copyIds));
    const removed = await tx
      .delete(storyElements)
      .where(and(eq(storyElements.userId, userId), inArray(storyElements.id, copyIds)))
      .returning();
    let touchedBagIds = holders.map((row) => row.bagId);
    if (acquisition.createdBag === 1) {
      const left = (await selectMemberIds(tx, [acquisition.bagId])).get(acquisition.bagId) ?? [];
      const bag = await selectOwnedElement(tx, userId, acquisition.bagId);
      if (bag && left.length === 0) {
        await tx.delete(storyElements).where(eq(storyElements.id, bag.id));
        removed.push(bag);
        touchedBagIds = touchedBagIds.filter((id) => id !== bag.id);
      }
    }
    await touchElements(tx, touchedBagIds, now);
    return { removed, touchedBagIds };
  });

  for (const row of outcome.removed) {
    await releaseAvatar(deps, userId, row.avatarPath);
    await publishElementChange(deps, userId, 'Removed', toStoryElement(row));
  }
  const touched = await selectOwnedElements(deps.db, userId, outcome.touchedBagIds);
  for (const bag of await presentElements(deps.db, touched)) {
    await publishElementChange(deps, userId, 'Modified', bag);
  }
  return { productId, removedElementIds: outcome.removed.map((row) => row.id) };
}
