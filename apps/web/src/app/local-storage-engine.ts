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
