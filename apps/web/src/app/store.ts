import { configureStore } from '@reduxjs/toolkit';
import { PERSIST_TIMEOUT_MS } from '@storyloom/contracts';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
} from 'redux-persist';
import { localStorageEngine } from './local-storage-engine';

/** Slices kept on this device and restored before the app shows (spec section 4). */
const PERSISTED_SLICES = ['wizard', 'storyElements', 'subscription'];

// No slice exists yet. The wizard, story-element and subscription issues replace this with
// combineReducers({ ... }); the persist setup around it already expects their keys.
type SliceState = Record<string, never>;
const rootReducer = (state: SliceState = {}): SliceState => state;

const persistConfig: PersistConfig<SliceState> = {
  key: 'storyloom',
  storage: localStorageEngine,
  whitelist: PERSISTED_SLICES,
  // A stuck storage must not keep the splash up forever.
  timeout: PERSIST_TIMEOUT_MS,
};

/** A factory rather than a module singleton, so every test gets a fresh store. */
export function createAppStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
