import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SUBSCRIPTION, type Subscription } from '@storyloom/contracts';

/**
 * The signed-in user's plan and credits (docs/product.md, "The data" and "Client state and
 * persistence"). `subscription` is kept on the device (see subscription-persist.ts); `isLoading`
 * and `error` only describe this visit.
 */
export interface SubscriptionState {
  subscription: Subscription;
  isLoading: boolean;
  error: string | null;
}

export const initialSubscriptionState: SubscriptionState = {
  subscription: { ...DEFAULT_SUBSCRIPTION },
  isLoading: false,
  error: null,
};

export const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState: initialSubscriptionState,
  reducers: {
    /**
     * A subscription arrived: from the API at load, after setting up the default, or (the seam
     * for the live client) from a `subscription.updated` event.
     */
    subscriptionReceived(_state, { payload }: PayloadAction<Subscription>) {
      return { subscription: payload, isLoading: false, error: null };
    },
    subscriptionLoading(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** Stores the message and ends loading; the last known subscription stays. */
    subscriptionFailed(state, { payload }: PayloadAction<string>) {
      state.isLoading = false;
      state.error = payload;
    },
    /** Back to the Demo default (docs/product.md, "The data"), not loading, no error. */
    subscriptionReset() {
      return { ...initialSubscriptionState, subscription: { ...DEFAULT_SUBSCRIPTION } };
    },
  },
});

export const { subscriptionReceived, subscriptionLoading, subscriptionFailed, subscriptionReset } =
  subscriptionSlice.actions;
export const subscriptionReducer = subscriptionSlice.reducer;

/** Any store that mounts this slice under `subscription`. */
export interface WithSubscription {
  subscription: SubscriptionState;
}

export const selectSubscriptionState = (state: WithSubscription) => state.subscription;
export const selectSubscription = (state: WithSubscription) => state.subscription.subscription;
