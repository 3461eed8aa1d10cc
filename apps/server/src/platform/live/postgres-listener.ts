import pg from 'pg';
import type { LiveLogger } from './live-event.js';

/** Lets operators (and tests) find the LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'storyloom-live-listener';
/** The broadcast channels' listeners (live broadcasts, ended sessions), told apart from the hub's. */
export const BROADCAST_LISTENER_APPLICATION_NAME = 'storyloom-broadcast-listener';

export type NotificationListenerOptions = {
  connectionString: string;
  channel: string;
  onNotification(payload: string): void;
  /** Called once LISTEN is back after a lost connection; notifications sent meanwhile are gone. */
  onReconnected(downForMs: number): void;
  logger: LiveLogger;
  /** Names the connection in pg_stat_activity; the live hub's own listener by default. */
  applicationName?: string;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
};

export type NotificationListener = { close(): Promise<void> };

/**
 * LISTEN on a dedicated connection: pooled connections are shared and released, and a released
 * connection stops hearing notifications. When the connection drops it is re-established with
 * exponential backoff; the caller catches up from the table in onReconnected.
 */
export async function listenForNotifications(
  options: NotificationListenerOptions,
): Promise<NotificationListener> {
  const { channel, logger, initialBackoffMs = 200, maxBackoffMs = 10_000 } = options;
  let current: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failedAttempts = 0;
  let lostAt: number | undefined;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName ?? LISTENER_APPLICATION_NAME,
      // Notices a silently dead peer (a dropped NAT entry, a killed VM) instead of waiting forever.
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        options.onNotification(message.payload);
      }
    });
    client.on('error', (error) => onLost(client, error));
    client.on('end', () => onLost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  };

  const onLost = (client: pg.Client, error?: Error) => {
    if (closed || client !== current) return;
    current = undefined;
    lostAt = Date.now();
    logger.warn({ err: error }, 'live notifications connection lost; reconnecting');
    client.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    // Full jitter keeps many processes from reconnecting in lockstep after a database restart.
    const ceiling = Math.min(maxBackoffMs, initialBackoffMs * 2 ** failedAttempts);
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    retryTimer = setTimeout(() => void reconnect(), delay);
    retryTimer.unref();
  };

  const reconnect = async () => {
    retryTimer = undefined;
    let client: pg.Client;
    try {
      client = await connect();
    } catch (error) {
      if (closed) return;
      failedAttempts += 1;
      logger.warn({ err: error, failedAttempts }, 'live notifications reconnect failed');
      scheduleReconnect();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    failedAttempts = 0;
    const downForMs = Date.now() - (lostAt ?? Date.now());
    lostAt = undefined;
    options.onReconnected(downForMs);
  };

  current = await connect();

  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
