import { THIRD_PARTY_DEFER_MS } from '@storyloom/contracts';
import { systemClock, type Clock } from './clock';

/**
 * The first of these from the person (mouse, key or touch; docs/product.md, "Client state and
 * persistence") starts the loaders.
 */
export const THIRD_PARTY_TRIGGER_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
] as const;

export type ThirdPartyLoad = () => void;

export interface ThirdPartyLoader {
  /** Listens for the first interaction and starts the 13 s timer; later calls do nothing. */
  start(): void;
  /** Runs `load` once when the trigger fires, or right away if it already has. */
  onReady(load: ThirdPartyLoad): void;
}

interface ThirdPartyLoaderOptions {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  clock?: Clock;
  deferMs?: number;
}

function runSafely(load: ThirdPartyLoad) {
  try {
    load();
  } catch (error) {
    // One vendor's failure must not keep the others (or the app) from working.
    console.warn('A third-party script could not be loaded', error);
  }
}

/**
 * Error reporting and analytics cost start-up time that a family on a slow phone would notice, so
 * they wait until the person first interacts, or at most 13 s (docs/product.md, "Client state and
 * persistence").
 */
export function createThirdPartyLoader({
  target,
  clock = systemClock,
  deferMs = THIRD_PARTY_DEFER_MS,
}: ThirdPartyLoaderOptions): ThirdPartyLoader {
  const pending: ThirdPartyLoad[] = [];
  let started = false;
  let ready = false;
  let timer: unknown;
  const listenerOptions = { capture: true, passive: true } as const;

  function fire() {
    if (ready) return;
    ready = true;
    clock.clearTimeout(timer);
    for (const type of THIRD_PARTY_TRIGGER_EVENTS) {
      target.removeEventListener(type, fire, listenerOptions);
    }
    pending.splice(0).forEach(runSafely);
  }

  return {
    start() {
      if (started) return;
      started = true;
      for (const type of THIRD_PARTY_TRIGGER_EVENTS) {
        target.addEventListener(type, fire, listenerOptions);
      }
      timer = clock.setTimeout(fire, deferMs);
    },
    onReady(load) {
      if (ready) runSafely(load);
      else pending.push(load);
    },
  };
}

let appLoader: ThirdPartyLoader | null = null;

function loader(): ThirdPartyLoader {
  appLoader ??= createThirdPartyLoader({ target: window });
  return appLoader;
}

/**
 * Registers a third-party script loader (error reporting, analytics) for the deferred start.
 * The error reporting service registers here when the runtime configuration names a DSN.
 */
export const onThirdPartyReady = (load: ThirdPartyLoad) => loader().onReady(load);

/** Called once at start-up. */
export const startThirdPartyTrigger = () => loader().start();
