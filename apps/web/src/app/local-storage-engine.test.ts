import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedBeforeRestore, localStorageEngine } from './local-storage-engine';

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

describe('checkedBeforeRestore', () => {
  afterEach(() => window.localStorage.clear());

  it('loads nothing on a first visit, when nothing was saved', async () => {
    const prepare = vi.fn(async () => undefined);
    const engine = checkedBeforeRestore(localStorageEngine, { prepare, onFailure: vi.fn() });
    expect(await engine.getItem('persist:storyloom')).toBeNull();
    expect(prepare).not.toHaveBeenCalled();
  });

  it('hands saved state over only once its checks have loaded', async () => {
    window.localStorage.setItem('persist:storyloom', '{"wizard":"{}"}');
    const order: string[] = [];
    const prepare = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('checks loaded');
    });
    const engine = checkedBeforeRestore(localStorageEngine, { prepare, onFailure: vi.fn() });
    const saved = await engine.getItem('persist:storyloom');
    order.push('restored');
    expect(saved).toBe('{"wizard":"{}"}');
    expect(order).toEqual(['checks loaded', 'restored']);
  });

  it('tells of checks that cannot be loaded and restores nothing, keeping what was saved', async () => {
    window.localStorage.setItem('persist:storyloom', '{"wizard":"{}"}');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const onFailure = vi.fn();
    const engine = checkedBeforeRestore(localStorageEngine, {
      prepare: () => Promise.reject(failure),
      onFailure,
    });
    await expect(engine.getItem('persist:storyloom')).rejects.toBe(failure);
    expect(onFailure).toHaveBeenCalledWith(failure);
    expect(window.localStorage.getItem('persist:storyloom')).toBe('{"wizard":"{}"}');
  });
});
