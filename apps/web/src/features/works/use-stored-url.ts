import { useEffect, useState } from 'react';
import { useStoredFileLink } from '../../lib/stored-file-links';
import { userMessageOf } from '../../lib/api-client';

type StoredUrl = { path: string; url: string | null; error: string | null };

/** A download URL for a stored file (a page picture, a recording); null while it is fetched. */
export function useStoredUrl(path: string): { url: string | null; error: string | null } {
  const linkOf = useStoredFileLink();
  const [answer, setAnswer] = useState<StoredUrl | null>(null);

  useEffect(() => {
    let wanted = true;
    linkOf(path).then(
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
  }, [linkOf, path]);

  // An answer for an earlier path is never shown for the new one.
  return answer?.path === path ? answer : { url: null, error: null };
}
