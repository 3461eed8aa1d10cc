import { useEffect, useState, type ReactNode } from 'react';
import { ApiRoutes, AuthStatus, pathTo } from '@storyloom/contracts';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { selectAuth } from '../features/auth/auth-slice';
import { useAuthSession } from '../features/auth/AuthProvider';
import { createLiveClient, type LiveClient } from '../lib/live-client';
import { LiveEventsProvider } from '../lib/live-events-context';
import { useAppSelector } from './hooks';

/**
 * One live stream per tab while someone is signed in; features listen through useLiveEvent.
 * Signing out closes it; another user signing in opens a fresh one.
 */
export function LiveConnection({
  children,
  client: givenClient,
}: {
  children: ReactNode;
  /** Tests pass their own client. */
  client?: LiveClient;
}) {
  const { apiBase } = useRuntimeConfig();
  const session = useAuthSession();
  const [client] = useState(
    () =>
      givenClient ??
      createLiveClient({
        url: `${apiBase}${pathTo(ApiRoutes.live.stream)}`,
        getIdToken: () => session.getFreshToken(),
        onError: (error) => console.warn('A live event could not be handled', error),
      }),
  );
  const { status, user } = useAppSelector(selectAuth);
  const userId = status === AuthStatus.AUTHENTICATED ? (user?.uid ?? null) : null;

  useEffect(() => {
    if (userId === null) return;
    client.start();
    return () => client.stop();
  }, [client, userId]);

  return <LiveEventsProvider events={client}>{children}</LiveEventsProvider>;
}
