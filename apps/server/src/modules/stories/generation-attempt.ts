import type { ArtifactResult } from '@storyloom/contracts';
import type { JobContext } from '../../platform/queue/job-definition.js';
import { JobCancelledError } from '../../platform/queue/job-attempt.js';
import { CANCELLED_MESSAGE, endWithRefund, publishGeneration } from './generation-outcome.js';
import type { StoriesDeps } from './stories-deps.js';
import { IN_FLIGHT, selectOwnedArtifact, updateArtifactFrom } from './stories.repository.js';
import { removeArtifactPictures } from './story-pictures.js';

type AttemptDeps = Pick<StoriesDeps, 'db' | 'live' | 'plans' | 'logger' | 'files'>;

export type GenerationAttempt = {
  userId: string;
  artifactId: string;
  context: Pick<JobContext, 'signal' | 'attempt'>;
  maxAttempts: number;
  /** What the family reads when the last attempt failed; never a stack. */
  failureMessage: (error: unknown) => string;
};

/**
 * One attempt of an artifact's generation job, for every kind: skips an artifact that is no
 * longer waiting (deleted, cancelled, already made), stores the result as succeeded, and on the
 * last failure or a cancel ends it with a full refund and without leftover files. Errors are
 * rethrown so the queue records the attempt and retries while retries remain.
 */
export async function attemptGeneration(
  deps: AttemptDeps,
  attempt: GenerationAttempt,
  make: () => Promise<ArtifactResult>,
): Promise<{ artifactId: string }> {
  const { userId, artifactId, context } = attempt;
  const artifact = { userId, id: artifactId };
  const current = await selectOwnedArtifact(deps.db, userId, artifactId);
  // Deleted, cancelled or already made: a late or repeated delivery has nothing to do.
  if (!current || !IN_FLIGHT.includes(current.status)) return { artifactId };
  try {
    const result = await make();
    context.signal.throwIfAborted();
    const made = await updateArtifactFrom(deps.db, userId, artifactId, IN_FLIGHT, {
      status: 'succeeded',
      stage: 'finishing',
      percent: 100,
      result,
      error: null,
    });
    if (made) await publishGeneration(deps, made);
    // Cancelled while finishing: the files belong to nothing now.
    else await removeArtifactPictures(deps, userId, artifactId);
    return { artifactId };
  } catch (error) {
    const cancelled = context.signal.reason instanceof JobCancelledError;
    if (cancelled || context.attempt >= attempt.maxAttempts) {
      // Files go first, so an artifact seen ended never has leftovers still stored.
      await removeArtifactPictures(deps, userId, artifactId);
      if (cancelled) await endWithRefund(deps, artifact, 'cancelled', CANCELLED_MESSAGE);
      else await endWithRefund(deps, artifact, 'failed', attempt.failureMessage(error));
    } else {
      const now = await selectOwnedArtifact(deps.db, userId, artifactId);
      if (!now || !IN_FLIGHT.includes(now.status)) {
        await removeArtifactPictures(deps, userId, artifactId);
      }
    }
    throw error;
  }
}

/** The job's last attempt expired or its process died, so the catch above never ran. */
export async function giveUpGeneration(
  deps: AttemptDeps,
  artifact: { userId: string; id: string },
  message: string,
): Promise<void> {
  await removeArtifactPictures(deps, artifact.userId, artifact.id);
  await endWithRefund(deps, artifact, 'failed', message);
}

/** A reason short enough to show, in parentheses, after what could not be made. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  return text && text.length <= 300 ? ` (${text})` : '';
}
