import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context';
import { signedStorageUrl } from '../../lib/storage-urls';
import { userMessageOf } from '../../lib/api-client';

type StoredUrl = { path: string; url: string | null; error: string | null };

/** A download URL for a stored file (a page picture, a recording); null while it is fetched. */
export function useStoredUrl(path: string): { url: string | null; error: string | null } {
  const api = useApiClient();
  const [answer, setAnswer] = useState<StoredUrl | null>(null);

  useEffect(() => {
    let wanted = true;
    signedStorageUrl(api, path).then(
      (url) => {
        if (wanted)
          setAnswer({ path, url, error: url === null ? 'The file was not found.' : null });
      },
      (reason: unknown) => {
        if (wanted) setAnswer({ path, url: null, error: userMessageOf(reason) });
      },
    );
    return () => {
      wanted = false;
    };
  }, [api, path]);

  // An answer for an earlier path is never shown for the new one.
  return answer?.path === path ? answer : { url: null, error: null };
}
