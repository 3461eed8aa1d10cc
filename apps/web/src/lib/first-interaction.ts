/** Signs that someone is using the page (not merely looking at it). */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'mousemove'] as const;

interface FirstInteractionOptions {
  /** Runs anyway after this long, for someone who reads without touching anything. */
  timeoutMs: number;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Runs `run` once: at the first interaction with the page, or after `timeoutMs`. Work that the
 * first screen does not need waits this way, so a phone spends its first seconds on the page.
 * Returns a function that cancels it.
 */
export function onFirstInteraction(
  run: () => void,
  { timeoutMs, target = window }: FirstInteractionOptions,
): () => void {
  const listenerOptions = { capture: true, passive: true } as const;
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, fire, listenerOptions);
  };
  function fire() {
    if (done) return;
    stop();
    run();
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, fire, listenerOptions);
  const timer = setTimeout(fire, timeoutMs);
  return stop;
}
