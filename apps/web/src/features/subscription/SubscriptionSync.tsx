import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import {
  AuthStatus,
  SUBSCRIPTION_UPDATED_EVENT,
  SYSTEM_CONFIGURATION_UPDATED_EVENT,
} from '@storyloom/contracts';
import { useApiClient } from '../../lib/api-client-context';
import { onFirstInteraction } from '../../lib/first-interaction';
import { LIVE_RECONNECTED } from '../../lib/live-client';
import { useLiveEvent } from '../../lib/live-events-context';
import { subscriptionSchemas } from './subscription-api';
import { createSubscriptionLoader, type AuthSnapshot } from './subscription-loader';
import {
  loadPublicConfiguration,
  refreshPublicConfiguration,
  type WithSystemConfiguration,
} from './system-configuration-slice';

interface SubscriptionActions {
  /** Reads the subscription again (after an error). */
  reloadSubscription: () => void;
  /** Reads plans and costs again (after an error). */
  reloadConfiguration: () => void;
}

/** How long a visitor who never touches the page waits for plans and costs. */
export const VISITOR_CONFIGURATION_DELAY_MS = 13_000;

const SubscriptionActionsContext = createContext<SubscriptionActions | null>(null);

interface SubscriptionSyncProps {
  auth: AuthSnapshot;
  /** Where visibility changes are watched; tests may pass their own. */
  doc?: Document;
  children?: ReactNode;
}

/**
 * Keeps the subscription slice in step with sign-in and reads the public configuration once.
 * Mounted after saved state is restored, so a stored subscription never overwrites a fresh one.
 * Changes arrive on the live channel; after the stream was down, and when the tab becomes visible
 * again, the subscription is read once more in case an event was missed.
 */
export function SubscriptionSync({ auth, doc = document, children }: SubscriptionSyncProps) {
  const api = useApiClient();
  const dispatch = useDispatch<ThunkDispatch<WithSystemConfiguration, unknown, UnknownAction>>();
  const [loader] = useState(() => createSubscriptionLoader(api, dispatch));
  const [actions] = useState<SubscriptionActions>(() => ({
    reloadSubscription: () => void loader.reload(),
    reloadConfiguration: () => void dispatch(loadPublicConfiguration(api)),
  }));

  const { status, userId, error } = auth;
  useEffect(() => {
    loader.follow({ status, userId, error });
  }, [loader, status, userId, error]);

  useEffect(() => () => loader.stop(), [loader]);

  useLiveEvent(SUBSCRIPTION_UPDATED_EVENT, ({ data }) => {
    // Events keep their order: each waits for the same (usually settled) schema module.
    void subscriptionSchemas.load().then(({ subscriptionSchema }) => {
      const pushed = subscriptionSchema.safeParse(data);
      if (pushed.success) loader.receive(pushed.data);
      else console.warn('Ignoring a subscription event of unexpected shape', pushed.error);
    });
  });
  useLiveEvent(LIVE_RECONNECTED, () => void loader.refresh());
  // An administrator changed costs or plans: every open tab's counts follow without a reload.
  useLiveEvent(SYSTEM_CONFIGURATION_UPDATED_EVENT, ({ data }) => {
    void dispatch(refreshPublicConfiguration({ api, version: data.configurationVersion }));
  });

  // Plans and costs. A signed-in family sees its credits at once, so they are read then. A
  // visitor who is only looking needs none of them yet, and checking them means a download of
  // its own, so for a visitor the read waits for the first interaction (or 13 s).
  const signedIn = status === AuthStatus.AUTHENTICATED;
  useEffect(() => {
    if (signedIn) {
      actions.reloadConfiguration();
      return;
    }
    return onFirstInteraction(actions.reloadConfiguration, {
      timeoutMs: VISITOR_CONFIGURATION_DELAY_MS,
      target: doc.defaultView ?? window,
    });
  }, [signedIn, actions, doc]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (doc.visibilityState !== 'visible') return;
      void loader.refresh();
      // Only refetched when the first read failed; a loaded configuration is kept.
      actions.reloadConfiguration();
    };
    doc.addEventListener('visibilitychange', onVisibilityChange);
    return () => doc.removeEventListener('visibilitychange', onVisibilityChange);
  }, [loader, actions, doc]);

  return <SubscriptionActionsContext value={actions}>{children}</SubscriptionActionsContext>;
}

const noActions: SubscriptionActions = {
  reloadSubscription: () => undefined,
  reloadConfiguration: () => undefined,
};

/** Retry actions; without a SubscriptionSync above (isolated tests) they do nothing. */
export function useSubscriptionActions(): SubscriptionActions {
  return useContext(SubscriptionActionsContext) ?? noActions;
}
