import {
  STORY_GENERATION_EVENT,
  generationCancelled,
  storyGenerationEventSchema,
} from '@storyloom/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useApiClient } from '../../lib/api-client-context';
import { LIVE_RECONNECTED } from '../../lib/live-client';
import { useLiveEvent } from '../../lib/live-events-context';
import {
  generationFromArtifact,
  generationFromEvent,
  isFinished,
  startedGeneration,
  trackedGenerationOf,
} from './generation';
import {
  cancelGeneration,
  fetchArtifact,
  messageOf,
  saveStory,
  startStoryGeneration,
  statusOf,
} from './story-api';
import {
  artifactUpdated,
  selectWizard,
  storyUpdated,
  wizardFailed,
  wizardLoading,
  wizardSettled,
} from './wizard-slice';

/** How often the app asks for progress itself, in case a live event went missing. */
export const PROGRESS_POLL_MS = 4000;

/**
 * Generating the draft's story: save it, start the generation, follow its progress live (and by
 * asking now and then), fetch the finished book, cancel on request. Failures leave the draft
 * untouched so "Try again" is one click.
 */
export function useStoryGeneration({ signedIn }: { signedIn: boolean }) {
  const api = useApiClient();
  const dispatch = useDispatch();
  const { story, isLoading, error } = useSelector(selectWizard);
  const generation = trackedGenerationOf(story.artifact);
  const [needsCredits, setNeedsCredits] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const artifactId = generation?.artifactId ?? null;
  // Following is needed until the book itself is here (and only with someone to ask for it).
  const following =
    signedIn &&
    generation !== null &&
    (!isFinished(generation.status) || (generation.status === 'succeeded' && !generation.result));

  const refresh = useCallback(
    async (id: string) => {
      try {
        dispatch(artifactUpdated(generationFromArtifact(await fetchArtifact(api, id))));
      } catch (reason) {
        // A missed read is not fatal: the next event or poll brings the progress.
        console.warn('Could not read the story progress.', reason);
      }
    },
    [api, dispatch],
  );

  useEffect(() => {
    if (!following || artifactId === null) return;
    void refresh(artifactId);
    const timer = setInterval(() => void refresh(artifactId), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [artifactId, following, refresh]);

  useLiveEvent(STORY_GENERATION_EVENT, ({ data }) => {
    const parsed = storyGenerationEventSchema.safeParse(data);
    if (!parsed.success || parsed.data.artifactId !== artifactId) return;
    dispatch(artifactUpdated(generationFromEvent(parsed.data)));
    if (parsed.data.status === 'succeeded') void refresh(parsed.data.artifactId);
  });
  // Events sent while the stream was down are not replayed.
  useLiveEvent(LIVE_RECONNECTED, () => {
    if (following && artifactId !== null) void refresh(artifactId);
  });

  const generate = useCallback(async () => {
    setNeedsCredits(false);
    dispatch(wizardLoading());
    try {
      await saveStory(api, story);
      const started = await startStoryGeneration(api, story.id, {
        // A finished story is only written again when asked for a new version.
        regenerate: generation?.status === 'succeeded',
      });
      dispatch(storyUpdated({ processTrackingId: started.processTrackingId }));
      dispatch(artifactUpdated(startedGeneration(started.artifactId, started.processTrackingId)));
      dispatch(wizardSettled());
    } catch (reason) {
      if (statusOf(reason) === 402) {
        setNeedsCredits(true);
        dispatch(wizardSettled());
      } else {
        dispatch(wizardFailed(messageOf(reason)));
      }
    }
  }, [api, dispatch, generation?.status, story]);

  const cancel = useCallback(async () => {
    if (artifactId === null) return;
    setCancelling(true);
    try {
      const outcome = await cancelGeneration(api, artifactId);
      if (outcome === 'cancelled') {
        dispatch(artifactUpdated({ status: 'cancelled', error: generationCancelled.message }));
      } else {
        await refresh(artifactId);
      }
    } catch (reason) {
      dispatch(wizardFailed(messageOf(reason)));
    } finally {
      setCancelling(false);
    }
  }, [api, artifactId, dispatch, refresh]);

  return { generation, starting: isLoading, error, needsCredits, cancelling, generate, cancel };
}
