import { storyElementChangeSchema, storyElementSchema } from '@storyloom/contracts';
import { createTransform } from 'redux-persist';
import { z } from 'zod';
import { initialStoryElementsState, type StoryElementsState } from './story-elements-slice';

/** What is written to the device: the elements and their change log, never loading or error. */
export interface PersistedStoryElements {
  ownerId: StoryElementsState['ownerId'];
  elements: StoryElementsState['elements'];
  changes: StoryElementsState['changes'];
}

const savedSchema = z.object({
  ownerId: z.string().nullable(),
  elements: z.array(storyElementSchema),
  changes: z.array(storyElementChangeSchema).catch([]),
});

/**
 * The story-element slice is persisted (spec section 4); a loading flag or an error saved in the
 * middle of a visit would greet the next one, so they are left out. A damaged or outdated entry
 * comes back as an empty library, which the next load fills.
 */
export const storyElementsPersistTransform = createTransform<
  StoryElementsState,
  PersistedStoryElements
>(
  (state) => ({ ownerId: state.ownerId, elements: state.elements, changes: state.changes }),
  (saved) => {
    const parsed = savedSchema.safeParse(saved);
    return parsed.success
      ? { ...initialStoryElementsState, ...parsed.data }
      : initialStoryElementsState;
  },
  { whitelist: ['storyElements'] },
);
