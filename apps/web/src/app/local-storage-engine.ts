import type { Storage as PersistStorage } from 'redux-persist';

/**
 * redux-persist's storage engine over window.localStorage. Ours rather than
 * 'redux-persist/lib/storage' because that CommonJS module loses its default export in the
 * production bundle. Storage that cannot be used (private mode, quota) is logged and ignored:
 * the app keeps working, it just forgets on reload.
 */
export const localStorageEngine: PersistStorage = {
  async getItem(key: string) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      console.warn('Local storage is not readable; starting fresh.', error);
      return null;
    }
  },
  async setItem(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn('Local storage is not writable; this state will not survive a reload.', error);
    }
  },
  async removeItem(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.warn('Local storage item could not be removed.', error);
    }
  },
};

interface RestoreChecks {
  /** Fetches what checks saved state (the slices' schemas, loaded on demand). */
  prepare: () => Promise<unknown>;
  /** Called when those checks cannot be fetched; the restore then fails too. */
  onFailure: (error: unknown) => void;
}

/**
 * The engine, with one difference: a read that finds saved state first waits until the checks
 * of saved state are loaded, so the persist transforms can run them synchronously. A first visit
 * saves nothing yet and so never waits (or downloads them).
 */
export function checkedBeforeRestore(
  engine: PersistStorage,
  { prepare, onFailure }: RestoreChecks,
): PersistStorage {
  return {
    ...engine,
    async getItem(key: string) {
      const saved: unknown = await engine.getItem(key);
      if (saved === null || saved === undefined) return saved;
      try {
        await prepare();
      } catch (error) {
        onFailure(error);
        throw error;
      }
      return saved;
    },
  };
}
