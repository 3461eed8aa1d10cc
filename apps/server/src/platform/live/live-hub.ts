import { randomUUID } from 'node:crypto';
import type { LiveEventMap } from '@storyloom/contracts';
import type { Database } from '../db/database.js';
import { openBroadcast } from './broadcast.js';
import {
  parseBroadcast,
  parseBroadcastMessage,
  parseNotification,
  parsePublication,
  type LiveBroadcastListener,
  type LiveEvent,
  type LiveEventInput,
  type LiveListener,
  type LiveLogger,
  type LiveNotification,
} from './live-event.js';
import { liveEventStore } from './live-event-store.js';
import { LocalSubscribers, RecentlyDelivered } from './local-subscribers.js';
import { listenForNotifications, type NotificationListener } from './postgres-listener.js';

/** The one NOTIFY channel every process of a deployment listens on. */
export const LIVE_CHANNEL = 'storyloom_live';
/** The channel of events for every connected user. */
export const LIVE_BROADCAST_CHANNEL = 'storyloom_live_all';
// The sender hears its own broadcast at once and again as the NOTIFY echo; these nonces drop the echo.
const REMEMBERED_BROADCASTS = 256;

// Events that go in one statement at most (each is at most 64 kB of JSON).
const MAX_EVENTS_PER_STATEMENT = 100;

const DEFAULT_RETENTION_MS = 15 * 60_000;
const DEFAULT_PRUNE_INTERVAL_MS = 60_000;
// Events stored shortly before the LISTEN connection dropped may not have been heard either.
const CATCH_UP_MARGIN_MS = 5_000;

/**
 * Per-user change notifications for open browser tabs. Services publish; the SSE route subscribes.
 * Every event is stored first (its row id is the SSE id, and the row serves resume), then reaches
 * each subscriber of this process exactly once: directly on embedded PGlite, where this is the
 * only process, or through LISTEN/NOTIFY on PostgreSQL, so every process hears it the same way.
 *
 * Known limit: ids come from a sequence, so two publishes racing in different processes can
 * commit out of id order; a tab that drops exactly between them and resumes after the higher id
 * misses the lower one. Each publish (or batch of publishes, see below) is one short autocommit
 * statement, which keeps that window to microseconds.
 */
export type LiveHub<Events extends object = LiveEventMap> = {
  /**
   * Stores and fans out one event for a user; throws InvalidLiveEventError on bad input. The
   * event's name and payload must be a pair of the hub's map (the app's is the contracts'
   * LiveEventMap), so a wrong name or shape fails the type check.
   */
  publish<Name extends keyof Events & string>(
    userId: string,
    event: { type: Name; data: Events[Name] },
  ): Promise<LiveEvent>;
  /**
   * Sends one event to every connected user of every process (nothing private: every open tab
   * receives it). Not stored, so there is no resume: keep it a signal that makes tabs re-read.
   */
  broadcast<Name extends keyof Events & string>(event: {
    type: Name;
    data: Events[Name];
  }): Promise<void>;
  /** Listens to the broadcasts in this process; call the returned function to stop. */
  subscribeToBroadcasts(listener: LiveBroadcastListener): () => void;
  /** Listens to one user's events in this process; call the returned function to stop. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** The user's stored events with an id above lastId, oldest first (resume by Last-Event-ID). */
  eventsAfter(userId: string, lastId: number, limit?: number): Promise<LiveEvent[]>;
  /** How many subscriptions this process holds, for one user or in all. */
  subscriberCount(userId?: string): number;
  /** Deletes events older than the retention window (runs periodically on its own). */
  pruneExpired(): Promise<number>;
  close(): Promise<void>;
};

export type LiveHubOptions = {
  database: Database;
  logger: LiveLogger;
  /** How long events stay available for resume. */
  retentionMs?: number;
  pruneIntervalMs?: number;
  /** Called before a user's event reaches this process's subscribers. */
  beforeDelivery?(userId: string): void;
};

