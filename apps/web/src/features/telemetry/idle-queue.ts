/**
 * Presence reports are the least urgent requests of a page load. Queued here, they go out in the
 * browser's first quiet moment once the page has had its first seconds to itself, so on a slow
 * connection they never compete with the page's scripts, styles, fonts and first questions to
 * the server. A page hidden or closed before then sends what is queued at once: beacons are made
 * to survive that.
 */
export interface IdleScheduler {
  /** Calls `task` once the browser is idle, or after `timeoutMs` at the latest. */
  whenIdle(task: () => void, timeoutMs: number): void;
  /** Calls `task` whenever the page is being hidden or unloaded. */
  onPageHide(task: () => void): void;
}

export const IDLE_TIMEOUT_MS = 2000;
/** Nothing queued goes out earlier than this after the page started loading. */
export const PAGE_LOAD_QUIET_MS = 2000;

export function browserIdleScheduler(pageAgeMs = () => performance.now()): IdleScheduler {
  const idle = (task: () => void, timeoutMs: number) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(task, { timeout: timeoutMs });
    // Safari has no idle callbacks: the page's quiet start is wait enough.
    else task();
  };
  return {
    whenIdle(task, timeoutMs) {
      const wait = PAGE_LOAD_QUIET_MS - pageAgeMs();
      if (wait > 0) setTimeout(() => idle(task, timeoutMs), wait);
      else idle(task, timeoutMs);
    },
    onPageHide(task) {
      addEventListener('pagehide', task);
    },
  };
}

export type IdleQueue = (task: () => void) => void;

export function createIdleQueue(
  scheduler: IdleScheduler = browserIdleScheduler(),
  timeoutMs = IDLE_TIMEOUT_MS,
): IdleQueue {
  let pending: (() => void)[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const tasks = pending;
    pending = [];
    tasks.forEach((task) => task());
  }

  scheduler.onPageHide(flush);

  return (task) => {
    pending.push(task);
    if (scheduled) return;
    scheduled = true;
    scheduler.whenIdle(flush, timeoutMs);
  };
}
