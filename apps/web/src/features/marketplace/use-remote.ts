import { useCallback, useEffect, useState } from 'react';
import { userMessageOf } from './marketplace-api';

export type Remote<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string };

interface Keyed<T> {
  key: string;
  remote: Remote<T>;
}

/**
 * Loads `load()` whenever `key` changes (null: wait, nothing is asked yet). A stale answer for an
 * earlier key is dropped, and the state of an earlier key is never shown, not even for one render.
 * `setData` lets an action put the server's fresh answer in place without a new read.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>) {
  const [stored, setStored] = useState<Keyed<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setStored({ key, remote: { kind: 'loading' } });
    load().then(
      (data) => {
        if (current) setStored({ key, remote: { kind: 'ready', data } });
      },
      (error: unknown) => {
        if (current) setStored({ key, remote: { kind: 'failed', message: userMessageOf(error) } });
      },
    );
    return () => {
      current = false;
    };
    // `load` follows `key`: a new function every render must not start another read.
  }, [key, attempt]);

  const remote: Remote<T> =
    key !== null && stored?.key === key ? stored.remote : { kind: 'loading' };
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (data: T) => {
      if (key !== null) setStored({ key, remote: { kind: 'ready', data } });
    },
    [key],
  );
  return { remote, reload, setData };
}
