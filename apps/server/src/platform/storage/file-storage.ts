import type { Readable } from 'node:stream';

export type StoredFileInfo = { key: string; size: number; contentType: string };
/** Byte offsets, both included, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where files live. Keys are storage paths built by the contracts rule
 * (`users-{env}/{userId}/{name}`). The local-folder driver serves the default install; the S3
 * driver implements the same verbs. Both hand out the app's own signed links (the files route
 * streams the bytes), so a link's scope is checked on every request whatever the driver.
 * `file-storage.int.test.ts` runs the same contract against both.
 */
export interface FileStorage {
  /**
   * Stores the bytes under the key, replacing any file there; readers never see half a file. A
   * stream is written as it arrives, never held whole in memory.
   */
  put(key: string, data: Buffer | Readable, contentType?: string): Promise<StoredFileInfo>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /**
   * A stream of the file (or of the bytes start..end, both included, for a range request) with
   * the whole file's size and type, or null when there is none.
   */
  stream(key: string, range?: ByteRange): Promise<{ body: Readable; info: StoredFileInfo } | null>;
  /** The file's size and type without reading it, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Whether a file is stored under the key. */
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes every file whose key starts with `prefix`, a folder key ending in '/' (a user's
   * whole folder when the account is deleted). A prefix with no files is not an error.
   */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A URL anyone holding it may GET until it expires; with a scope, only while the scope lives
   * too (a share link's pictures stop when the share is revoked).
   */
  signedUrl(key: string, expiresInSeconds?: number, scope?: string): Promise<string>;
}

export const DEFAULT_SIGNED_URL_SECONDS = 15 * 60;

/** Rejects keys that could escape the storage root or are not plain relative paths. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const unsafe =
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (unsafe) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** A folder prefix: a safe key followed by '/', so it can never name the whole storage. */
export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/'))
    throw new Error(`Storage prefix must end with '/': ${JSON.stringify(prefix)}`);
  assertSafeKey(prefix.slice(0, -1));
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mid: 'audio/midi',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export function contentTypeFor(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1).replace(/\.(small|tiny)\.thumb$/, '');
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
