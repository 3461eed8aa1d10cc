import { useEffect } from 'react';

/**
 * "Reload once" after a chunk-load failure (interpretation 18): a sessionStorage flag survives the
 * reload, so a second failure shows the error page instead of reloading forever.
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
    // Storage failures are ignored (spec section 8); canReloadForChunkFailure already says no.
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
