import { configureStore } from '@reduxjs/toolkit';
import { EMPTY_DEMO_CONTENT, type DemoContent } from '@storyloom/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { campaignCodeCleared, campaignCodeSet, demoReducer, fetchDemo } from './demo-slice';

const demo: DemoContent = {
  ...EMPTY_DEMO_CONTENT,
  storyId: 'story-1',
  storyTitle: 'Pip and the lost button',
  story: 'artifact-1',
  characters: [{ id: 'pip', name: 'Pip', avatarUrl: '' }],
  marketplaceId: 'product-1',
};

function storeWith(answer: () => unknown) {
  const publicRequest = vi.fn(async () => {
    const value = answer();
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { publicRequest } as unknown as ApiClient;
  const store = configureStore({ reducer: { demo: demoReducer } });
  return { store, api, publicRequest };
}

describe('demo slice', () => {
  it('sets and clears the campaign code', () => {
    const { store } = storeWith(() => demo);
    store.dispatch(campaignCodeSet('spring'));
    expect(store.getState().demo.campaignCode).toBe('spring');
    store.dispatch(campaignCodeCleared());
    expect(store.getState().demo.campaignCode).toBeNull();
  });

  it('pending clears the error and the data; fulfilled stores the data', async () => {
    let resolve: (value: unknown) => void = () => {};
    const { store, api, publicRequest } = storeWith(() => demo);
    // A failure first, so there is an error to clear.
    publicRequest.mockRejectedValueOnce(new Error('offline'));
    await store.dispatch(fetchDemo({ api, code: 'spring' }));
    expect(store.getState().demo.error).toBe('offline');
    publicRequest.mockImplementationOnce(() => new Promise((done) => (resolve = done)));

    const pending = store.dispatch(fetchDemo({ api, code: 'spring' }));
    expect(store.getState().demo).toMatchObject({ isLoading: true, error: null, data: null });
    resolve(demo);
    await pending;
    expect(store.getState().demo).toMatchObject({ isLoading: false, error: null, data: demo });
    expect(publicRequest).toHaveBeenCalledWith('/api/demo/spring', expect.anything());

    // A new fetch drops the old demo while it loads.
    publicRequest.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
    const again = store.dispatch(fetchDemo({ api, code: 'summer' }));
    expect(store.getState().demo.data).toBeNull();
    resolve(EMPTY_DEMO_CONTENT);
    await again;
    expect(store.getState().demo.data).toEqual(EMPTY_DEMO_CONTENT);
  });

  it("rejected stores the server's message, else the error's, else 'Failed to fetch demo content'", async () => {
    const server = new ApiRequestError('API request failed: Service Unavailable', 503, {
      error: 'unavailable',
      message: 'The demo is resting, try again soon.',
      status: 503,
    });
    const cases: [unknown, string][] = [
      [server, 'The demo is resting, try again soon.'],
      [
        new ApiRequestError('API request failed: Bad Gateway', 502, null),
        'API request failed: Bad Gateway',
      ],
      [new Error('Failed to fetch'), 'Failed to fetch'],
      [new Error(''), 'Failed to fetch demo content'],
      ['not an error at all', 'Failed to fetch demo content'],
    ];
    for (const [failure, message] of cases) {
      const { store, api } = storeWith(() => {
        throw failure;
      });
      await store.dispatch(fetchDemo({ api, code: 'spring' }));
      expect(store.getState().demo).toMatchObject({ isLoading: false, data: null, error: message });
    }
  });

  it('refuses an answer of the wrong shape with its own message', async () => {
    const { store, api } = storeWith(() => ({ storyId: 42 }));
    await store.dispatch(fetchDemo({ api, code: 'spring' }));
    expect(store.getState().demo.error).toBe('The server sent a demo the app cannot read.');
  });
});
