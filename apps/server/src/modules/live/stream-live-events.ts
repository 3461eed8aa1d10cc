import type { LiveEvent } from '../../platform/live/live-event.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { EventStream } from './event-stream.js';

const REPLAY_PAGE_SIZE = 500;

/**
 * Feeds one user's events into a stream until it ends: first what the client missed after
 * `resumeAfter` (its Last-Event-ID), then live events, with no gap and nothing twice.
 *
 * The subscription starts before the replay is read, so an event published meanwhile is held in
 * a buffer instead of lost; the replayed ids are remembered for the stream's life because an
 * event the replay already sent may still arrive from the hub afterwards (its notification was
 * in flight when the table was read).
 */
export async function streamLiveEvents(options: {
  live: LiveHub;
  userId: string;
  resumeAfter: number | undefined;
  stream: EventStream;
}): Promise<void> {
  const { live, userId, resumeAfter, stream } = options;
  const replayed = new Set<number>();
  let heldBack: LiveEvent[] | undefined = [];
  // The client has everything up to resumeAfter; on PostgreSQL the notification of such an
  // event can still be on its way to this process when the client reconnects here.
  const alreadySent = (event: LiveEvent) =>
    replayed.has(event.id) || (resumeAfter !== undefined && event.id <= resumeAfter);
  const sendLive = (event: LiveEvent) => {
    if (!alreadySent(event)) stream.send(event);
  };

  const unsubscribe = live.subscribe(userId, (event) => {
    if (heldBack) heldBack.push(event);
    else sendLive(event);
  });
  // Broadcasts have no id and no replay: they go out as they come, between the user's own events.
  const stopBroadcasts = live.subscribeToBroadcasts((event) => stream.send(event));
  stream.onEnd(() => {
    unsubscribe();
    stopBroadcasts();
  });

  try {
    let after = resumeAfter;
    while (after !== undefined && !stream.ended) {
      const page = await live.eventsAfter(userId, after, REPLAY_PAGE_SIZE);
      for (const event of page) {
        replayed.add(event.id);
        stream.send(event);
      }
      after = page.length === REPLAY_PAGE_SIZE ? page.at(-1)?.id : undefined;
    }
  } catch (error) {
    stream.end();
    throw error;
  }

  const buffered = heldBack;
  heldBack = undefined;
  for (const event of buffered) sendLive(event);
}
