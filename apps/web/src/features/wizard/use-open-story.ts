import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useApiClient } from '../../lib/api-client-context';
import type { SavedStory } from '@storyloom/contracts';
import { statusOf, userMessageOf, type ApiClient } from '../../lib/api-client';
import { fetchSavedStory, loadSavedStory, saveDraft } from './wizard-api';
import { storyOpened, type OpenedStory, type WithWizard, type WizardStory } from './wizard-slice';

/** Whether the draft holds anything a parent typed or chose (a fresh draft has nothing to lose). */
export function draftHasWork(draft: WizardStory): boolean {
  const descriptions = [draft.event, draft.goal, draft.challenge, draft.instructions];
  return (
    descriptions.some(({ description }) => description.trim() !== '') ||
    draft.storyElements.length > 0
  );
}

/** The draft says what the server's copy says: same words, same elements, same options. */
export function matchesSaved(draft: WizardStory, saved: SavedStory): boolean {
  const same = (a: { description: string }, b: { description: string }) =>
    a.description.trim() === b.description.trim();
  const ids = (elements: readonly { id: string }[]) => elements.map(({ id }) => id).join('\n');
  return (
    same(draft.event, saved.event) &&
    same(draft.goal, saved.goal) &&
    same(draft.challenge, saved.challenge) &&
    same(draft.instructions, saved.instructions) &&
    ids(draft.storyElements) === ids(saved.storyElements) &&
    draft.options.length === saved.options.length &&
    draft.options.age === saved.options.age &&
    draft.options.language === saved.options.language
  );
}

/**
 * Whether opening another story would lose the draft on this device. The wizard saves a draft on
 * the server only when its story is told, so typed work may exist nowhere else: the server's
 * copy is asked for, and anything it does not hold (or a draft it never saw) needs the parent's
 * say before it is replaced.
 */
export async function draftWouldBeLost(
  api: ApiClient,
  draft: WizardStory,
  opening: OpenedStory,
): Promise<boolean> {
  if (!draftHasWork(draft)) return false;
  if (draft.id === opening.story.id) return !matchesSaved(draft, opening.story);
  try {
    return !matchesSaved(draft, await fetchSavedStory(api, draft.id));
  } catch {
    // Never saved (404), or the copy cannot be read now: asking is the safe side either way.
    return true;
  }
}

export type OpenStoryState =
  | { step: 'loading' }
  | { step: 'notFound' }
  | { step: 'failed'; message: string }
  /** The draft on this device is not on the server: the parent decides before it is replaced. */
  | { step: 'confirm'; opening: OpenedStory; saving: boolean; saveError: string | null }
  | { step: 'opened' };

/**
 * Opens a saved story into the wizard: reads it and its newest book, checks that the draft it
 * replaces is safe (or asks), then puts it in the draft and calls `onOpened`.
 */
export function useOpenStory(storyId: string, onOpened: () => void) {
  const api = useApiClient();
  const dispatch = useDispatch();
  // Read when needed rather than subscribed to: the draft does not change while this page shows.
  const store = useStore<WithWizard>();
  const [state, setState] = useState<OpenStoryState>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest callback, so a new one from the page does not read the story again.
  const onOpenedRef = useRef(onOpened);
  useEffect(() => {
    onOpenedRef.current = onOpened;
  }, [onOpened]);

  const open = useCallback(
    (opening: OpenedStory) => {
      dispatch(storyOpened(opening));
      setState({ step: 'opened' });
      onOpenedRef.current();
    },
    [dispatch],
  );

  useEffect(() => {
    // An answer arriving after the page was left (or retried) is dropped.
    let current = true;
    setState({ step: 'loading' });
    void (async () => {
      try {
        const opening = await loadSavedStory(api, storyId);
        const lost = await draftWouldBeLost(api, store.getState().wizard.story, opening);
        if (!current) return;
        if (lost) setState({ step: 'confirm', opening, saving: false, saveError: null });
        else open(opening);
      } catch (error) {
        if (!current) return;
        setState(
          statusOf(error) === 404
            ? { step: 'notFound' }
            : { step: 'failed', message: userMessageOf(error) },
        );
      }
    })();
    return () => {
      current = false;
    };
  }, [api, storyId, attempt, store, open]);

  const saveDraftThenOpen = useCallback(async () => {
    if (state.step !== 'confirm') return;
    const { opening } = state;
    setState({ ...state, saving: true, saveError: null });
    try {
      const saved = await saveDraft(api, store.getState().wizard.story);
      // Saving the very story being opened makes the saved words the ones it opens with.
      open(saved.id === opening.story.id ? { ...opening, story: saved } : opening);
    } catch (error) {
      setState({ step: 'confirm', opening, saving: false, saveError: userMessageOf(error) });
    }
  }, [api, open, state, store]);

  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    saveDraftThenOpen,
    openWithoutSaving: () => {
      if (state.step === 'confirm') open(state.opening);
    },
  };
}
