import { FAMILY_CHANGES_CHANNEL, type Database } from '../db/database.js';
import type { LiveLogger } from '../live/live-event.js';
import { listenForNotifications } from '../live/postgres-listener.js';
import type { AnswerCache } from './answer-cache.js';

/** Names the family-changes LISTEN connection in pg_stat_activity. */
export const FAMILY_CHANGES_LISTENER_APPLICATION_NAME = 'storyloom-family-changes-listener';

/**
 * Makes the cache forget a family whenever the database says its rows changed. This process's
 * own commits are heard on the connection that made them, before the commit resolves (on PGlite
 * that is every change there is). On PostgreSQL a connection of its own also LISTENs, so the
 * other processes' changes are heard within moments; when that connection was lost, everything
 * is forgotten once it is back, and the cache's maximum age bounds what was served meanwhile.
 */
export async function forgetOnFamilyChanges(options: {
  database: Database;
  cache: AnswerCache;
  logger: LiveLogger;
}): Promise<{ close(): Promise<void> }> {
  const { database, cache } = options;
  const forget = (payload: string) => {
    if (payload === '*') cache.forgetAll();
    else cache.forget(payload);
  };
  const stopHearing = database.onFamilyChange(forget);
  const listener =
    database.kind === 'postgres'
      ? await listenForNotifications({
          connectionString: database.connectionString,
          channel: FAMILY_CHANGES_CHANNEL,
          applicationName: FAMILY_CHANGES_LISTENER_APPLICATION_NAME,
          onNotification: forget,
          onReconnected: () => cache.forgetAll(),
          logger: options.logger,
        })
      : undefined;
  return {
    async close() {
      stopHearing();
      await listener?.close();
    },
  };
}
