import {
  ErrorText,
  STORY_GENERATION_EVENT,
  type ArtifactStatus,
  type GenerationStage,
} from '@storyloom/contracts';
import type { StoriesDeps } from './stories-deps.js';
import {
  IN_FLIGHT,
  selectOwnedArtifact,
  updateArtifactFrom,
  type ArtifactRow,
} from './stories.repository.js';
import { chargeReference } from './generation-charge.js';
import { toGenerationEvent } from './story-view.js';

type OutcomeDeps = Pick<StoriesDeps, 'db' | 'live' | 'plans' | 'logger'>;

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
  let row: ArtifactRow | undefined;
  // The end and its refund commit together: an artifact seen failed or cancelled has its credits
  // back already. Refund whether this call or a racing one ended it (a cancel call races the
  // aborted job): refunds are once per charge, and waiting for ours means that when a cancel
  // answers, the credits are back. A generation that succeeded meanwhile has nothing to refund.
  await deps.plans.credits.refundEndedWork(artifact.userId, async (tx) => {
    row = await updateArtifactFrom(tx, artifact.userId, artifact.id, IN_FLIGHT, { status, error });
    const ended = row ?? (await selectOwnedArtifact(tx, artifact.userId, artifact.id));
    const unpaid = ended?.status === 'failed' || ended?.status === 'cancelled';
    return unpaid ? chargeReference(ended) : undefined;
  });
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
