import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  ChangeType,
  STORY_ELEMENT_CHANGED_EVENT,
  storyElementChangedEventSchema,
} from '@storyloom/contracts';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { LIVE_RECONNECTED } from '../../lib/live-client';
import { useLiveEvent } from '../../lib/live-events-context';
import { fetchAllStoryElements, loadFailureMessage } from './library-api';
import {
  selectStoryElementsState,
  storyElementAdded,
  storyElementRemoved,
  storyElementsFailed,
  storyElementsLoaded,
  storyElementsLoading,
  storyElementUpdated,
} from './story-elements-slice';

/**
 * Reads the whole library into the slice; a failure is stored in the product's words
 * (docs/product.md, "Errors and failure handling").
 */
export async function loadStoryElements(
  api: ApiClient,
  dispatch: Dispatch<UnknownAction>,
): Promise<void> {
  dispatch(storyElementsLoading());
  try {
    dispatch(storyElementsLoaded(await fetchAllStoryElements(api)));
  } catch (error) {
    dispatch(storyElementsFailed(loadFailureMessage(error)));
  }
}

/** Applies one live change (another tab, another device, or the echo of our own save). */
export function applyStoryElementEvent(data: unknown, dispatch: Dispatch<UnknownAction>): void {
  const parsed = storyElementChangedEventSchema.safeParse(data);
  if (!parsed.success) {
    console.warn('Ignoring a story element event the app cannot read.', parsed.error);
    return;
  }
  const { changeType, element } = parsed.data;
  if (changeType === ChangeType.Added) dispatch(storyElementAdded(element));
  else if (changeType === ChangeType.Modified) dispatch(storyElementUpdated(element));
  else dispatch(storyElementRemoved(element.id));
}

/**
 * The library as the page needs it: read once on mount, kept current by live events, with a
 * reload for the "Try again" button. What the device stored shows while the read is under way.
 */
export function useStoryElements() {
  const api = useApiClient();
  const dispatch = useDispatch<Dispatch<UnknownAction>>();
  const state = useSelector(selectStoryElementsState);
  const reload = useCallback(() => loadStoryElements(api, dispatch), [api, dispatch]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useLiveEvent(STORY_ELEMENT_CHANGED_EVENT, (event) =>
    applyStoryElementEvent(event.data, dispatch),
  );
  // Changes made while the stream was down are not all replayed: read the list again.
  useLiveEvent(LIVE_RECONNECTED, () => void reload());

  return { ...state, reload };
}
