import { ChangeType, StoryElementType, type StoryElement } from '@storyloom/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  storyElementsPersistTransform,
  storyElementsRestoreSchemas,
} from './story-elements-persist';
import {
  CHANGE_LOG_LIMIT,
  initialStoryElementsState,
  storyElementAdded,
  storyElementRemoved,
  storyElementsFailed,
  storyElementsOwnerChanged,
  storyElementsLoaded,
  storyElementsLoading,
  storyElementsReducer,
  storyElementUpdated,
  type StoryElementsState,
} from './story-elements-slice';

// The app's store loads these before any restore (app/store.ts); so do these tests.
beforeAll(() => storyElementsRestoreSchemas.load());

const luna: StoryElement = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1000,
};
const forest: StoryElement = {
  id: 'forest',
  name: 'Whispering Forest',
  description: '',
  type: StoryElementType.Location,
  createdDateTimeUtcEpoch: 2000,
};

const reduce = (...actions: Parameters<typeof storyElementsReducer>[1][]) =>
  actions.reduce<StoryElementsState>(storyElementsReducer, initialStoryElementsState);

describe('story elements slice', () => {
  it('starts empty, not loading, without an error', () => {
    expect(storyElementsReducer(undefined, { type: 'init' })).toEqual({
      ownerId: null,
      elements: [],
      changes: [],
      isLoading: false,
      error: null,
    });
  });

  it('adds a new element first and logs the change with its time', () => {
    const state = reduce(storyElementAdded(luna), storyElementAdded(forest));
    expect(state.elements.map((e) => e.id)).toEqual(['forest', 'luna']);
    expect(state.changes.map((c) => [c.element.id, c.changeType])).toEqual([
      ['luna', ChangeType.Added],
      ['forest', ChangeType.Added],
    ]);
    expect(state.changes[0]?.timestamp).toBeGreaterThan(0);
  });

  it('adding an element it already has replaces it instead of showing it twice', () => {
    const state = reduce(
      storyElementAdded(luna),
      storyElementAdded({ ...luna, name: 'Luna the Fox' }),
    );
    expect(state.elements).toEqual([{ ...luna, name: 'Luna the Fox' }]);
  });

  it('logs a save once, not again for its live echo, while a real change is logged', () => {
    // The save's answer, then the live channel's echo of the same change (fields in another order).
    const echo = Object.fromEntries(Object.entries(luna).reverse()) as StoryElement;
    const state = reduce(
      storyElementAdded(luna),
      storyElementAdded(echo),
      storyElementUpdated({ ...luna, name: 'Luna the Fox' }),
      storyElementUpdated({ ...luna, name: 'Luna the Fox' }),
      storyElementRemoved('luna'),
      storyElementRemoved('luna'),
    );
    expect(state.changes.map((change) => change.changeType)).toEqual([
      ChangeType.Added,
      ChangeType.Modified,
      ChangeType.Removed,
    ]);
  });

  it('updates by id in place and logs Modified', () => {
    const state = reduce(
      storyElementsLoaded([forest, luna]),
      storyElementUpdated({ ...luna, description: 'Now with a red scarf' }),
    );
    expect(state.elements.map((e) => [e.id, e.description])).toEqual([
      ['forest', ''],
      ['luna', 'Now with a red scarf'],
    ]);
    expect(state.changes).toEqual([
      expect.objectContaining({
        changeType: ChangeType.Modified,
        element: expect.objectContaining({ id: 'luna' }),
      }),
    ]);
  });

  it('an update for an element this device has not seen yet adds it', () => {
    const state = reduce(storyElementUpdated(luna));
    expect(state.elements).toEqual([luna]);
  });

  it('removes by id, logging what was removed; an unknown id changes nothing', () => {
    const state = reduce(storyElementsLoaded([forest, luna]), storyElementRemoved('luna'));
    expect(state.elements).toEqual([forest]);
    expect(state.changes).toEqual([
      expect.objectContaining({ changeType: ChangeType.Removed, element: luna }),
    ]);
    expect(storyElementsReducer(state, storyElementRemoved('nobody'))).toBe(state);
  });

  it('keeps only the latest changes', () => {
    const many = Array.from({ length: CHANGE_LOG_LIMIT + 7 }, (_, i) =>
      storyElementUpdated({ ...luna, name: `Luna ${i}` }),
    );
    const state = reduce(...many);
    expect(state.changes).toHaveLength(CHANGE_LOG_LIMIT);
    expect(state.changes.at(-1)?.element.name).toBe(`Luna ${CHANGE_LOG_LIMIT + 6}`);
  });

  it('loading clears the error; a load replaces the list and ends loading', () => {
    const failed = reduce(storyElementAdded(luna), storyElementsFailed('Boom'));
    const loading = storyElementsReducer(failed, storyElementsLoading());
    expect(loading).toMatchObject({ isLoading: true, error: null, elements: [luna] });
    const loaded = storyElementsReducer(loading, storyElementsLoaded([forest]));
    expect(loaded).toMatchObject({ isLoading: false, error: null, elements: [forest] });
  });

  it('a failure stores the message, ends loading and keeps what was shown', () => {
    const state = reduce(
      storyElementsLoaded([luna]),
      storyElementsLoading(),
      storyElementsFailed('Nope'),
    );
    expect(state).toMatchObject({ isLoading: false, error: 'Nope', elements: [luna] });
  });
});

describe('story elements on the device', () => {
  const transform = storyElementsPersistTransform as unknown as {
    in: (state: unknown, key: string, full: unknown) => unknown;
    out: (state: unknown, key: string, full: unknown) => unknown;
  };

  it('stores elements and changes, never the loading flag or the error', () => {
    const state = reduce(
      storyElementsOwnerChanged('u1'),
      storyElementAdded(luna),
      storyElementsLoading(),
      storyElementsFailed('Boom'),
    );
    const saved = transform.in(state, 'storyElements', {});
    expect(saved).toEqual({ ownerId: 'u1', elements: [luna], changes: state.changes });
    expect(transform.out(saved, 'storyElements', {})).toEqual({
      ownerId: 'u1',
      elements: [luna],
      changes: state.changes,
      isLoading: false,
      error: null,
    });
  });

  it('a damaged entry comes back as an empty library', () => {
    expect(transform.out({ elements: [{ id: 3 }] }, 'storyElements', {})).toEqual(
      initialStoryElementsState,
    );
  });

  it('starts from an empty library when another account signs in, and keeps it for the same one', () => {
    const mine = reduce(storyElementsOwnerChanged('u1'), storyElementAdded(luna));
    const again = storyElementsReducer(mine, storyElementsOwnerChanged('u1'));
    expect(again.elements).toEqual([luna]);

    const someoneElse = storyElementsReducer(mine, storyElementsOwnerChanged('u2'));
    expect(someoneElse).toEqual({ ...initialStoryElementsState, ownerId: 'u2' });
    const signedOut = storyElementsReducer(mine, storyElementsOwnerChanged(null));
    expect(signedOut.elements).toEqual([]);
  });
});
