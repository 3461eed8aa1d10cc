import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches the module once and keeps it for code that cannot wait', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const module = onDemand(importModule);
    expect(() => module.loaded()).toThrow('not been loaded');
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(await module.load()).toBe(first);
    expect(module.loaded()).toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch instead of remembering the failure', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 7 });
    const module = onDemand(importModule);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(() => module.loaded()).toThrow('not been loaded');
    expect(await module.load()).toEqual({ answer: 7 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
