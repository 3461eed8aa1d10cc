import { DEFAULT_SUBSCRIPTION } from '@storyloom/contracts';
import { createTransform } from 'redux-persist';
import { subscriptionSchemas } from './subscription-api';
import { initialSubscriptionState, type SubscriptionState } from './subscription-slice';

/** Checks the saved subscription; the store loads it before restoring (see app/store.ts). */
export const subscriptionRestoreSchemas = subscriptionSchemas;

/** What is written to the device: the subscription only, never `isLoading` or `error`. */
export interface PersistedSubscription {
  subscription: SubscriptionState['subscription'];
}

/**
 * The subscription slice is stored locally without its loading flag and error (docs/product.md,
 * "Client state and persistence"). On the way back the saved value is parsed again, so a damaged or
 * outdated entry falls back to the Demo default instead of reaching the screen.
 */
export const subscriptionPersistTransform = createTransform<
  SubscriptionState,
  PersistedSubscription
>(
  (state) => ({ subscription: state.subscription }),
  (saved) => {
    const parsed = subscriptionSchemas.loaded().subscriptionSchema.safeParse(saved?.subscription);
    return {
      ...initialSubscriptionState,
      subscription: parsed.success ? parsed.data : { ...DEFAULT_SUBSCRIPTION },
    };
  },
  { whitelist: ['subscription'] },
);
