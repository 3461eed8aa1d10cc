import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './admin-errors';
import { useAdminT } from './i18n';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string };

/**
 * Runs `load()` on mount, whenever `key` changes and on `reload()`. An answer that arrives after
 * a newer request started is dropped, so a slow earlier filter never overwrites a later one.
 */
export function useAdminLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { t } = useAdminT();

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ kind: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ kind: 'failed', message: messageOf(error, t('genericError')) });
      },
    );
    return () => {
      current = false;
    };
    // `load` follows `key`: a new function every render must not start another request.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
