import { PRESENCE_DEDUPE_MS, PRESENCE_HEARTBEATS_S } from '@storyloom/contracts';
import type { Clock } from './clock';

export type PresenceReport =
  { kind: 'start'; path: string } | { kind: 'heartbeat'; path: string; seconds: number };

export interface PresenceTrackerOptions {
  clock: Clock;
  report: (event: PresenceReport) => void;
  heartbeatsS?: readonly number[];
  dedupeMs?: number;
}

export interface PresenceTracker {
  /** The person is now on `path`: report the page start and plan the heartbeats. */
  enter(path: string): void;
  /** The person left the page: heartbeats not yet sent are dropped. */
  leave(): void;
}

/**
 * Page presence (docs/product.md, "The API"): type 700 when a page is entered, then 701 heartbeats
 * at 15, 30, 60, 120 and 240 s on it. Entering the same path again within 1.5 s of its start report
 * (a redirect, React's development double effects) is the same visit: no second 700, and the
 * heartbeats keep counting from the first entry.
 */
export function createPresenceTracker({
  clock,
  report,
  heartbeatsS = PRESENCE_HEARTBEATS_S,
  dedupeMs = PRESENCE_DEDUPE_MS,
}: PresenceTrackerOptions): PresenceTracker {
  const startedAt = new Map<string, number>();
  let timers: unknown[] = [];

  function leave() {
    timers.forEach((timer) => clock.clearTimeout(timer));
    timers = [];
  }

  function enter(path: string) {
    leave();
    const now = clock.now();
    const previous = startedAt.get(path);
    let entryAt = now;
    if (previous !== undefined && now - previous < dedupeMs) {
      entryAt = previous;
    } else {
      startedAt.set(path, now);
      report({ kind: 'start', path });
    }
    timers = heartbeatsS.map((seconds) =>
      clock.setTimeout(
        () => report({ kind: 'heartbeat', path, seconds }),
        Math.max(0, entryAt + seconds * 1000 - now),
      ),
    );
  }

  return { enter, leave };
}
