import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
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
import { authReducer } from '../features/auth/auth-slice';
import { demoReducer } from '../features/demo/demo-slice';
import {
  storyElementsPersistTransform,
  storyElementsRestoreSchemas,
} from '../features/library/story-elements-persist';
import { storyElementsReducer } from '../features/library/story-elements-slice';
import {
  subscriptionPersistTransform,
  subscriptionRestoreSchemas,
} from '../features/subscription/subscription-persist';
import {
  activeProfilePersistTransform,
  activeProfileReducer,
} from '../features/parents/active-profile-slice';
import { subscriptionReducer } from '../features/subscription/subscription-slice';
import { systemConfigurationReducer } from '../features/subscription/system-configuration-slice';
import { wizardPersistTransform, wizardRestoreSchemas } from '../features/wizard/wizard-persist';
import { wizardReducer } from '../features/wizard/wizard-slice';
import { checkedBeforeRestore, localStorageEngine } from './local-storage-engine';

/**
 * Slices kept on this device and restored before the app shows (docs/product.md, "Client state and
 * persistence"). `auth` is not among them: the session is an httpOnly cookie and the token is
 * fetched fresh at every load. Nothing here is purged when someone signs in or out: a visitor's
 * draft is theirs to keep.
 */
const PERSISTED_SLICES = ['wizard', 'storyElements', 'subscription', 'activeProfile'];

/** What the transforms check saved slices with: loaded before a restore, only when one is due. */
const RESTORE_SCHEMAS = [
  wizardRestoreSchemas,
  subscriptionRestoreSchemas,
  storyElementsRestoreSchemas,
];

const appReducers = {
  auth: authReducer,
  // The story being made: a visitor's draft survives reloads and signing in.
  wizard: wizardReducer,
  subscription: subscriptionReducer,
  storyElements: storyElementsReducer,
  // Costs and plans: read once per visit, never stored.
  systemConfiguration: systemConfigurationReducer,
  // The campaign code and its demo: the cookie keeps the code, so nothing here is stored.
  demo: demoReducer,
  // The child profile this device acts as: kept, so a reload never hands a child the parent's side.
  activeProfile: activeProfileReducer,
};

type AppState = { [K in keyof typeof appReducers]: ReturnType<(typeof appReducers)[K]> };

interface AppStoreOptions {
  /** Told when the checks of saved state cannot be loaded (the app reports a chunk failure). */
  onRestoreFailure?: (error: unknown) => void;
}

/** A factory rather than a module singleton, so every test gets a fresh store. */
export function createAppStore({ onRestoreFailure }: AppStoreOptions = {}) {
  const rootReducer = combineReducers(appReducers) as Reducer<AppState>;
  const storage = checkedBeforeRestore(localStorageEngine, {
    prepare: () => Promise.all(RESTORE_SCHEMAS.map((schemas) => schemas.load())),
    onFailure(error) {
      // Nothing could be restored, so this visit writes nothing either: what was saved is still
      // there for the next load.
      persistor.pause();
      onRestoreFailure?.(error);
    },
  });
  const persistConfig: PersistConfig<AppState> = {
    key: 'storyloom',
    storage,
    whitelist: PERSISTED_SLICES,
    // The wizard, subscription and story elements are stored without loading flags and errors.
    transforms: [
      wizardPersistTransform,
      subscriptionPersistTransform,
      storyElementsPersistTransform,
      activeProfilePersistTransform,
    ],
    // A stuck storage must not keep the splash up forever.
    timeout: PERSIST_TIMEOUT_MS,
  };
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
