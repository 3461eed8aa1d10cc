import {
  FINISHED_ARTIFACT_STATUSES,
  STORY_GENERATION_EVENT,
  generationCancelled,
  storyGenerationEventSchema,
  type Artifact,
  type ArtifactStatus,
  type GenerateArtifactResponse,
  type GenerationProgress,
} from '@storyloom/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf, userMessageOf } from '../api-client';
import { useApiClient } from '../api-client-context';
import { LIVE_RECONNECTED } from '../live-client';
import { useLiveEvent } from '../live-events-context';
import {
  cancelGeneration,
  fetchArtifact,
  requestGeneration,
  type GenerationRequest,
} from './generation-api';

/** How often the progress is asked for, in case a live event went missing. */
export const PROGRESS_POLL_MS = 4000;

export function isFinished(status: ArtifactStatus): boolean {
  return FINISHED_ARTIFACT_STATUSES.includes(status);
}

/** What the caller holds of the generation it follows (a told story, a work). */
export interface FollowedGeneration {
  artifactId: string;
  status: ArtifactStatus;
  /** What was made, once read; null until then. */
  result: unknown;
}

/** What a live event (or a stop) changes: the status, how far along, and why it failed. */
export type GenerationChange = {
  status: ArtifactStatus;
  error: string | null;
  /** Absent when only the status changed (a stop). */
  progress?: GenerationProgress;
};

export type StartOutcome =
  | ({ status: 'started' } & GenerateArtifactResponse)
  /** 402: nothing was charged or queued; `needsCredits` is set until the next start. */
  | { status: 'needsCredits' }
  | { status: 'failed'; message: string };

export type CancelOutcome =
  | { status: 'cancelled' | 'alreadyFinished' | 'nothingToStop' }
  | { status: 'failed'; message: string };

export interface FollowGenerationOptions {
  /** The generation the caller holds, or null when there is none. */
  generation: FollowedGeneration | null;
  /** False while nobody can ask the server (a signed-out visitor): nothing is read then. */
  enabled?: boolean;
  /** A live event, or a stop, changed the followed generation: merge it into what is held. */
  onProgress: (change: GenerationChange) => void;
  /** The followed generation as the server holds it now (its result once it has succeeded). */
  onRead: (artifact: Artifact) => void;
}

/** Worth asking about: not finished yet, or succeeded with its result not read yet. */
function stillComing({ status, result }: FollowedGeneration): boolean {
  return !isFinished(status) || (status === 'succeeded' && result == null);
}

/**
 * Follows one generation of a story or a work: starts it, hears its progress live, asks again
 * after a reconnect (events sent meanwhile are not replayed) and every few seconds in case an
 * event went missing, reads the result once it has succeeded, and stops it on request.
 *
 * The caller keeps the generation (in a slice, in local state) and passes it in; the hook tells
 * it what changed through `onProgress` and `onRead`. Starting and stopping answer outcomes, so
 * each caller puts a failure where it shows its errors.
 */
export function useFollowGeneration({
  generation,
  enabled = true,
  onProgress,
  onRead,
}: FollowGenerationOptions) {
  const api = useApiClient();
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [needsCredits, setNeedsCredits] = useState(false);
  const artifactId = generation?.artifactId ?? null;
  const following = enabled && generation !== null && stillComing(generation);

  // The latest callbacks, so callers need not memoise them.
  const handlers = useRef({ onProgress, onRead });
  useEffect(() => {
    handlers.current = { onProgress, onRead };
  });
  // Answers about a generation the caller has since replaced or dropped are ignored.
  const followed = useRef(artifactId);
  useEffect(() => {
    followed.current = artifactId;
  }, [artifactId]);

  const read = useCallback(
    async (id: string) => {
      try {
        const artifact = await fetchArtifact(api, id);
        if (followed.current === id) handlers.current.onRead(artifact);
      } catch (reason) {
        // A missed read is not fatal: the next event or poll brings the progress.
        console.warn('Could not read the progress of a generation.', reason);
      }
    },
    [api],
  );

  // Read at once (the progress held may be old), then now and then until the result is here.
  useEffect(() => {
    if (!following || artifactId === null) return;
    void read(artifactId);
    const timer = setInterval(() => void read(artifactId), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [artifactId, following, read]);

  useLiveEvent(STORY_GENERATION_EVENT, ({ data }) => {
    const parsed = storyGenerationEventSchema.safeParse(data);
    if (!parsed.success || parsed.data.artifactId !== artifactId) return;
    const { status, progress, error } = parsed.data;
    onProgress({ status, progress, error });
    // The event says it is done; the result itself is read.
    if (status === 'succeeded') void read(parsed.data.artifactId);
  });
  useLiveEvent(LIVE_RECONNECTED, () => {
    if (following && artifactId !== null) void read(artifactId);
  });

  /**
   * Starts a generation; `before` runs first, as part of the start (the wizard saves its draft
   * there). The caller then holds the started generation, and the hook follows it.
   */
  const start = useCallback(
    async (
      request: GenerationRequest,
      { before }: { before?: () => Promise<unknown> } = {},
    ): Promise<StartOutcome> => {
      setNeedsCredits(false);
      setStarting(true);
      try {
        await before?.();
        const started = await requestGeneration(api, request);
        followed.current = started.artifactId;
        return { status: 'started', ...started };
      } catch (reason) {
        if (statusOf(reason) === 402) {
          setNeedsCredits(true);
          return { status: 'needsCredits' };
        }
        return { status: 'failed', message: userMessageOf(reason) };
      } finally {
        setStarting(false);
      }
    },
    [api],
  );

  /** Stops the followed generation: the server refunds it; one already finished is read instead. */
  const cancel = useCallback(async (): Promise<CancelOutcome> => {
    if (artifactId === null) return { status: 'nothingToStop' };
    setCancelling(true);
    try {
      const outcome = await cancelGeneration(api, artifactId);
      if (outcome === 'alreadyFinished') await read(artifactId);
      else if (followed.current === artifactId) {
        handlers.current.onProgress({ status: 'cancelled', error: generationCancelled.message });
      }
      return { status: outcome };
    } catch (reason) {
      return { status: 'failed', message: userMessageOf(reason) };
    } finally {
      setCancelling(false);
    }
  }, [api, artifactId, read]);

  return { start, cancel, starting, cancelling, needsCredits };
}
