import type { Database } from '../db/database.js';
import type { LiveLogger } from './live-event.js';
import {
  BROADCAST_LISTENER_APPLICATION_NAME,
  listenForNotifications,
} from './postgres-listener.js';

/**
 * Short messages to every process of a deployment, this one included: NOTIFY on a channel of
 * its own on PostgreSQL (the transport the live hub uses), a direct call on embedded PGlite,
 * where this is the only process. Nothing is stored: a process that was not listening misses
 * the message, and hears about the gap through onGap once it listens again.
 */
export type Broadcast = {
  /** Reaches onMessage here before it resolves, and in the other processes moments later. */
  send(message: string): Promise<void>;
  close(): Promise<void>;
};

export type BroadcastOptions = {
  database: Database;
  /** A NOTIFY channel name; one per kind of message. */
  channel: string;
  logger: LiveLogger;
  onMessage(message: string): void;
  /** The connection was lost for a while: messages sent meanwhile did not arrive. */
  onGap(): void;
};

export async function openBroadcast(options: BroadcastOptions): Promise<Broadcast> {
  const { database, channel, onMessage } = options;
  if (database.kind === 'pglite') {
    return { send: async (message) => onMessage(message), close: async () => {} };
  }
  const listener = await listenForNotifications({
    connectionString: database.connectionString,
    channel,
    applicationName: BROADCAST_LISTENER_APPLICATION_NAME,
    onNotification: onMessage,
    onReconnected: () => options.onGap(),
    logger: options.logger,
  });
  return {
    async send(message) {
      // The sender acts on its own message at once; its echo through NOTIFY changes nothing more.
      onMessage(message);
      await database.pool.query('select pg_notify($1, $2)', [channel, message]);
    },
    close: () => listener.close(),
  };
}
