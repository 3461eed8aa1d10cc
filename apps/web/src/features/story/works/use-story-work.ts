import {
  STORY_GENERATION_EVENT,
  generationCancelled,
  storyGenerationEventSchema,
  type ArtifactStatus,
  type AudiobookResult,
  type ColoringBookResult,
  type GenerationProgress,
  type SongResult,
  type StoryWorkKind,
  type WorkOptions,
} from '@storyloom/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/api-client-context';
import { LIVE_RECONNECTED } from '../../../lib/live-client';
import { useLiveEvent } from '../../../lib/live-events-context';
import { isFinished } from '../generation';
import { messageOf, statusOf } from '../story-api';
import { PROGRESS_POLL_MS } from '../use-story-generation';
import { cancelWork, deleteWork, fetchWork, startWork, type StoryWorkArtifact } from './works-api';

/** What each kind of work holds once it is made. */
export interface WorkResults {
  'coloring-book': ColoringBookResult;
  song: SongResult;
  audiobook: AudiobookResult;
}

/** One work as the card shows it: how far along it is, and its result once made. */
export interface TrackedWork<K extends StoryWorkKind> {
  artifactId: string;
  status: ArtifactStatus;
  progress: GenerationProgress;
  error: string | null;
  result: WorkResults[K] | null;
}

// Callers check the kind first: a work's result matches its kind (the contract's union).
function trackedFrom<K extends StoryWorkKind>(artifact: StoryWorkArtifact): TrackedWork<K> {
  const { id, status, progress, error, result } = artifact;
  return { artifactId: id, status, progress, error, result: result as WorkResults[K] | null };
}

interface UseStoryWorkOptions<K extends StoryWorkKind> {
  storyId: string;
  kind: K;
  /** The newest work of this kind the story already has, read when the page opened. */
  initial?: StoryWorkArtifact;
}

/**
 * Making one kind of work from the story: ask for it, follow its progress live (and by asking now
 * and then, in case an event went missing), fetch the result, stop it, delete it.
 */
export function useStoryWork<K extends StoryWorkKind>({
  storyId,
  kind,
  initial,
}: UseStoryWorkOptions<K>) {
  const api = useApiClient();
  const [work, setWork] = useState<TrackedWork<K> | null>(() =>
    initial?.kind === kind ? trackedFrom<K>(initial) : null,
  );
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [needsCredits, setNeedsCredits] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const artifactId = work?.artifactId ?? null;
  // Answers about a work the card has since replaced or deleted are ignored.
  const current = useRef(artifactId);
  useEffect(() => {
    current.current = artifactId;
  }, [artifactId]);
  const following =
    work !== null &&
    (!isFinished(work.status) || (work.status === 'succeeded' && work.result === null));

  const refresh = useCallback(
    async (id: string) => {
      try {
        const artifact = await fetchWork(api, id);
        if (artifact.kind === kind && current.current === id) {
          setWork(trackedFrom<K>(artifact as StoryWorkArtifact));
        }
      } catch (reason) {
        // A missed read is not fatal: the next event or poll brings the progress.
        console.warn('Could not read the progress of a work.', reason);
      }
    },
    [api, kind],
  );

  useEffect(() => {
    if (!following || artifactId === null) return;
    const timer = setInterval(() => void refresh(artifactId), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [artifactId, following, refresh]);

  useLiveEvent(STORY_GENERATION_EVENT, ({ data }) => {
    const parsed = storyGenerationEventSchema.safeParse(data);
    if (!parsed.success || parsed.data.artifactId !== artifactId) return;
    const { status, progress, error: reason } = parsed.data;
    setWork((before) => (before ? { ...before, status, progress, error: reason } : before));
    if (status === 'succeeded') void refresh(parsed.data.artifactId);
  });
  // Events sent while the stream was down are not replayed.
  useLiveEvent(LIVE_RECONNECTED, () => {
    if (following && artifactId !== null) void refresh(artifactId);
  });

  const generate = useCallback(
    async (options: WorkOptions) => {
      setNeedsCredits(false);
      setError(null);
      setStarting(true);
      try {
        const started = await startWork(api, {
          storyId,
          kind,
          // A finished work is only made again when asked for a new one.
          regenerate: work?.status === 'succeeded',
          options,
        });
        const queued: TrackedWork<K> = {
          artifactId: started.artifactId,
          status: 'queued',
          progress: { stage: null, percent: 0 },
          error: null,
          result: null,
        };
        current.current = started.artifactId;
        setWork(queued);
        // The server may answer a work it already had: read where it stands.
        void refresh(started.artifactId);
      } catch (reason) {
        if (statusOf(reason) === 402) setNeedsCredits(true);
        else setError(messageOf(reason));
      } finally {
        setStarting(false);
      }
    },
    [api, kind, refresh, storyId, work?.status],
  );

  const cancel = useCallback(async () => {
    if (artifactId === null) return;
    setCancelling(true);
    setError(null);
    try {
      if ((await cancelWork(api, artifactId)) === 'cancelled') {
        setWork((before) =>
          before ? { ...before, status: 'cancelled', error: generationCancelled.message } : before,
        );
      } else {
        await refresh(artifactId);
      }
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setCancelling(false);
    }
  }, [api, artifactId, refresh]);

  const remove = useCallback(async () => {
    if (artifactId === null) return false;
    setDeleting(true);
    setError(null);
    try {
      await deleteWork(api, storyId, artifactId);
      current.current = null;
      setWork(null);
      return true;
    } catch (reason) {
      setError(messageOf(reason));
      return false;
    } finally {
      setDeleting(false);
    }
  }, [api, artifactId, storyId]);

  return {
    work,
    starting,
    cancelling,
    deleting,
    needsCredits,
    error,
    generate,
    cancel,
    remove,
  };
}

export type StoryWorkState<K extends StoryWorkKind> = ReturnType<typeof useStoryWork<K>>;
