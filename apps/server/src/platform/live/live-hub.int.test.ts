import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { InvalidLiveEventError, type LiveEvent } from './live-event.js';
import type { LiveHub } from './live-hub.js';
import { asTransport, type AnyEvents } from './live-hub.test-support.js';

/** Collects a user's events; `until` waits for a condition with a deadline. */
function record(live: LiveHub<AnyEvents>, userId: string) {
  const received: LiveEvent[] = [];
  const unsubscribe = live.subscribe(userId, (event) => received.push(event));
  const until = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const untilReceived = (id: number) =>
    until(() => received.some((e) => e.id === id), `event ${id}`);
  return { received, unsubscribe, until, untilReceived };
}

describe('live hub', () => {
  let testApp: TestApp;
  let live: LiveHub<AnyEvents>;
  beforeAll(async () => {
    testApp = await buildTestApp();
    live = asTransport(testApp.platform.live);
  });
  afterAll(() => testApp.close());

  it('refuses events that are not a short type with JSON data, before storing anything', async () => {
    const stored = async () => (await live.eventsAfter('ivy', 0, 100)).length;
    const bad: Array<[string, { type: string; data: unknown }]> = [
      ['ivy', { type: 'two words', data: {} }],
      ['ivy', { type: 'line\nbreak', data: {} }],
      ['ivy', { type: 'x'.repeat(65), data: {} }],
      ['ivy', { type: 'ok', data: undefined }],
      ['ivy', { type: 'ok', data: { when: new Date() } }],
      ['ivy', { type: 'ok', data: { count: Number.NaN } }],
      ['ivy', { type: 'ok', data: 'nul \u0000 inside' }],
      ['ivy', { type: 'ok', data: 'x'.repeat(70_000) }],
      ['', { type: 'ok', data: {} }],
    ];
    for (const [userId, event] of bad) {
      await expect(live.publish(userId, event)).rejects.toBeInstanceOf(InvalidLiveEventError);
    }
    expect(await stored()).toBe(0);
  });

  it('delivers each event exactly once to every subscriber of its user only', async () => {
    const first = record(live, 'jack');
    const second = record(live, 'jack');
    const other = record(live, 'kate');
    const published = [];
    for (const n of [1, 2, 3])
      published.push(await live.publish('jack', { type: 'n', data: { n } }));
    const marker = await live.publish('kate', { type: 'marker', data: null });
    await other.untilReceived(marker.id);
    for (const subscriber of [first, second]) {
      await subscriber.untilReceived(published[2]!.id);
      expect(subscriber.received).toEqual(published);
    }
    expect(other.received).toEqual([marker]);
    for (const subscriber of [first, second, other]) subscriber.unsubscribe();
    expect(live.subscriberCount('jack')).toBe(0);
  });

  it('answers and delivers many publishes at once in order; one the database refuses fails alone', async () => {
    const subscriber = record(live, 'nina');
    // A lone surrogate passes the check but PostgreSQL's jsonb refuses it.
    const data = (n: number) => (n === 7 ? { n, text: '\ud800' } : { n });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => live.publish('nina', { type: 'n', data: data(n) })),
    );
    expect(outcomes[7]!.status).toBe('rejected');
    const published = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    expect(published.map((event) => event.data)).toEqual(
      Array.from({ length: 20 }, (_, n) => n)
        .filter((n) => n !== 7)
        .map((n) => ({ n })),
    );
    const ids = published.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await subscriber.untilReceived(ids.at(-1)!);
    expect(subscriber.received).toEqual(published);
    expect(await live.eventsAfter('nina', 0, 100)).toEqual(published);
    subscriber.unsubscribe();
  });

  it('delivers an event too big for a NOTIFY payload intact', async () => {
    const subscriber = record(live, 'liam');
    const data = { text: 'a fairly long story '.repeat(1000), emoji: '🐉' };
    const published = await live.publish('liam', { type: 'story.generated', data });
    await subscriber.untilReceived(published.id);
    expect(subscriber.received).toEqual([{ id: published.id, type: 'story.generated', data }]);
    subscriber.unsubscribe();
  });

  it('keeps delivering to the others when one listener throws', async () => {
    live.subscribe('mia', () => {
      throw new Error('broken listener');
    });
    const healthy = record(live, 'mia');
    const published = await live.publish('mia', { type: 'ping', data: 1 });
    await healthy.untilReceived(published.id);
    expect(healthy.received).toEqual([published]);
  });

  it("lists a user's events after an id, oldest first, up to a limit", async () => {
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push((await live.publish('noah', { type: 'n', data: n })).id);
    await live.publish('olga', { type: 'n', data: 99 });
    const after = await live.eventsAfter('noah', ids[0]!, 2);
    expect(after).toEqual([
      { id: ids[1], type: 'n', data: 2 },
      { id: ids[2], type: 'n', data: 3 },
    ]);
    expect((await live.eventsAfter('noah', ids[3]!, 10)).length).toBe(0);
  });

  it('prunes events older than the retention window and keeps recent ones', async () => {
    const old = await live.publish('pete', { type: 'n', data: 'old' });
    const recent = await live.publish('pete', { type: 'n', data: 'recent' });
    await testApp.platform.database.db.execute(
      sql`update live_events set created_at = now() - interval '1 hour' where id = ${old.id}`,
    );
    expect(await live.pruneExpired()).toBeGreaterThanOrEqual(1);
    expect(await live.eventsAfter('pete', 0, 10)).toEqual([recent]);
  });
});
