import { createTransform } from 'redux-persist';
import { onDemand } from '../../lib/on-demand';
import { initialStoryElementsState, type StoryElementsState } from './story-elements-slice';

/** What is written to the device: the elements and their change log, never loading or error. */
export interface PersistedStoryElements {
  ownerId: StoryElementsState['ownerId'];
  elements: StoryElementsState['elements'];
  changes: StoryElementsState['changes'];
}

/** Checks the saved library; the store loads it before restoring (see app/store.ts). */
export const storyElementsRestoreSchemas = onDemand(() => import('./saved-library-schema'));

/**
 * The story-element slice is persisted (docs/product.md, "Client state and persistence"); a loading
 * flag or an error saved in the middle of a visit would greet the next one, so they are left out. A
 * damaged or outdated entry comes back as an empty library, which the next load fills.
 */
export const storyElementsPersistTransform = createTransform<
  StoryElementsState,
  PersistedStoryElements
>(
  (state) => ({ ownerId: state.ownerId, elements: state.elements, changes: state.changes }),
  (saved) => {
    const parsed = storyElementsRestoreSchemas.loaded().savedLibrarySchema.safeParse(saved);
    return parsed.success
      ? { ...initialStoryElementsState, ...parsed.data }
      : initialStoryElementsState;
  },
  { whitelist: ['storyElements'] },
);
