import { DEFAULT_SUBSCRIPTION, Plan, type Subscription } from '@storyloom/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPersistTransform, subscriptionRestoreSchemas } from './subscription-persist';
import {
  subscriptionFailed,
  subscriptionLoading,
  subscriptionReceived,
  subscriptionReducer,
  subscriptionReset,
  type SubscriptionState,
} from './subscription-slice';

// The app's store loads these before any restore (app/store.ts); so do these tests.
beforeAll(() => subscriptionRestoreSchemas.load());

const parent: Subscription = {
  id: 'current',
  plan: Plan.Parent,
  bagOfIdeasSize: 20,
  canGenerateLongerContent: true,
  creditsAvailable: 480,
  createdUtcEpoch: 1_700_000_000_000,
  updatedUtcEpoch: 1_700_000_500_000,
};
const initial = subscriptionReducer(undefined, { type: '@@init' });

describe('subscription slice', () => {
  it('starts on the Demo default, not loading, without error', () => {
    expect(initial).toEqual({
      subscription: { ...DEFAULT_SUBSCRIPTION },
      isLoading: false,
      error: null,
    });
    expect(initial.subscription).toMatchObject({
      plan: Plan.Demo,
      bagOfIdeasSize: 5,
      canGenerateLongerContent: false,
      creditsAvailable: 0,
    });
  });

  it('sets a subscription, ending loading and clearing an error', () => {
    const loading = subscriptionReducer(
      subscriptionReducer(initial, subscriptionFailed('x')),
      subscriptionLoading(),
    );
    expect(loading).toMatchObject({ isLoading: true, error: null });
    expect(subscriptionReducer(loading, subscriptionReceived(parent))).toEqual({
      subscription: parent,
      isLoading: false,
      error: null,
    });
  });

  it('stores an error message, ends loading and keeps the last subscription', () => {
    const loading = subscriptionReducer(
      subscriptionReducer(initial, subscriptionReceived(parent)),
      subscriptionLoading(),
    );
    expect(
      subscriptionReducer(loading, subscriptionFailed('API request failed: Bad Gateway')),
    ).toEqual({
      subscription: parent,
      isLoading: false,
      error: 'API request failed: Bad Gateway',
    });
  });

  it('resets to the Demo default', () => {
    const dirty: SubscriptionState = { subscription: parent, isLoading: true, error: 'oops' };
    expect(subscriptionReducer(dirty, subscriptionReset())).toEqual({
      subscription: { ...DEFAULT_SUBSCRIPTION },
      isLoading: false,
      error: null,
    });
  });
});

describe('subscription persist transform', () => {
  const dirty: SubscriptionState = { subscription: parent, isLoading: true, error: 'oops' };

  it('writes the subscription only', () => {
    expect(subscriptionPersistTransform.in(dirty, 'subscription', dirty)).toEqual({
      subscription: parent,
    });
  });

  it('restores with loading off and no error', () => {
    expect(subscriptionPersistTransform.out({ subscription: parent }, 'subscription', {})).toEqual({
      subscription: parent,
      isLoading: false,
      error: null,
    });
  });

  it('falls back to the Demo default for a damaged entry', () => {
    const damaged = { subscription: { id: 'current', plan: 42 } } as never;
    expect(subscriptionPersistTransform.out(damaged, 'subscription', {}).subscription).toEqual({
      ...DEFAULT_SUBSCRIPTION,
    });
  });
});
