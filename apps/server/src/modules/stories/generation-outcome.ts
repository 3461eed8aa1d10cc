import {
  ContentKind,
  ErrorText,
  STORY_GENERATION_EVENT,
  type ArtifactStatus,
  type GenerationStage,
} from '@storyloom/contracts';
import type { StoriesDeps } from './stories-deps.js';
import {
  IN_FLIGHT,
  insertArtifact,
  selectOwnedArtifact,
  updateArtifactFrom,
  type ArtifactRow,
  type NewArtifactRow,
} from './stories.repository.js';
import { toGenerationEvent } from './story-view.js';

/**
 * What the ledger calls one generation's charge; its refund names the same reference. A
 * generation is one artifact row's one run (its processTrackingId), never the artifact id alone:
 * a client chooses artifact ids and may use one again once its artifact is deleted, and that
 * later generation is new work, paid again and refunded on its own.
 */
export const chargeReference = (
  generation: Pick<ArtifactRow, 'userId' | 'id' | 'processTrackingId'>,
) => `artifact:${generation.userId}:${generation.id}:${generation.processTrackingId}`;

type OutcomeDeps = Pick<StoriesDeps, 'db' | 'live' | 'plans' | 'logger'>;

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
  // ColoringBook is the kind priced at creditsPerImage per unit.
  { contentKind: ContentKind.ColoringBook, units: pageCount },
];

/** Tells the owner's open tabs; a live event that does not go out must not fail the work. */
export async function publishGeneration(deps: OutcomeDeps, row: ArtifactRow): Promise<void> {
  try {
    await deps.live.publish(row.userId, {
      type: STORY_GENERATION_EVENT,
      data: toGenerationEvent(row),
    });
  } catch (error) {
    deps.logger.warn({ err: error, artifactId: row.id }, 'could not publish generation progress');
  }
}

/** Moves a generation to a stage while it is still queued or running. */
export async function recordStage(
  deps: OutcomeDeps,
  artifact: Pick<ArtifactRow, 'userId' | 'id'>,
  stage: GenerationStage,
  percent: number,
): Promise<ArtifactRow | undefined> {
  const row = await updateArtifactFrom(deps.db, artifact.userId, artifact.id, IN_FLIGHT, {
    status: 'running',
    stage,
    percent,
  });
  if (row) await publishGeneration(deps, row);
  return row;
}

/**
 * Ends a generation that has not ended yet, as failed or cancelled, and gives back every credit it
 * was charged. Answers the ended row, or undefined when it had already ended (nothing done then).
 */
export async function endWithRefund(
  deps: OutcomeDeps,
  artifact: Pick<ArtifactRow, 'userId' | 'id'>,
  status: Extract<ArtifactStatus, 'failed' | 'cancelled'>,
  error: string,
): Promise<ArtifactRow | undefined> {
  const row = await updateArtifactFrom(deps.db, artifact.userId, artifact.id, IN_FLIGHT, {
    status,
    error,
  });
  // Refund whether this call or a racing one ended it (a cancel call races the aborted job):
  // refunds are once per charge, and waiting for ours means that when a cancel answers, the
  // credits are back. A generation that succeeded meanwhile has nothing to refund.
  const ended = row ?? (await selectOwnedArtifact(deps.db, artifact.userId, artifact.id));
  if (ended && (ended.status === 'failed' || ended.status === 'cancelled')) {
    await deps.plans.credits.refundCredits({
      userId: ended.userId,
      reference: chargeReference(ended),
    });
  }
  if (!row) return undefined;
  await publishGeneration(deps, row);
  return row;
}

export const CANCELLED_MESSAGE = ErrorText.generationCancelled.message;

/** Asks the queue to stop the job and ends the artifact cancelled with a full refund. */
export async function cancelGeneration(
  deps: OutcomeDeps & Pick<StoriesDeps, 'jobs'>,
  artifact: ArtifactRow,
): Promise<ArtifactRow | undefined> {
  if (artifact.processTrackingId) await deps.jobs.cancel(artifact.processTrackingId);
  return endWithRefund(deps, artifact, 'cancelled', CANCELLED_MESSAGE);
}
