import { configureStore } from '@reduxjs/toolkit';
import { AuthStatus, Plan } from '@storyloom/contracts';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { LIVE_RECONNECTED } from '../../lib/live-client';
import { LiveEventsProvider } from '../../lib/live-events-context';
import { createFakeLiveEvents } from '../../lib/testing/fake-live-events';
import type { AuthSnapshot } from './subscription-loader';
import { subscriptionReducer } from './subscription-slice';
import { SubscriptionSync, VISITOR_CONFIGURATION_DELAY_MS } from './SubscriptionSync';
import { systemConfigurationReducer } from './system-configuration-slice';

const subscription = {
  id: 'current',
  plan: Plan.Demo,
  bagOfIdeasSize: 5,
  canGenerateLongerContent: false,
  creditsAvailable: 50,
  createdUtcEpoch: 1,
  updatedUtcEpoch: 1,
};
const configuration = {
  systemCosts: {
    creditsPerStory: 10,
    creditsPerImage: 5,
    creditsPerSong: 20,
    creditsPerAudioBook: 30,
    creditsPerMinuteOfCall: 2,
  },
  plans: [],
  defaultCampaignCode: 'spring',
  configurationVersion: 3,
  lastUpdatedUtcEpoch: 1,
};

function fakeApi() {
  const request = vi.fn(async (path: string): Promise<unknown> => {
    if (path === '/api/Subscriptions/current') {
      throw new ApiRequestError('API request failed: Not Found', 404, {
        error: 'subscription_missing',
      });
    }
    return subscription;
  });
  const publicRequest = vi.fn(async (): Promise<unknown> => configuration);
  return {
    request,
    publicRequest,
    requestBlob: vi.fn(),
  } as unknown as ApiClient & { request: typeof request; publicRequest: typeof publicRequest };
}

/** The live stream as features see it; the test plays the server. */

