import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

const body = (text: string) => text;

function cacheWithClock(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  let now = 1_000;
  const cache = new AnswerCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    maxAgeMs: options.maxAgeMs ?? 5_000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('AnswerCache', () => {
  it('serves what a family was answered, to that family only', () => {
    const { cache } = cacheWithClock();
    expect(cache.answer('ada', '/story/get/1')).toBeUndefined();
    expect(cache.remember(cache.ticket('ada'), '/story/get/1', body('{"a":1}'))).toBe(true);

    expect(cache.answer('ada', '/story/get/1')).toBe('{"a":1}');
    expect(cache.answer('ada', '/story/get/2')).toBeUndefined();
    expect(cache.answer('ben', '/story/get/1')).toBeUndefined();
  });

  it('forgets a family that changed, and leaves the others', () => {
    const { cache } = cacheWithClock();
    cache.remember(cache.ticket('ada'), '/a', body('ada'));
    cache.remember(cache.ticket('ben'), '/a', body('ben'));

    cache.forget('ada');

    expect(cache.answer('ada', '/a')).toBeUndefined();
    expect(cache.answer('ben', '/a')).toBe('ben');
  });

  it('never keeps an answer read before a change that was heard while it was read', () => {
    const { cache } = cacheWithClock();
    const ticket = cache.ticket('ada');
    // The story is read; meanwhile it is saved and the change is heard; the old read finishes.
    cache.forget('ada');
    expect(cache.remember(ticket, '/story/get/1', body('old'))).toBe(false);
    expect(cache.answer('ada', '/story/get/1')).toBeUndefined();

    // A read that started after the change is kept.
    expect(cache.remember(cache.ticket('ada'), '/story/get/1', body('new'))).toBe(true);
    expect(cache.answer('ada', '/story/get/1')).toBe('new');
  });

  it('never keeps a read that began before everything was forgotten', () => {
    const { cache } = cacheWithClock();
    const ticket = cache.ticket('ada');
    cache.forgetAll();
    expect(cache.remember(ticket, '/a', body('old'))).toBe(false);
    expect(cache.stats()).toMatchObject({ families: 0, bytes: 0 });
  });

  it('serves nothing older than its maximum age, even when no change was heard', () => {
    const { cache, advance } = cacheWithClock({ maxAgeMs: 5_000 });
    cache.remember(cache.ticket('ada'), '/a', body('answer'));
    advance(5_000);
    expect(cache.answer('ada', '/a')).toBe('answer');
    advance(1);
    expect(cache.answer('ada', '/a')).toBeUndefined();
  });

  it('stays within its memory, letting the least recently read families go first', () => {
    const { cache } = cacheWithClock({ maxBytes: 8_000 });
    const answer = body('x'.repeat(900));
    for (const family of ['ada', 'ben', 'cleo']) {
      cache.remember(cache.ticket(family), '/a', answer);
    }
    // Ada is read again, so Ben is now the one read longest ago.
    expect(cache.answer('ada', '/a')).toBeDefined();
    cache.remember(cache.ticket('dora'), '/a', answer);

    expect(cache.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(cache.answer('ben', '/a')).toBeUndefined();
    expect(cache.answer('ada', '/a')).toBeDefined();
    expect(cache.answer('dora', '/a')).toBeDefined();
  });

  it('does not keep an answer too big for its memory', () => {
    const { cache } = cacheWithClock({ maxBytes: 4_000 });
    expect(cache.remember(cache.ticket('ada'), '/a', body('x'.repeat(3_000)))).toBe(false);
    expect(cache.answer('ada', '/a')).toBeUndefined();
  });

  it('replaces an answer to the same key without counting it twice', () => {
    const { cache } = cacheWithClock();
    cache.remember(cache.ticket('ada'), '/a', body('first'));
    const afterFirst = cache.stats().bytes;
    cache.remember(cache.ticket('ada'), '/a', body('again'));
    expect(cache.stats().bytes).toBe(afterFirst);
    expect(cache.answer('ada', '/a')).toBe('again');
  });

  it('lets those who ask meanwhile wait for one read, and ends their wait with its answer', async () => {
    const { cache } = cacheWithClock();
    expect(cache.reading('ada', '/a')).toBeUndefined();
    const ticket = cache.ticket('ada');
    const settle = cache.lead(ticket, '/a');

    const waiting = cache.reading('ada', '/a');
    expect(waiting).toBeDefined();
    expect(cache.reading('ada', '/b')).toBeUndefined();
    expect(cache.reading('ben', '/a')).toBeUndefined();

    cache.remember(ticket, '/a', body('answer'));
    settle(body('answer'));
    await expect(waiting).resolves.toBe('answer');
    expect(cache.reading('ada', '/a')).toBeUndefined();
    expect(cache.stats().shared).toBe(1);
  });

  it('tells the waiting to read for themselves when the read brought no answer', async () => {
    const { cache } = cacheWithClock();
    const settle = cache.lead(cache.ticket('ada'), '/a');
    const waiting = cache.reading('ada', '/a');
    settle(undefined);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('lets no one wait for a read begun before a change was heard', async () => {
    const { cache } = cacheWithClock();
    const settle = cache.lead(cache.ticket('ada'), '/a');
    const before = cache.reading('ada', '/a');

    cache.forget('ada');
    expect(cache.reading('ada', '/a')).toBeUndefined();

    // A new read after the change leads its own wait; the old one's end does not touch it.
    const settleNew = cache.lead(cache.ticket('ada'), '/a');
    const after = cache.reading('ada', '/a');
    settle(body('old'));
    await expect(before).resolves.toBe('old');
    expect(cache.reading('ada', '/a')).toBe(after);
    settleNew(body('new'));
    await expect(after).resolves.toBe('new');
  });
});
