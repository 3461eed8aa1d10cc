import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock';
import { createPresenceTracker, type PresenceReport } from './presence-tracker';

let reports: PresenceReport[];

function tracker() {
  return createPresenceTracker({ clock: systemClock, report: (event) => reports.push(event) });
}

const heartbeatSeconds = () =>
  reports.flatMap((event) => (event.kind === 'heartbeat' ? [event.seconds] : []));

beforeEach(() => {
  vi.useFakeTimers();
  reports = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('presence schedule', () => {
  it('reports the page start at once, then heartbeats at 15, 30, 60, 120 and 240 s', () => {
    tracker().enter('/story');
    expect(reports).toEqual([{ kind: 'start', path: '/story' }]);

    vi.advanceTimersByTime(14_999);
    expect(heartbeatSeconds()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heartbeatSeconds()).toEqual([15]);
    vi.advanceTimersByTime(15_000);
    expect(heartbeatSeconds()).toEqual([15, 30]);
    vi.advanceTimersByTime(30_000);
    expect(heartbeatSeconds()).toEqual([15, 30, 60]);
    vi.advanceTimersByTime(60_000);
    expect(heartbeatSeconds()).toEqual([15, 30, 60, 120]);
    vi.advanceTimersByTime(120_000);
    expect(reports.at(-1)).toEqual({ kind: 'heartbeat', path: '/story', seconds: 240 });

    // Nothing after the last heartbeat, however long the person stays.
    vi.advanceTimersByTime(3_600_000);
    expect(reports).toHaveLength(6);
  });

  it('drops the heartbeats of a page the person left', () => {
    const presence = tracker();
    presence.enter('/story');
    vi.advanceTimersByTime(20_000);
    presence.enter('/library');
    vi.advanceTimersByTime(300_000);

    expect(reports.filter((event) => event.path === '/story')).toEqual([
      { kind: 'start', path: '/story' },
      { kind: 'heartbeat', path: '/story', seconds: 15 },
    ]);
    expect(reports.filter((event) => event.path === '/library')).toHaveLength(6);
  });

  it('sends nothing more after leave()', () => {
    const presence = tracker();
    presence.enter('/story');
    presence.leave();
    vi.advanceTimersByTime(300_000);
    expect(reports).toEqual([{ kind: 'start', path: '/story' }]);
  });
});

describe('presence dedupe (1.5 s)', () => {
  it('reports the same path only once when it is entered again within 1.5 s', () => {
    const presence = tracker();
    presence.enter('/story');
    vi.advanceTimersByTime(1_499);
    presence.leave();
    presence.enter('/story');

    expect(reports.filter((event) => event.kind === 'start')).toHaveLength(1);
  });

  it('keeps the heartbeats counting from the first entry of a deduplicated visit', () => {
    const presence = tracker();
    presence.enter('/story');
    vi.advanceTimersByTime(1_000);
    presence.leave();
    presence.enter('/story');

    vi.advanceTimersByTime(14_000); // 15 s after the first entry
    expect(heartbeatSeconds()).toEqual([15]);
    vi.advanceTimersByTime(300_000);
    expect(heartbeatSeconds()).toEqual([15, 30, 60, 120, 240]);
  });

  it('reports the same path again from 1.5 s on', () => {
    const presence = tracker();
    presence.enter('/story');
    vi.advanceTimersByTime(1_500);
    presence.enter('/story');
    expect(reports.filter((event) => event.kind === 'start')).toHaveLength(2);
  });

  it('does not hold back a different path', () => {
    const presence = tracker();
    presence.enter('/story');
    vi.advanceTimersByTime(100);
    presence.enter('/library');
    expect(reports).toEqual([
      { kind: 'start', path: '/story' },
      { kind: 'start', path: '/library' },
    ]);
  });

  it('reports a path again when the person comes back to it later', () => {
    const presence = tracker();
    presence.enter('/story');
    vi.advanceTimersByTime(5_000);
    presence.enter('/library');
    vi.advanceTimersByTime(5_000);
    presence.enter('/story');
    expect(reports.filter((event) => event.kind === 'start').map((event) => event.path)).toEqual([
      '/story',
      '/library',
      '/story',
    ]);
  });
});