function renderSync(auth: AuthSnapshot, api = fakeApi(), live = createFakeLiveEvents()) {
  const store = configureStore({
    reducer: { subscription: subscriptionReducer, systemConfiguration: systemConfigurationReducer },
  });
  const ui = (snapshot: AuthSnapshot) => (
    <Provider store={store}>
      <ApiClientProvider client={api}>
        <LiveEventsProvider events={live}>
          <SubscriptionSync auth={snapshot} />
        </LiveEventsProvider>
      </ApiClientProvider>
    </Provider>
  );
  const result = render(ui(auth));
  return { store, api, live, rerender: (next: AuthSnapshot) => result.rerender(ui(next)) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('SubscriptionSync', () => {
  it('follows sign-in: loading, then the 404 leads to setting up the default', async () => {
    const { store, api, rerender } = renderSync({
      status: AuthStatus.LOADING,
      userId: null,
      error: null,
    });
    expect(store.getState().subscription.isLoading).toBe(true);

    rerender({ status: AuthStatus.AUTHENTICATED, userId: 'user-1', error: null });
    await waitFor(() => expect(store.getState().subscription.isLoading).toBe(false));
    expect(api.request.mock.calls).toEqual([
      ['/api/Subscriptions/current', { method: 'GET' }],
      ['/api/Subscriptions/SetupNewDefaultSubscription', { method: 'POST' }],
    ]);
    expect(store.getState().subscription.subscription).toEqual(subscription);
  });

  it('reads the public configuration once, and again on visibility only after a failure', async () => {
    const api = fakeApi();
    api.publicRequest.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { store } = renderSync(
      { status: AuthStatus.AUTHENTICATED, userId: 'user-1', error: null },
      api,
    );
    await waitFor(() => expect(store.getState().systemConfiguration.status).toBe('failed'));
    expect(store.getState().systemConfiguration.error).toBe('Failed to fetch');

    setVisibility('visible');
    await waitFor(() => expect(store.getState().systemConfiguration.status).toBe('ready'));
    expect(store.getState().systemConfiguration.configuration).toEqual(configuration);

    setVisibility('visible');
    expect(api.publicRequest).toHaveBeenCalledTimes(2);
    expect(api.publicRequest).toHaveBeenCalledWith('/api/system-configuration/public', {
      method: 'GET',
    });
  });

  it('lets a visitor who is only looking be: plans and costs are read at the first interaction', async () => {
    const api = fakeApi();
    const { store } = renderSync(
      { status: AuthStatus.UNAUTHENTICATED, userId: null, error: null },
      api,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.publicRequest).not.toHaveBeenCalled();
    expect(store.getState().systemConfiguration.status).toBe('idle');

    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(store.getState().systemConfiguration.status).toBe('ready'));
    expect(api.publicRequest).toHaveBeenCalledTimes(1);
  });

  it('reads them after 13 s for a visitor who never touches the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi();
    const { store } = renderSync(
      { status: AuthStatus.UNAUTHENTICATED, userId: null, error: null },
      api,
    );
    vi.advanceTimersByTime(VISITOR_CONFIGURATION_DELAY_MS - 100);
    expect(api.publicRequest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    await waitFor(() => expect(store.getState().systemConfiguration.status).toBe('ready'));
    vi.useRealTimers();
  });

  it('reads the subscription again when the tab becomes visible', async () => {
    const api = fakeApi();
    api.request.mockImplementation(async () => subscription);
    const { store } = renderSync(
      { status: AuthStatus.AUTHENTICATED, userId: 'user-1', error: null },
      api,
    );
    await waitFor(() => expect(store.getState().subscription.subscription).toEqual(subscription));
    api.request.mockImplementation(async () => ({ ...subscription, creditsAvailable: 7 }));

    setVisibility('hidden');
    expect(api.request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await waitFor(() =>
      expect(store.getState().subscription.subscription.creditsAvailable).toBe(7),
    );
  });

  it('reads plans and costs again when an administrator changed them, and only for a newer version', async () => {
    const api = fakeApi();
    api.request.mockImplementation(async () => subscription);
    const { store, live } = renderSync(
      { status: AuthStatus.AUTHENTICATED, userId: 'u1', error: null },
      api,
    );
    await waitFor(() => expect(store.getState().systemConfiguration.status).toBe('ready'));
    expect(api.publicRequest).toHaveBeenCalledTimes(1);

    live.emit('systemConfiguration.updated', { configurationVersion: 3 }); // already shown
    api.publicRequest.mockImplementation(async () => ({
      ...configuration,
      systemCosts: { ...configuration.systemCosts, creditsPerStory: 25 },
      configurationVersion: 4,
    }));
    live.emit('systemConfiguration.updated', { configurationVersion: 4 });
    await waitFor(() =>
      expect(store.getState().systemConfiguration.configuration).toMatchObject({
        configurationVersion: 4,
        systemCosts: { creditsPerStory: 25 },
      }),
    );
    expect(api.publicRequest).toHaveBeenCalledTimes(2);
  });

  it('shows a subscription pushed on the live channel, and rereads after the stream was down', async () => {
    const api = fakeApi();
    api.request.mockImplementation(async () => subscription);
    const { store, live } = renderSync(
      { status: AuthStatus.AUTHENTICATED, userId: 'u1', error: null },
      api,
    );
    await waitFor(() =>
      expect(store.getState().subscription.subscription.creditsAvailable).toBe(50),
    );

    live.emit('subscription.updated', {
      ...subscription,
      creditsAvailable: 120,
      plan: Plan.Parent,
    });
    await waitFor(() =>
      expect(store.getState().subscription.subscription).toMatchObject({
        creditsAvailable: 120,
        plan: Plan.Parent,
      }),
    );

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    live.emit('subscription.updated', { creditsAvailable: 'lots' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/unexpected shape/),
        expect.anything(),
      ),
    );
    expect(store.getState().subscription.subscription.creditsAvailable).toBe(120);
    warn.mockRestore();

    const readsBefore = api.request.mock.calls.length;
    live.emit(LIVE_RECONNECTED, null);
    await waitFor(() => expect(api.request.mock.calls.length).toBe(readsBefore + 1));
  });
});
