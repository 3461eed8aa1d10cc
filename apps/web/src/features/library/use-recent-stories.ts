import type { RecentStory } from '@storyloom/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context';
import { fetchRecentStories, loadFailureMessage, RECENT_STORIES_HOOK } from './library-api';

interface RecentStoriesState {
  stories: RecentStory[];
  isLoading: boolean;
  error: string | null;
}

/** The user's recent stories, read each time Recent Work opens (they change as stories are written). */
export function useRecentStories() {
  const api = useApiClient();
  const [state, setState] = useState<RecentStoriesState>({
    stories: [],
    isLoading: true,
    error: null,
  });

  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      setState((previous) => ({ ...previous, isLoading: true, error: null }));
      try {
        const stories = await fetchRecentStories(api);
        if (isCurrent()) setState({ stories, isLoading: false, error: null });
      } catch (error) {
        if (isCurrent()) {
          setState((previous) => ({
            ...previous,
            isLoading: false,
            error: loadFailureMessage(error, RECENT_STORIES_HOOK),
          }));
        }
      }
    },
    [api],
  );

  useEffect(() => {
    // An answer arriving after the user left Recent Work is dropped.
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  return { ...state, reload: () => load() };
}
