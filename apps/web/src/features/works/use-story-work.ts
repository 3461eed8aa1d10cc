import type {
  ArtifactStatus,
  AudiobookResult,
  ColoringBookResult,
  GenerationProgress,
  SongResult,
  StoryWorkKind,
  WorkOptions,
} from '@storyloom/contracts';
import { useCallback, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context';
import { userMessageOf } from '../../lib/api-client';
import { useFollowGeneration } from '../../lib/follow-generation/use-follow-generation';
import { deleteWork, type StoryWorkArtifact } from './works-api';

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

function queuedWork<K extends StoryWorkKind>(artifactId: string): TrackedWork<K> {
  return {
    artifactId,
    status: 'queued',
    progress: { stage: null, percent: 0 },
    error: null,
    result: null,
  };
}

interface UseStoryWorkOptions<K extends StoryWorkKind> {
  storyId: string;
  kind: K;
  /** The newest work of this kind the story already has, read when the page opened. */
  initial?: StoryWorkArtifact;
}

/**
 * Making one kind of work from the told story: ask for it, follow its progress into the card,
 * stop it, delete it.
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
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generation = useFollowGeneration({
    generation: work,
    onProgress: (change) => setWork((before) => (before ? { ...before, ...change } : before)),
    onRead: (artifact) => {
      // Only a read of the work this card shows replaces it.
      if (artifact.kind !== kind) return;
      setWork((before) =>
        before?.artifactId === artifact.id ? trackedFrom<K>(artifact as StoryWorkArtifact) : before,
      );
    },
  });
  const { start, cancel } = generation;
  const artifactId = work?.artifactId ?? null;

  const generate = useCallback(
    async (options: WorkOptions) => {
      setError(null);
      const outcome = await start({
        storyId,
        kind,
        // A finished work is only made again when asked for a new one.
        regenerate: work?.status === 'succeeded',
        options,
      });
      // The server may answer a work it already had: the hook reads where it stands.
      if (outcome.status === 'started') setWork(queuedWork<K>(outcome.artifactId));
      if (outcome.status === 'failed') setError(outcome.message);
    },
    [kind, start, storyId, work?.status],
  );

  const stop = useCallback(async () => {
    setError(null);
    const outcome = await cancel();
    if (outcome.status === 'failed') setError(outcome.message);
  }, [cancel]);

  const remove = useCallback(async () => {
    if (artifactId === null) return false;
    setDeleting(true);
    setError(null);
    try {
      await deleteWork(api, storyId, artifactId);
      setWork(null);
      return true;
    } catch (reason) {
      setError(userMessageOf(reason));
      return false;
    } finally {
      setDeleting(false);
    }
  }, [api, artifactId, storyId]);

  return {
    work,
    starting: generation.starting,
    cancelling: generation.cancelling,
    deleting,
    needsCredits: generation.needsCredits,
    error,
    generate,
    cancel: stop,
    remove,
  };
}

export type StoryWorkState<K extends StoryWorkKind> = ReturnType<typeof useStoryWork<K>>;
