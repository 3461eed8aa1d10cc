import { useEffect } from 'react';
import { isChunkLoadFailure } from '@storyloom/contracts';
import { reportChunkLoadFailure } from '../features/telemetry';

/**
 * "Reload once" after a chunk-load failure (docs/product.md, "Readings of unclear points" 18): a
 * sessionStorage flag survives the reload, so a second failure shows the error page instead of
 * reloading forever.
 */
const FLAG_KEY = 'storyloom:chunk-reload-attempted';

export function canReloadForChunkFailure(): boolean {
  try {
    return sessionStorage.getItem(FLAG_KEY) === null;
  } catch {
    // Without storage we cannot tell a first failure from a loop, so never reload automatically.
    return false;
  }
}

export function markChunkReloadAttempted(): void {
  try {
    sessionStorage.setItem(FLAG_KEY, '1');
  } catch {
    // Storage failures are ignored (docs/product.md, "Errors and failure handling");
    // canReloadForChunkFailure already says no.
  }
}

function clearChunkReloadFlag(): void {
  try {
    sessionStorage.removeItem(FLAG_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Clears the flag once route content has committed, i.e. the page really loaded. Keep it a sibling
 * of the route outlet inside the same Suspense boundary: then its effect only runs after a lazy
 * route's chunk arrived, and a chunk that fails on every load cannot cause a reload loop.
 */
export function LoadSucceeded(): null {
  useEffect(clearChunkReloadFlag, []);
  return null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}

export interface ChunkFailureRecovery {
  /**
   * Logs event 1200 (once per page load) for a chunk failure the error boundary caught; the
   * boundary does its own reload. Returns whether `error` was a chunk failure.
   */
  report(error: unknown): boolean;
  /**
   * For failures outside React: logs event 1200, then reloads unless this tab already tried.
   * `force` treats any error as a chunk failure (Vite's preload error says so by itself).
   * Returns whether a reload was started.
   */
  recover(error: unknown, options?: { force?: boolean }): boolean;
}

interface ChunkFailureRecoveryOptions {
  report?: (message: string) => void;
  reload?: () => void;
}

/** One per page load: the "already reported" and "already reloading" flags live here. */
export function createChunkFailureRecovery({
  report = reportChunkLoadFailure,
  reload = () => window.location.reload(),
}: ChunkFailureRecoveryOptions = {}): ChunkFailureRecovery {
  let reported = false;
  let reloading = false;

  function reportOnce(message: string) {
    if (reported) return;
    reported = true;
    report(message);
  }

  return {
    report(error) {
      const message = messageOf(error);
      if (!isChunkLoadFailure(message)) return false;
      reportOnce(message);
      return true;
    },
    recover(error, { force = false } = {}) {
      const message = messageOf(error);
      if (!force && !isChunkLoadFailure(message)) return false;
      // Sent first: the request is under way before the reload starts unloading the page.
      reportOnce(message);
      if (reloading) return true;
      if (!canReloadForChunkFailure()) return false;
      markChunkReloadAttempted();
      reloading = true;
      reload();
      return true;
    },
  };
}

/**
 * Chunk failures that never reach the error boundary: a failed dynamic import nobody awaited
 * (unhandledrejection), a script error (error), and Vite's failed preload of a lazy chunk's
 * dependencies (vite:preloadError). Returns a function that removes the listeners.
 */
export function installChunkFailureRecovery(
  recovery: ChunkFailureRecovery,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    recovery.recover(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    recovery.recover(event.reason);
  };
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    // Reloading: stop Vite from also throwing the error into the page. Not reloading (already
    // tried once): let it throw, so the error page explains what happened.
    if (recovery.recover(payload, { force: true })) event.preventDefault();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}
