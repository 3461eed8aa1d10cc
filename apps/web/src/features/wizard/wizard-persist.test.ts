import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { WizardPhase } from '@storyloom/contracts';
import { persistReducer, persistStore, type PersistConfig, type Storage } from 'redux-persist';
import { beforeAll, describe, expect, it } from 'vitest';
import { wizardPersistTransform, wizardRestoreSchemas } from './wizard-persist';
import {
  phaseSet,
  storyUpdated,
  wizardFailed,
  wizardLoading,
  wizardReducer,
  type WizardState,
} from './wizard-slice';

// The app's store loads these before any restore (app/store.ts); so do these tests.
beforeAll(() => wizardRestoreSchemas.load());

type State = { wizard: WizardState };

function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

function persistedStore(storage: Storage) {
  const config: PersistConfig<State> = {
    key: 'test',
    storage,
    whitelist: ['wizard'],
    transforms: [wizardPersistTransform],
  };
  const reducer = persistReducer(
    config,
    combineReducers({ wizard: wizardReducer }) as Reducer<State>,
  );
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const persistor = persistStore(store);
  const ready = new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor, ready };
}

describe('wizard persistence', () => {
  it('keeps the draft across a reload, without the loading flag or the error', async () => {
    const storage = memoryStorage();
    const first = persistedStore(storage);
    await first.ready;
    first.store.dispatch(storyUpdated({ event: { description: 'A dragon afraid of the dark' } }));
    first.store.dispatch(phaseSet(WizardPhase.Plot));
    first.store.dispatch(wizardLoading());
    first.store.dispatch(wizardFailed('Offline'));
    first.store.dispatch(wizardLoading());
    await first.persistor.flush();
    const { id } = first.store.getState().wizard.story;

    const saved = storage.items.get('persist:test') ?? '';
    expect(saved).not.toContain('isLoading');
    expect(saved).not.toContain('Offline');

    const second = persistedStore(storage);
    await second.ready;
    expect(second.store.getState().wizard).toMatchObject({
      isLoading: false,
      error: null,
      story: {
        id,
        currentPhase: WizardPhase.Plot,
        event: { description: 'A dragon afraid of the dark' },
      },
    });
  });

  it('turns a damaged saved draft into a fresh story', async () => {
    const storage = memoryStorage();
    storage.items.set(
      'persist:test',
      JSON.stringify({ wizard: JSON.stringify({ story: { id: 7 } }), _persist: '{}' }),
    );
    const store = persistedStore(storage);
    await store.ready;
    const { story } = store.store.getState().wizard;
    expect(story.currentPhase).toBe(WizardPhase.Ideas);
    expect(typeof story.id).toBe('string');
    expect(story.options).toEqual({ length: 'normal', age: 5, language: 'en' });
  });
});
