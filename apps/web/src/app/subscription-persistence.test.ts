import { Plan } from '@storyloom/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  subscriptionFailed,
  subscriptionLoading,
  subscriptionReceived,
} from '../features/subscription/subscription-slice';
import { loadPublicConfiguration } from '../features/subscription/system-configuration-slice';
import type { ApiClient } from '../lib/api-client';
import { createAppStore } from './store';

afterEach(() => localStorage.clear());

const saved = () =>
  JSON.parse(localStorage.getItem('persist:storyloom') ?? '{}') as Record<string, string>;

describe('persisted subscription', () => {
  it('stores the subscription without isLoading and error, and restores it', async () => {
    const first = createAppStore();
    await waitFor(() => expect(first.persistor.getState().bootstrapped).toBe(true));
    first.store.dispatch(
      subscriptionReceived({
        id: 'current',
        plan: Plan.Explorer,
        bagOfIdeasSize: 10,
        canGenerateLongerContent: false,
        creditsAvailable: 75,
      }),
    );
    first.store.dispatch(subscriptionLoading());
    first.store.dispatch(subscriptionFailed('API request failed: Service Unavailable'));
    first.store.dispatch(
      loadPublicConfiguration.fulfilled(
        {
          systemCosts: {
            creditsPerStory: 1,
            creditsPerImage: 1,
            creditsPerSong: 1,
            creditsPerAudioBook: 1,
            creditsPerMinuteOfCall: 1,
          },
          plans: [],
        },
        'request',
        {} as ApiClient,
      ),
    );
    await first.persistor.flush();

    const stored = saved();
    expect(stored).toHaveProperty('subscription');
    expect(stored).not.toHaveProperty('systemConfiguration');
    expect(JSON.parse(stored.subscription ?? 'null')).toEqual({
      subscription: {
        id: 'current',
        plan: Plan.Explorer,
        bagOfIdeasSize: 10,
        canGenerateLongerContent: false,
        creditsAvailable: 75,
      },
    });

    const second = createAppStore();
    await waitFor(() => expect(second.persistor.getState().bootstrapped).toBe(true));
    expect(second.store.getState().subscription).toEqual({
      subscription: expect.objectContaining({ plan: Plan.Explorer, creditsAvailable: 75 }),
      isLoading: false,
      error: null,
    });
    expect(second.store.getState().systemConfiguration.status).toBe('idle');
  });
});
