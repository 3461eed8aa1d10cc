import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useApiClient } from './api-client-context';
import { signedStorageUrl } from './storage-urls';

/** A download URL for a stored file, or null when there is none. */
export type StoredFileLink = (path: string) => Promise<string | null>;

const PresignedFiles = createContext<Readonly<Record<string, string>> | null>(null);

/**
 * Files whose links came already signed with the content (a public demo: a visitor cannot ask
 * for signed URLs). Inside it, pictures, recordings and downloads use these links; a path not
 * among them counts as missing.
 */
export function PresignedFilesProvider({
  files,
  children,
}: {
  files: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <PresignedFiles value={files}>{children}</PresignedFiles>;
}

/** How stored files are reached here: the presigned links if any, else the signed-in API. */
export function useStoredFileLink(): StoredFileLink {
  const api = useApiClient();
  const presigned = useContext(PresignedFiles);
  return useCallback(
    (path: string) =>
      presigned ? Promise.resolve(presigned[path] ?? null) : signedStorageUrl(api, path),
    [api, presigned],
  );
}
