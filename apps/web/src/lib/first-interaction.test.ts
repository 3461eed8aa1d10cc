import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('onFirstInteraction', () => {
  it('runs once, at the first key press, touch or pointer', () => {
    const run = vi.fn();
    const target = new EventTarget();
    onFirstInteraction(run, { timeoutMs: 13_000, target });
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the timeout for someone who only reads', () => {
    const run = vi.fn();
    const target = new EventTarget();
    onFirstInteraction(run, { timeoutMs: 13_000, target });
    vi.advanceTimersByTime(12_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('touchstart'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const run = vi.fn();
    const target = new EventTarget();
    const cancel = onFirstInteraction(run, { timeoutMs: 13_000, target });
    cancel();
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
