import { ContentKind } from '@storyloom/contracts';
import { PICTURE_CONTENT_KIND } from '../plans/index.js';
import type { StoriesDeps } from './stories-deps.js';
import { insertArtifact, type ArtifactRow, type NewArtifactRow } from './stories.repository.js';

// How a generation is paid: one transaction records the artifact and charges it (refunds, on
// failure or cancel, are in generation-outcome.ts and name the same reference).

/**
 * What the ledger calls one generation's charge; its refund names the same reference. A
 * generation is one artifact row's one run (its processTrackingId), never the artifact id alone:
 * a client chooses artifact ids and may use one again once its artifact is deleted, and that
 * later generation is new work, paid again and refunded on its own.
 */
export const chargeReference = (
  generation: Pick<ArtifactRow, 'userId' | 'id' | 'processTrackingId'>,
) => `artifact:${generation.userId}:${generation.id}:${generation.processTrackingId}`;

export type ChargeItem = { contentKind: ContentKind; units: number };

/**
 * Records a new generation and charges it in one transaction: every item paid together, the
 * artifact row written with the charge or not at all. A 402 leaves nothing behind, so a retry
 * after a top-up pays in full. When a twin request recorded the same artifact first, nothing is
 * charged and the twin's row is answered.
 */
export async function recordAndCharge(
  deps: Pick<StoriesDeps, 'plans'>,
  generation: NewArtifactRow & { processTrackingId: string },
  [first, ...others]: [ChargeItem, ...ChargeItem[]],
): Promise<{ row: ArtifactRow; isNew: boolean }> {
  let recorded: { row: ArtifactRow; inserted: boolean } | undefined;
  const reference = chargeReference(generation);
  await deps.plans.credits.spendCredits(
    {
      userId: generation.userId,
      contentKind: first.contentKind,
      units: first.units,
      alsoCharge: others,
      reference,
      idempotencyKey: `charge:${reference}`,
    },
    async (tx) => {
      recorded = await insertArtifact(tx, generation);
      return recorded.inserted;
    },
  );
  if (!recorded) throw new Error(`artifact ${generation.id} was not recorded with its charge`);
  return { row: recorded.row, isNew: recorded.inserted };
}

/** A story: creditsPerStory, and creditsPerImage for each page's picture. */
export const storyCharge = (pageCount: number): [ChargeItem, ...ChargeItem[]] => [
  { contentKind: ContentKind.Story, units: 1 },
  { contentKind: PICTURE_CONTENT_KIND, units: pageCount },
];
