import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-event.js';
import { LocalSubscribers, RecentlyDelivered } from './local-subscribers.js';

const silentLogger = { warn: () => {}, error: () => {} };
const event: LiveEvent = { id: 1, type: 't', data: null };

describe('LocalSubscribers', () => {
  it('counts the same function subscribed twice as two subscriptions', () => {
    const subscribers = new LocalSubscribers(silentLogger);
    const received: number[] = [];
    const listener = (e: LiveEvent) => received.push(e.id);
    const first = subscribers.add('u1', listener);
    subscribers.add('u1', listener);
    subscribers.deliver('u1', event);
    expect(received).toEqual([1, 1]);
    first();
    first();
    expect(subscribers.count('u1')).toBe(1);
  });

  it('forgets a user whose last subscription ended', () => {
    const subscribers = new LocalSubscribers(silentLogger);
    subscribers.add('u1', () => {})();
    expect(subscribers.has('u1')).toBe(false);
    expect(subscribers.users()).toEqual([]);
  });
});

describe('RecentlyDelivered', () => {
  it('reports an id only the first time', () => {
    const recent = new RecentlyDelivered(60_000);
    expect(recent.markNew(5, 0)).toBe(true);
    expect(recent.markNew(5, 1)).toBe(false);
  });

  it('forgets ids past their age or beyond its size', () => {
    const byAge = new RecentlyDelivered(1_000);
    byAge.markNew(1, 0);
    byAge.markNew(2, 5_000);
    expect(byAge.markNew(1, 5_001)).toBe(true);

    const bySize = new RecentlyDelivered(60_000, 2);
    for (const id of [1, 2, 3]) bySize.markNew(id, 0);
    expect(bySize.markNew(1, 0)).toBe(true);
    expect(bySize.markNew(3, 0)).toBe(false);
  });
});
