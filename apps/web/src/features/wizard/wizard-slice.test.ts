import { configureStore } from '@reduxjs/toolkit';
import { StoryElementType, WizardPhase, type SavedStory } from '@storyloom/contracts';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { trackedGenerationOf } from './generation';
import { finishedArtifact } from './testing/told-story';
import { sampleBook } from './testing/fake-story-api';
import { wizardPersistTransform, wizardRestoreSchemas } from './wizard-persist';
import {
  artifactUpdated,
  phaseSet,
  storyCleared,
  storyDefaultsSet,
  storyOpened,
  storyUpdated,
  wizardFailed,
  wizardLoading,
  wizardReducer,
  wizardSettled,
} from './wizard-slice';

// The app's store loads these before any restore (app/store.ts); so do these tests.
beforeAll(() => wizardRestoreSchemas.load());

const luna = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1,
};

function newStore() {
  return configureStore({ reducer: { wizard: wizardReducer } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('wizard slice', () => {
  it('starts a new story in Ideas with empty descriptions and a timestamp id', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T07:30:00.123Z') });
    const { story, isLoading, error } = newStore().getState().wizard;
    expect(story).toMatchObject({
      id: '2026-11-22T07-30-00-123Z',
      currentPhase: WizardPhase.Ideas,
      event: { description: '' },
      goal: { description: '' },
      challenge: { description: '' },
      instructions: { description: '' },
      storyElements: [],
    });
    expect(story.artifact).toBeUndefined();
    expect({ isLoading, error }).toEqual({ isLoading: false, error: null });
  });

  it('sets the phase directly to any value, in any order', () => {
    const store = newStore();
    store.dispatch(phaseSet(WizardPhase.Ready));
    expect(store.getState().wizard.story.currentPhase).toBe(WizardPhase.Ready);
    store.dispatch(phaseSet(WizardPhase.Ideas));
    expect(store.getState().wizard.story.currentPhase).toBe(WizardPhase.Ideas);
    store.dispatch(phaseSet(WizardPhase.Plot));
    expect(store.getState().wizard.story.currentPhase).toBe(WizardPhase.Plot);
  });

  it('merges updates: the given fields change, the others stay', () => {
    const store = newStore();
    const { id } = store.getState().wizard.story;
    store.dispatch(storyUpdated({ event: { description: 'A map under the pillow' } }));
    store.dispatch(storyUpdated({ storyElements: [luna] }));
    const { story } = store.getState().wizard;
    expect(story.id).toBe(id);
    expect(story.event.description).toBe('A map under the pillow');
    expect(story.storyElements).toEqual([luna]);
    expect(story.goal.description).toBe('');
  });

  it('clears to a fresh story with a new id, back in Ideas', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T07:30:00.000Z') });
    const store = newStore();
    store.dispatch(storyUpdated({ event: { description: 'Something' }, storyElements: [luna] }));
    store.dispatch(phaseSet(WizardPhase.Ready));
    store.dispatch(artifactUpdated({ artifactId: 'a1' }));
    vi.setSystemTime(new Date('2026-11-22T08:00:00.500Z'));
    store.dispatch(storyCleared());
    const { story } = store.getState().wizard;
    expect(story.id).toBe('2026-11-22T08-00-00-500Z');
    expect(story.currentPhase).toBe(WizardPhase.Ideas);
    expect(story.event.description).toBe('');
    expect(story.storyElements).toEqual([]);
    expect(story.artifact).toBeUndefined();
  });

  it('replaces the artifact when there is none, and merges into the one there is', () => {
    const store = newStore();
    store.dispatch(artifactUpdated({ artifactId: 'a1', status: 'queued', progress: 0 }));
    expect(store.getState().wizard.story.artifact).toEqual({
      artifactId: 'a1',
      status: 'queued',
      progress: 0,
    });
    store.dispatch(artifactUpdated({ status: 'running', progress: 40 }));
    expect(store.getState().wizard.story.artifact).toEqual({
      artifactId: 'a1',
      status: 'running',
      progress: 40,
    });
  });

  it('tracks loading and errors without touching the draft', () => {
    const store = newStore();
    store.dispatch(storyUpdated({ goal: { description: 'Find the star' } }));
    store.dispatch(wizardLoading());
    expect(store.getState().wizard.isLoading).toBe(true);
    store.dispatch(wizardFailed('The server is away'));
    expect(store.getState().wizard).toMatchObject({
      isLoading: false,
      error: 'The server is away',
      story: { goal: { description: 'Find the star' } },
    });
    store.dispatch(wizardSettled());
    expect(store.getState().wizard).toMatchObject({ isLoading: false, error: null });
  });

  describe('opening a saved story', () => {
    const saved: SavedStory = {
      id: '2026-11-20T08-00-00-000Z',
      currentPhase: WizardPhase.Plot,
      event: { description: 'A star falls' },
      goal: { description: 'Take it home' },
      challenge: { description: 'The dark forest' },
      instructions: { description: 'Calm' },
      storyElements: [luna],
      options: { length: 'longer', age: 8, language: 'es' },
      title: 'La estrella',
      artifactIds: ['b1'],
      createdUtcEpoch: 1,
      updatedUtcEpoch: 2,
    };

    /** A store with a draft in the middle of something else, loading and with an error. */
    function busyStore() {
      const store = newStore();
      store.dispatch(storyUpdated({ event: { description: 'Another story' } }));
      store.dispatch(artifactUpdated({ artifactId: 'old', status: 'running' }));
      store.dispatch(wizardFailed('Something went wrong'));
      return store;
    }

    it('puts the saved story and its finished book in the draft, at Ready', () => {
      const store = busyStore();
      const book = { ...finishedArtifact(saved.id, sampleBook), id: 'b1' };
      store.dispatch(storyOpened({ story: saved, toldStory: book }));
      const { story, isLoading, error } = store.getState().wizard;
      expect(story).toMatchObject({
        id: saved.id,
        currentPhase: WizardPhase.Ready,
        event: { description: 'A star falls' },
        goal: { description: 'Take it home' },
        challenge: { description: 'The dark forest' },
        instructions: { description: 'Calm' },
        storyElements: [luna],
        options: { length: 'longer', age: 8, language: 'es' },
        title: 'La estrella',
        processTrackingId: 'p-1',
      });
      expect(trackedGenerationOf(story.artifact)).toEqual({
        artifactId: 'b1',
        processTrackingId: 'p-1',
        status: 'succeeded',
        progress: { stage: 'finishing', percent: 100 },
        result: sampleBook,
        error: null,
      });
      expect({ isLoading, error }).toEqual({ isLoading: false, error: null });
    });

    it('opens a story without a book at its saved step, with no generation', () => {
      const store = busyStore();
      store.dispatch(storyOpened({ story: saved, toldStory: null }));
      const { story } = store.getState().wizard;
      expect(story.currentPhase).toBe(WizardPhase.Plot);
      expect(story.event.description).toBe('A star falls');
      expect(story.artifact).toBeUndefined();
    });

    it('keeps a book written by hand, which has no tracking id', () => {
      const store = newStore();
      const byHand = { ...finishedArtifact(saved.id, sampleBook), processTrackingId: null };
      store.dispatch(storyOpened({ story: saved, toldStory: byHand }));
      const { story } = store.getState().wizard;
      expect(trackedGenerationOf(story.artifact)?.result).toEqual(sampleBook);
      expect(story.processTrackingId).toBeUndefined();
    });

    it('keeps the title through a reload of the stored draft', () => {
      const store = newStore();
      store.dispatch(storyOpened({ story: saved, toldStory: null }));
      const stored = wizardPersistTransform.in(store.getState().wizard, 'wizard', {});
      const restored = wizardPersistTransform.out(stored, 'wizard', {});
      expect(restored.story).toMatchObject({ id: saved.id, title: 'La estrella' });
    });
  });
});

describe('new stories’ defaults (the active child profile’s age and language)', () => {
  const store = () => configureStore({ reducer: { wizard: wizardReducer } });

  it('a story not started yet takes them at once, and every new story starts with them', () => {
    const wizard = store();
    wizard.dispatch(storyDefaultsSet({ age: 4, language: 'es' }));
    expect(wizard.getState().wizard.story.options).toEqual({
      length: 'normal',
      age: 4,
      language: 'es',
    });
    wizard.dispatch(storyUpdated({ event: { description: 'a dragon lost a sock' } }));
    wizard.dispatch(storyCleared());
    expect(wizard.getState().wizard.story.options).toMatchObject({ age: 4, language: 'es' });
  });

  it('a story under way keeps its own; back to the parent, new stories use the product’s', () => {
    const wizard = store();
    wizard.dispatch(storyUpdated({ event: { description: 'a dragon lost a sock' } }));
    wizard.dispatch(storyDefaultsSet({ age: 10, language: 'es' }));
    expect(wizard.getState().wizard.story.options).toMatchObject({ age: 5, language: 'en' });
    wizard.dispatch(storyDefaultsSet(null));
    wizard.dispatch(storyCleared());
    expect(wizard.getState().wizard.story.options).toMatchObject({ age: 5, language: 'en' });
  });
});
