import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ChangeType, type StoryElement, type StoryElementChange } from '@storyloom/contracts';

/** The change log keeps the latest entries only: enough to see what moved, never unbounded. */
export const CHANGE_LOG_LIMIT = 50;

/**
 * The signed-in user's story elements (docs/product.md, "The data" and "Client state and
 * persistence"), newest first, with a log of changes. Elements and changes are kept on the device;
 * `isLoading` and `error` are per visit.
 */
export interface StoryElementsState {
  /** Whose library this is; another account signing in on this device starts from empty. */
  ownerId: string | null;
  elements: StoryElement[];
  changes: StoryElementChange[];
  isLoading: boolean;
  error: string | null;
}

export const initialStoryElementsState: StoryElementsState = {
  ownerId: null,
  elements: [],
  changes: [],
  isLoading: false,
  error: null,
};

function logChange(
  state: StoryElementsState,
  element: StoryElement,
  changeType: ChangeType,
  timestamp: number,
) {
  state.changes.push({ element, changeType, timestamp });
  if (state.changes.length > CHANGE_LOG_LIMIT)
    state.changes.splice(0, state.changes.length - CHANGE_LOG_LIMIT);
}

/**
 * Puts an element in the list (replacing the one with its id) and logs the change, once: the
 * live echo of a change this device already shows (a save's answer, then its echo) holds the
 * same element and is not logged again.
 */
function putElement(
  state: StoryElementsState,
  element: StoryElement,
  changeType: ChangeType,
  timestamp: number,
) {
  const index = state.elements.findIndex((e) => e.id === element.id);
  if (index === -1) {
    state.elements.unshift(element);
  } else {
    if (sameElement(state.elements[index], element)) return;
    state.elements[index] = element;
  }
  logChange(state, element, changeType, timestamp);
}

/** Equal field by field, whatever order the server's JSON listed the fields in. */
function sameElement(a: StoryElement | undefined, b: StoryElement): boolean {
  if (a === undefined) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) =>
      JSON.stringify(a[key as keyof StoryElement]) === JSON.stringify(b[key as keyof StoryElement]),
  );
}

/** The timestamp is prepared outside the reducer, so reducers stay pure. */
const withTimestamp = <T>(payload: T, timestamp = Date.now()) => ({
  payload: { ...payload, timestamp },
});

export const storyElementsSlice = createSlice({
  name: 'storyElements',
  initialState: initialStoryElementsState,
  reducers: {
    /**
     * A new element. Adding one that is already here replaces it: a save shows its answer at
     * once and the live echo of the same change arrives a moment later.
     */
    storyElementAdded: {
      reducer(state, { payload }: PayloadAction<{ element: StoryElement; timestamp: number }>) {
        putElement(state, payload.element, ChangeType.Added, payload.timestamp);
      },
      prepare: (element: StoryElement) => withTimestamp({ element }),
    },
    /** Replaces the element with the same id; one this device has not seen yet is added. */
    storyElementUpdated: {
      reducer(state, { payload }: PayloadAction<{ element: StoryElement; timestamp: number }>) {
        putElement(state, payload.element, ChangeType.Modified, payload.timestamp);
      },
      prepare: (element: StoryElement) => withTimestamp({ element }),
    },
    /** Removes by id; the log keeps what was removed. Removing an unknown id changes nothing. */
    storyElementRemoved: {
      reducer(state, { payload }: PayloadAction<{ id: string; timestamp: number }>) {
        const index = state.elements.findIndex((e) => e.id === payload.id);
        if (index === -1) return;
        const [removed] = state.elements.splice(index, 1);
        if (removed) logChange(state, removed, ChangeType.Removed, payload.timestamp);
      },
      prepare: (id: string) => withTimestamp({ id }),
    },
    /** The full list from the server replaces what the device had; loading ends. */
    storyElementsLoaded(state, { payload }: PayloadAction<StoryElement[]>) {
      state.elements = payload;
      state.isLoading = false;
      state.error = null;
    },
    /**
     * Who is signed in now (null: nobody). A different owner clears what the device kept, so a
     * shared tablet never shows one parent's library to the next, not even for a moment.
     */
    storyElementsOwnerChanged(state, { payload }: PayloadAction<string | null>) {
      if (state.ownerId === payload) return;
      return { ...initialStoryElementsState, ownerId: payload };
    },
    storyElementsLoading(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** Stores the message and ends loading; the elements already shown stay. */
    storyElementsFailed(state, { payload }: PayloadAction<string>) {
      state.isLoading = false;
      state.error = payload;
    },
  },
});

export const {
  storyElementAdded,
  storyElementUpdated,
  storyElementRemoved,
  storyElementsLoaded,
  storyElementsLoading,
  storyElementsFailed,
  storyElementsOwnerChanged,
} = storyElementsSlice.actions;
export const storyElementsReducer = storyElementsSlice.reducer;

/** Any store that mounts this slice under `storyElements`. */
export interface WithStoryElements {
  storyElements: StoryElementsState;
}

export const selectStoryElementsState = (state: WithStoryElements) => state.storyElements;
