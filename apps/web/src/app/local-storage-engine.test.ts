import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageEngine } from './local-storage-engine';

describe('local storage engine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('writes, reads and removes items', async () => {
    await localStorageEngine.setItem('persist:test', '{"a":1}');
    expect(await localStorageEngine.getItem('persist:test')).toBe('{"a":1}');
    await localStorageEngine.removeItem('persist:test');
    expect(await localStorageEngine.getItem('persist:test')).toBeNull();
  });

  it('keeps the app going when storage refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await expect(localStorageEngine.setItem('k', 'v')).resolves.toBeUndefined();
    await expect(localStorageEngine.getItem('k')).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
