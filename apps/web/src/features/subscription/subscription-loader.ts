import type { UnknownAction } from '@reduxjs/toolkit';
import { AuthStatus, type Subscription } from '@storyloom/contracts';
import type { ApiClient } from '../../lib/api-client';
import { fetchCurrentSubscription, messageOf } from './subscription-api';
import {
  subscriptionFailed,
  subscriptionLoading,
  subscriptionReceived,
  subscriptionReset,
} from './subscription-slice';

/** What the loader needs to know about sign-in; the app passes it in from the auth slice. */
export interface AuthSnapshot {
  status: AuthStatus;
  /** The signed-in user's id, or null. */
  userId: string | null;
  error: string | null;
}

export interface SubscriptionLoader {
  /** Follows the sign-in state (docs/product.md, "Client state and persistence"). */
  follow(auth: AuthSnapshot): void;
  /** Reads the subscription again, showing the loading state (the "Try again" button). */
  reload(): Promise<void>;
  /** Reads it again in the background (the tab became visible); a failure keeps what we have. */
  refresh(): Promise<void>;
  /** Takes a subscription pushed on the live channel; it is newer than any read under way. */
  receive(subscription: Subscription): void;
  /** Drops any answer still on its way. */
  stop(): void;
}

const SIGN_IN_UNREADABLE = 'We could not check your sign-in, so your credits are not shown.';

/**
 * Loads the subscription for whoever is signed in. Every change of user bumps a generation, so
 * an answer for an earlier user never lands after a sign-out or a switch of account.
 */
export function createSubscriptionLoader(
  api: ApiClient,
  dispatch: (action: UnknownAction) => unknown,
): SubscriptionLoader {
  let generation = 0;
  let userId: string | null = null;

  async function load(quiet: boolean): Promise<void> {
    if (userId === null) return;
    const run = ++generation;
    if (!quiet) dispatch(subscriptionLoading());
    try {
      const subscription = await fetchCurrentSubscription(api);
      if (run === generation) dispatch(subscriptionReceived(subscription));
    } catch (error) {
      if (run !== generation) return;
      if (quiet) console.warn('Refreshing the subscription failed; keeping the last one.', error);
      else dispatch(subscriptionFailed(messageOf(error)));
    }
  }

  return {
    follow({ status, userId: nextUser, error }) {
      if (status === AuthStatus.AUTHENTICATED && nextUser !== null) {
        // Read once per signed-in user; token renewals change nothing here.
        if (nextUser === userId) return;
        userId = nextUser;
        void load(false);
        return;
      }
      generation += 1;
      userId = null;
      if (status === AuthStatus.LOADING) dispatch(subscriptionLoading());
      else if (status === AuthStatus.ERROR)
        dispatch(subscriptionFailed(error ?? SIGN_IN_UNREADABLE));
      // Nobody signed in: loading ends, and this device no longer shows the last account's plan.
      else dispatch(subscriptionReset());
    },
    reload: () => load(false),
    refresh: () => load(true),
    receive(subscription) {
      if (userId === null) return;
      generation += 1;
      dispatch(subscriptionReceived(subscription));
    },
    stop() {
      generation += 1;
      userId = null;
    },
  };
}
