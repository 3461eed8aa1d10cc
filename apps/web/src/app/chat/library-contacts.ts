import { StoryElementType } from '@storyloom/contracts';
import { useMemo } from 'react';
import type { ContactsSource } from '../../features/chat/ContactList';
import { useStoryElements } from '../../features/library/use-story-elements';

/**
 * The family's characters for the Contacts dialog and the chat picker: the library's own list
 * (read on mount, kept live), characters only. Features do not read each other, so it meets here.
 */
export function useLibraryContacts(): ContactsSource {
  const { elements, isLoading, error, reload } = useStoryElements();
  const contacts = useMemo(
    () => elements.filter((element) => element.type === StoryElementType.Character),
    [elements],
  );
  return { contacts, isLoading, error, reload: () => void reload() };
}