export async function createLiveHub<Events extends object = LiveEventMap>(
  options: LiveHubOptions,
): Promise<LiveHub<Events>> {
  const { database, logger } = options;
  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
  const store = liveEventStore(database.db);
  const subscribers = new LocalSubscribers(logger);
  const deliver = (userId: string, event: LiveEvent) => {
    options.beforeDelivery?.(userId);
    subscribers.deliver(userId, event);
  };
  const viaNotifications = database.kind === 'postgres';
  let closed = false;

  // Notifications are handled one after another so a row read for a big event cannot let a
  // later, smaller event overtake it.
  let handling: Promise<void> = Promise.resolve();
  const inOrder = (task: () => Promise<void>) => {
    handling = handling.then(task).catch((error: unknown) => {
      logger.error({ err: error }, 'live notification handling failed');
    });
  };
  const recentlyDelivered = new RecentlyDelivered(retentionMs + CATCH_UP_MARGIN_MS);
  const deliverOnce = (userId: string, event: LiveEvent) => {
    if (recentlyDelivered.markNew(event.id)) deliver(userId, event);
  };

  const onNotification = (payload: string) => {
    const notification = parseNotification(payload);
    if (!notification) {
      logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed live notification');
      return;
    }
    inOrder(() => handleNotification(notification));
  };
  const handleNotification = async (notification: LiveNotification) => {
    // Only read the row of a big event when somebody here is listening for it.
    if (closed || !subscribers.has(notification.userId)) return;
    if (notification.kind === 'event') return deliverOnce(notification.userId, notification.event);
    const stored = await store.byId(notification.id);
    if (stored) deliverOnce(stored.userId, stored.event);
  };
  const catchUp = (downForMs: number) => {
    logger.warn({ downForMs }, 'live notifications back; catching up from the table');
    inOrder(async () => {
      const windowMs = Math.min(downForMs + CATCH_UP_MARGIN_MS, retentionMs);
      const missed = await store.recentEventsOf(subscribers.users(), windowMs);
      for (const { userId, event } of missed) deliverOnce(userId, event);
    });
  };

  const listener: NotificationListener | undefined = viaNotifications
    ? await listenForNotifications({
        connectionString: database.connectionString,
        channel: LIVE_CHANNEL,
        onNotification,
        onReconnected: catchUp,
        logger,
      })
    : undefined;

  const broadcastListeners = new Set<{ listener: LiveBroadcastListener }>();
  const heardBroadcasts = new Set<string>();
  const deliverBroadcast = (message: string) => {
    const parsed = parseBroadcastMessage(message);
    if (!parsed) {
      logger.warn({ payload: message.slice(0, 200) }, 'ignored a malformed live broadcast');
      return;
    }
    if (closed || heardBroadcasts.has(parsed.nonce)) return;
    heardBroadcasts.add(parsed.nonce);
    if (heardBroadcasts.size > REMEMBERED_BROADCASTS) {
      heardBroadcasts.delete(heardBroadcasts.values().next().value as string);
    }
    for (const { listener } of [...broadcastListeners]) {
      try {
        listener(parsed.event);
      } catch (error) {
        logger.error({ err: error, type: parsed.event.type }, 'live broadcast listener failed');
      }
    }
  };
  const broadcasts = await openBroadcast({
    database,
    channel: LIVE_BROADCAST_CHANNEL,
    logger,
    onMessage: deliverBroadcast,
    // Broadcasts are signals to re-read; a tab that missed one catches up on its next read.
    onGap: () => logger.warn({}, 'live broadcasts may have been missed while disconnected'),
  });

  // On PostgreSQL every publish of this process joins one queue, and whatever queued while a
  // statement was out goes together in the next: one insert and one commit for all of them.
  // Commits that NOTIFY take turns on a database-wide lock, so one per event was the limit on
  // how many events a second the whole deployment could publish.
  type Queued = {
    publication: ReturnType<typeof parsePublication>;
    resolve: (event: LiveEvent) => void;
    reject: (error: unknown) => void;
  };
  let queued: Queued[] = [];
  let sending: Promise<void> | undefined;
  const sendQueued = async () => {
    while (queued.length > 0) {
      const batch = queued.slice(0, MAX_EVENTS_PER_STATEMENT);
      queued = queued.slice(batch.length);
      await sendBatch(batch);
    }
    sending = undefined;
  };
  const sendBatch = async (batch: Queued[]) => {
    if (batch.length > 1) {
      try {
        const events = await store.insertAndNotifyMany(
          LIVE_CHANNEL,
          batch.map((entry) => entry.publication),
        );
        batch.forEach((entry, index) => entry.resolve(events[index]!));
        return;
      } catch {
        // One event the database refuses must not fail the others: each goes again on its own.
      }
    }
    for (const entry of batch) {
      await store
        .insertAndNotify(LIVE_CHANNEL, entry.publication)
        .then(entry.resolve, entry.reject);
    }
  };

  const pruneExpired = () => store.deleteOlderThan(retentionMs);
  const pruneTimer = setInterval(() => {
    pruneExpired().catch((error: unknown) =>
      logger.warn({ err: error }, 'pruning live events failed'),
    );
  }, options.pruneIntervalMs ?? DEFAULT_PRUNE_INTERVAL_MS);
  // Pruning is housekeeping; it must never keep the process alive.
  pruneTimer.unref();

  return {
    async publish(userId, input: LiveEventInput) {
      if (closed) throw new Error('the live hub is closed');
      const publication = parsePublication(userId, input);
      if (viaNotifications) {
        return new Promise<LiveEvent>((resolve, reject) => {
          queued.push({ publication, resolve, reject });
          sending ??= sendQueued();
        });
      }
      const event = await store.insert(publication);
      deliver(publication.userId, event);
      return event;
    },

    async broadcast(input: LiveEventInput) {
      if (closed) throw new Error('the live hub is closed');
      await broadcasts.send(parseBroadcast(input, randomUUID()));
    },

    subscribeToBroadcasts(listener) {
      if (closed) return () => {};
      const entry = { listener };
      broadcastListeners.add(entry);
      return () => void broadcastListeners.delete(entry);
    },

    subscribe(userId, listener) {
      if (closed) return () => {};
      return subscribers.add(userId, listener);
    },

    eventsAfter(userId, lastId, limit = 500) {
      return store.eventsAfter(userId, lastId, limit);
    },

    subscriberCount: (userId) => subscribers.count(userId),

    pruneExpired,

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(pruneTimer);
      await sending;
      await listener?.close();
      await broadcasts.close();
      await handling;
      subscribers.clear();
      broadcastListeners.clear();
    },
  };
}
