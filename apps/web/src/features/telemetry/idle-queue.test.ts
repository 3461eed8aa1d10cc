import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserIdleScheduler,
  createIdleQueue,
  PAGE_LOAD_QUIET_MS,
  type IdleScheduler,
} from './idle-queue';

/** A scheduler driven by hand: the test says when the browser is idle or the page is hidden. */
function handScheduler() {
  const idle: (() => void)[] = [];
  const pageHide: (() => void)[] = [];
  const timeouts: number[] = [];
  const scheduler: IdleScheduler = {
    whenIdle: (task, timeoutMs) => {
      idle.push(task);
      timeouts.push(timeoutMs);
    },
    onPageHide: (task) => pageHide.push(task),
  };
  return {
    scheduler,
    timeouts,
    becomeIdle: () => idle.splice(0).forEach((task) => task()),
    hidePage: () => pageHide.forEach((task) => task()),
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then everything queued, in order', () => {
    const hand = handScheduler();
    const queue = createIdleQueue(hand.scheduler, 1500);
    const ran: string[] = [];
    queue(() => ran.push('start /story'));
    queue(() => ran.push('start /library'));
    expect(ran).toEqual([]);
    expect(hand.timeouts).toEqual([1500]);

    hand.becomeIdle();
    expect(ran).toEqual(['start /story', 'start /library']);
  });

  it('asks for a new quiet moment for work queued after a flush', () => {
    const hand = handScheduler();
    const queue = createIdleQueue(hand.scheduler);
    const ran: string[] = [];
    queue(() => ran.push('first'));
    hand.becomeIdle();
    queue(() => ran.push('second'));
    expect(ran).toEqual(['first']);
    hand.becomeIdle();
    expect(ran).toEqual(['first', 'second']);
  });

  it('sends what is queued at once when the page is hidden, and only once', () => {
    const hand = handScheduler();
    const queue = createIdleQueue(hand.scheduler);
    const ran: string[] = [];
    queue(() => ran.push('start /story'));
    hand.hidePage();
    expect(ran).toEqual(['start /story']);
    hand.becomeIdle();
    expect(ran).toEqual(['start /story']);
  });
});

describe('browserIdleScheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the page is two seconds old before anything goes out', () => {
    vi.useFakeTimers();
    const queue = createIdleQueue(browserIdleScheduler(() => 500));
    const ran: string[] = [];
    queue(() => ran.push('start /story'));

    vi.advanceTimersByTime(PAGE_LOAD_QUIET_MS - 500 - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['start /story']);
  });

  it('sends at the next quiet moment on a page that is older than that', () => {
    const queue = createIdleQueue(browserIdleScheduler(() => 60_000));
    const ran: string[] = [];
    queue(() => ran.push('start /library'));
    expect(ran).toEqual(['start /library']);
  });
});
