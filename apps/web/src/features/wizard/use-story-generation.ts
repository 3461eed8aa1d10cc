import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useApiClient } from '../../lib/api-client-context';
import { useFollowGeneration } from '../../lib/follow-generation/use-follow-generation';
import { generationFromArtifact, startedGeneration, trackedGenerationOf } from './generation';
import { saveDraft } from './wizard-api';
import {
  artifactUpdated,
  selectWizard,
  storyUpdated,
  wizardFailed,
  wizardLoading,
  wizardSettled,
} from './wizard-slice';

/**
 * Telling the draft's story: save the draft, start the generation, follow it into the draft
 * (which keeps it on the device), cancel on request. Failures leave the draft untouched so
 * "Try again" is one click.
 */
export function useStoryGeneration({ signedIn }: { signedIn: boolean }) {
  const api = useApiClient();
  const dispatch = useDispatch();
  const { story: draft, isLoading, error } = useSelector(selectWizard);
  const generation = trackedGenerationOf(draft.artifact);
  const { start, cancel, cancelling, needsCredits } = useFollowGeneration({
    generation,
    // Only someone signed in can ask how it is going.
    enabled: signedIn,
    onProgress: (change) => dispatch(artifactUpdated(change)),
    onRead: (artifact) => dispatch(artifactUpdated(generationFromArtifact(artifact))),
  });

  const generate = useCallback(async () => {
    dispatch(wizardLoading());
    const outcome = await start(
      {
        storyId: draft.id,
        kind: 'story',
        // A finished story is only written again when asked for a new version.
        regenerate: generation?.status === 'succeeded',
        useFastModel: false,
      },
      // The server tells the story from the draft it holds.
      { before: () => saveDraft(api, draft) },
    );
    if (outcome.status === 'failed') {
      dispatch(wizardFailed(outcome.message));
      return;
    }
    if (outcome.status === 'started') {
      const { artifactId, processTrackingId } = outcome;
      dispatch(storyUpdated({ processTrackingId }));
      dispatch(artifactUpdated(startedGeneration(artifactId, processTrackingId)));
    }
    dispatch(wizardSettled());
  }, [api, dispatch, draft, generation?.status, start]);

  const stop = useCallback(async () => {
    const outcome = await cancel();
    if (outcome.status === 'failed') dispatch(wizardFailed(outcome.message));
  }, [cancel, dispatch]);

  return {
    generation,
    starting: isLoading,
    error,
    needsCredits,
    cancelling,
    generate,
    cancel: stop,
  };
}
