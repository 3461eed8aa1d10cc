import { useStoryElements } from '../../features/library/use-story-elements';

/** Reads the signed-in user's library and keeps it live, for the wizard's Ideas step. */
export function LibraryReader() {
  useStoryElements();
  return null;
}
