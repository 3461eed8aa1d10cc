import { and, eq, isNull } from 'drizzle-orm';
import {
  marketplaceAcquiredElements,
  marketplaceAcquisitions,
} from '../../db/schema/marketplace.js';
import type { Executor } from '../../platform/db/executor.js';

export type AcquisitionRow = typeof marketplaceAcquisitions.$inferSelect;

/** The caller's acquisition of a product that has not been abandoned. */
export async function selectLiveAcquisition(
  db: Executor,
  userId: string,
  productId: string,
): Promise<AcquisitionRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceAcquisitions)
    .where(
      and(
        eq(marketplaceAcquisitions.productId, productId),
        eq(marketplaceAcquisitions.userId, userId),
        isNull(marketplaceAcquisitions.endedAt),
      ),
    );
  return row;
}

/** The copies an acquisition made that still exist (deleted ones drop out with their element). */
export async function selectAcquiredElementIds(
  db: Executor,
  acquisitionId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: marketplaceAcquiredElements.elementId })
    .from(marketplaceAcquiredElements)
    .where(eq(marketplaceAcquiredElements.acquisitionId, acquisitionId));
  return rows.map((row) => row.id);
}
