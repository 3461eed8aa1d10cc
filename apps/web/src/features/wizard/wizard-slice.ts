import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_STORY_OPTIONS,
  WizardPhase,
  newStoryDraft,
  type StoryArtifact,
  type StoryDraft,
  type StoryOptions,
  type ArtifactOf,
  type SavedStory,
} from '@storyloom/contracts';
import type { TrackedGeneration } from './generation';

/**
 * The product's draft (docs/product.md, "The data") plus how it is to be told (length, age,
 * language), which the API stores too, and the saved title of a story opened from the library
 * (absent on a new draft, so a save keeps whatever title the server holds).
 */
export type WizardStory = StoryDraft & { options: StoryOptions; title?: string | null };

/** A saved story read back from the server, with its newest told version when it has one. */
export interface OpenedStory {
  story: SavedStory;
  toldStory: ArtifactOf<'story'> | null;
}

/**
 * The draft a saved story becomes: its own id, words, elements, options and title. With a finished
 * book it opens at Ready showing that book; without one, at the step where it was left.
 */
export function wizardStoryFromSaved({ story, toldStory }: OpenedStory): WizardStory {
  const told = toldStory?.status === 'succeeded' && toldStory.result !== null ? toldStory : null;
  const draft: WizardStory = {
    id: story.id,
    currentPhase: told ? WizardPhase.Ready : story.currentPhase,
    event: { description: story.event.description },
    goal: { description: story.goal.description },
    challenge: { description: story.challenge.description },
    instructions: { description: story.instructions.description },
    storyElements: story.storyElements,
    options: { ...story.options },
    title: story.title,
  };
  if (!told) return draft;
  // A book written by hand has no tracking id; it needs none to be read or to get a new version.
  const tracked: TrackedGeneration = {
    artifactId: told.id,
    processTrackingId: told.processTrackingId ?? '',
    status: told.status,
    progress: told.progress,
    result: told.result,
    error: told.error,
  };
  return {
    ...draft,
    artifact: tracked,
    ...(told.processTrackingId ? { processTrackingId: told.processTrackingId } : {}),
  };
}

/** A new story: in Ideas, empty descriptions, an id from the moment it was started. */
export function newWizardStory(now: Date = new Date()): WizardStory {
  return { ...newStoryDraft(now), options: { ...DEFAULT_STORY_OPTIONS } };
}

/**
 * The story being made (docs/product.md, "The data" and "Client state and persistence"). `story` is
 * kept on the device so a visitor's draft survives a reload and a sign-in; `isLoading` and `error`
 * describe this visit only.
 */
export interface WizardState {
  story: WizardStory;
  isLoading: boolean;
  error: string | null;
  /**
   * How new stories are told unless changed (the active child profile's age and language), or
   * null for the product's defaults. Not kept on the device: the app sets it at every load.
   */
  defaults: Partial<StoryOptions> | null;
}

export function freshWizardState(
  now: Date = new Date(),
  defaults: Partial<StoryOptions> | null = null,
): WizardState {
  const story = newWizardStory(now);
  return {
    story: { ...story, options: { ...story.options, ...defaults } },
    isLoading: false,
    error: null,
    defaults,
  };
}

/** A story nobody has started on yet: in Ideas, nothing written or chosen, nothing made. */
function isUntouched(story: WizardStory): boolean {
  return (
    story.currentPhase === WizardPhase.Ideas &&
    !story.artifact &&
    story.storyElements.length === 0 &&
    [story.event, story.goal, story.challenge, story.instructions].every(
      (part) => part.description === '',
    )
  );
}

/** The fields an update may merge; the id changes only by starting a new story. */
export type StoryUpdate = Partial<Omit<WizardStory, 'id' | 'artifact'>>;

export const wizardSlice = createSlice({
  name: 'wizard',
  // Lazy: each store (and each test) gets an id from the moment it was created.
  initialState: () => freshWizardState(),
  reducers: {
    /** Any phase, in any order: the steps are optional (docs/product.md, "What Storyloom is"). */
    phaseSet(state, { payload }: PayloadAction<WizardPhase>) {
      state.story.currentPhase = payload;
    },
    /** Merges the given fields into the story; fields not given stay as they were. */
    storyUpdated(state, { payload }: PayloadAction<StoryUpdate>) {
      state.story = { ...state.story, ...payload };
    },
    /**
     * A fresh story with a new id, back in Ideas. The id is made outside, so reducers stay pure.
     */
    storyCleared: {
      reducer(state, { payload }: PayloadAction<{ now: string }>) {
        return freshWizardState(new Date(payload.now), state.defaults);
      },
      prepare: (now: Date = new Date()) => ({ payload: { now: now.toISOString() } }),
    },
    /**
     * A saved story from the library replaces the draft (whoever opens it has already chosen
     * what happens to the draft it replaces).
     */
    storyOpened(state, { payload }: PayloadAction<OpenedStory>) {
      state.story = wizardStoryFromSaved(payload);
      state.isLoading = false;
      state.error = null;
    },
    /** The first artifact replaces nothing; later ones merge into it (progress, then result). */
    artifactUpdated(state, { payload }: PayloadAction<StoryArtifact>) {
      state.story.artifact = state.story.artifact
        ? { ...state.story.artifact, ...payload }
        : payload;
    },
    /**
     * New stories' defaults (a child profile's age and language; null: the product's). A story
     * not started yet takes them at once; one under way keeps what it has.
     */
    storyDefaultsSet(state, { payload }: PayloadAction<Partial<StoryOptions> | null>) {
      state.defaults = payload;
      if (isUntouched(state.story)) {
        state.story.options = { ...DEFAULT_STORY_OPTIONS, ...payload };
      }
    },
    wizardLoading(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** Stores the message and ends loading; the draft stays exactly as it was typed. */
    wizardFailed(state, { payload }: PayloadAction<string>) {
      state.isLoading = false;
      state.error = payload;
    },
    wizardSettled(state) {
      state.isLoading = false;
      state.error = null;
    },
  },
});

export const {
  phaseSet,
  storyUpdated,
  storyCleared,
  storyOpened,
  artifactUpdated,
  storyDefaultsSet,
  wizardLoading,
  wizardFailed,
  wizardSettled,
} = wizardSlice.actions;
export const wizardReducer = wizardSlice.reducer;

/** Any store that mounts this slice under `wizard`. */
export interface WithWizard {
  wizard: WizardState;
}

export const selectWizard = (state: WithWizard) => state.wizard;
export const selectStory = (state: WithWizard) => state.wizard.story;
