import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThirdPartyLoader, THIRD_PARTY_TRIGGER_EVENTS } from './third-party-loader';

let target: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  target = new EventTarget();
});

afterEach(() => {
  vi.useRealTimers();
});

function startedLoader() {
  const loader = createThirdPartyLoader({ target });
  const load = vi.fn();
  loader.onReady(load);
  loader.start();
  return { loader, load };
}

describe('third-party script loading', () => {
  it('waits 13 s when the person does not interact', () => {
    const { load } = startedLoader();
    vi.advanceTimersByTime(12_999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(THIRD_PARTY_TRIGGER_EVENTS)('starts at the first %s', (type) => {
    const { load } = startedLoader();
    vi.advanceTimersByTime(2_000);
    target.dispatchEvent(new Event(type));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an interaction (scrolling, focus)', () => {
    const { load } = startedLoader();
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('focus'));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once: later interactions and the timer do nothing more', () => {
    const { load } = startedLoader();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('mousemove'));
    target.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a loader registered after the trigger straight away', () => {
    const { loader } = startedLoader();
    target.dispatchEvent(new Event('mousedown'));
    const late = vi.fn();
    loader.onReady(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does nothing before start(), and start() twice sets one timer', () => {
    const loader = createThirdPartyLoader({ target });
    const load = vi.fn();
    loader.onReady(load);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();

    loader.start();
    loader.start();
    vi.advanceTimersByTime(13_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps going when one loader fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = createThirdPartyLoader({ target });
    const second = vi.fn();
    loader.onReady(() => {
      throw new Error('vendor down');
    });
    loader.onReady(second);
    loader.start();
    target.dispatchEvent(new Event('keydown'));
    expect(second).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
