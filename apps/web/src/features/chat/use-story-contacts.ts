import { StoryElementType } from '@storyloom/contracts';
import { useCallback, useEffect, useState } from 'react';
import { userMessageOf } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { fetchStory } from './chat-api';
import type { Contact, ContactsSource } from './ContactList';

type Loaded = { contacts: Contact[]; error: string | null; isLoading: boolean };

/** The characters of one saved story, for a child to pick whom to talk to. */
export function useStoryContacts(storyId: string, enabled: boolean): ContactsSource {
  const api = useApiClient();
  const [loaded, setLoaded] = useState<Loaded>({ contacts: [], error: null, isLoading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoaded((previous) => ({ ...previous, error: null, isLoading: true }));
    fetchStory(api, storyId).then(
      (story) => {
        if (!current) return;
        const contacts = story.storyElements.filter(
          (element) => element.type === StoryElementType.Character,
        );
        setLoaded({ contacts, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (current) setLoaded({ contacts: [], error: userMessageOf(error), isLoading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [api, storyId, enabled, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...loaded, reload };
}
