import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveListener } from '../../platform/live/live-event.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { EventStream } from './event-stream.js';
import { streamLiveEvents } from './stream-live-events.js';

const event = (id: number): LiveEvent => ({ id, type: 'n', data: id });

/**
 * A hub whose stored events and live deliveries the test controls: `duringReplay` runs while the
 * replay query is "in flight", the moment a live event can slip in.
 */
function fakeHub(stored: LiveEvent[], duringReplay: (emit: (e: LiveEvent) => void) => void) {
  const listeners = new Set<LiveListener>();
  const emit = (e: LiveEvent) => listeners.forEach((listener) => listener(e));
  const hub: Pick<LiveHub, 'subscribe' | 'subscribeToBroadcasts' | 'eventsAfter'> = {
    subscribeToBroadcasts: () => () => undefined,
    subscribe(_userId, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async eventsAfter(_userId, lastId, limit = 500) {
      duringReplay(emit);
      return stored.filter((e) => e.id > lastId).slice(0, limit);
    },
  };
  return { hub: hub as LiveHub, emit, listeners };
}

function fakeStream() {
  const sent: number[] = [];
  let onEnd = () => {};
  const stream: EventStream = {
    send: (e) => void ('id' in e && sent.push(e.id)),
    end: () => onEnd(),
    ended: false,
    onEnd: (callback) => void (onEnd = callback),
  };
  return { stream, sent };
}

describe('streamLiveEvents', () => {
  it('replays newer events, then the ones that arrived meanwhile, skipping what it replayed', async () => {
    const { hub, emit } = fakeHub([event(1), event(2), event(3)], (emitNow) => {
      emitNow(event(3)); // stored and announced: the replay has it too
      emitNow(event(4)); // committed after the replay query
    });
    const { stream, sent } = fakeStream();
    await streamLiveEvents({ live: hub, userId: 'u', resumeAfter: 1, stream });
    emit(event(5));
    expect(sent).toEqual([2, 3, 4, 5]);
  });

  it('drops a replayed event or one at or before Last-Event-ID that the hub delivers late', async () => {
    const { hub, emit } = fakeHub([event(7), event(8)], () => {});
    const { stream, sent } = fakeStream();
    await streamLiveEvents({ live: hub, userId: 'u', resumeAfter: 7, stream });
    emit(event(7));
    emit(event(8));
    emit(event(9));
    expect(sent).toEqual([8, 9]);
  });

  it('pages through a long replay', async () => {
    const stored = Array.from({ length: 1200 }, (_, index) => event(index + 1));
    const { hub } = fakeHub(stored, () => {});
    const { stream, sent } = fakeStream();
    await streamLiveEvents({ live: hub, userId: 'u', resumeAfter: 0, stream });
    expect(sent).toEqual(stored.map((e) => e.id));
  });

  it('sends only live events without a Last-Event-ID, and stops listening when the stream ends', async () => {
    const { hub, emit, listeners } = fakeHub([event(1)], () => {});
    const { stream, sent } = fakeStream();
    await streamLiveEvents({ live: hub, userId: 'u', resumeAfter: undefined, stream });
    emit(event(2));
    stream.end();
    expect(sent).toEqual([2]);
    expect(listeners.size).toBe(0);
  });
});
