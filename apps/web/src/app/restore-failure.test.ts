import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUpdated } from '../features/wizard/wizard-slice';
import { createAppStore } from './store';

// The story's schemas cannot be fetched, as after a deployment removed the old chunk.
vi.mock('../features/wizard/schemas', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => localStorage.clear());

describe('a restore whose checks cannot be loaded', () => {
  it('reports the failure and writes nothing, so the saved draft is there for the next load', async () => {
    const saved = JSON.stringify({
      wizard: JSON.stringify({ story: { event: { description: 'A brave snail' } } }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    localStorage.setItem('persist:storyloom', saved);
    const onRestoreFailure = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { store, persistor } = createAppStore({ onRestoreFailure });
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(onRestoreFailure).toHaveBeenCalledWith(expect.any(Error));

    store.dispatch(storyUpdated({ event: { description: 'Something else' } }));
    await persistor.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('persist:storyloom')).toBe(saved);
  });
});
