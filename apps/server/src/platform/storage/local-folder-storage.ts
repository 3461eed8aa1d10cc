import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  assertSafeKey,
  assertSafePrefix,
  contentTypeFor,
  DEFAULT_SIGNED_URL_SECONDS,
  type ByteRange,
  type FileStorage,
  type StoredFileInfo,
} from './file-storage.js';
import { signedFileLink, type UrlSigner } from './url-signer.js';

/** Files in a folder on this machine (./data/files by default). */
export class LocalFolderStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
    /** Where the files route is mounted, e.g. '/api/files'. */
    private readonly publicPath: string,
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer | Readable, contentType = contentTypeFor(key)) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: readers never see half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(
        Buffer.isBuffer(data) ? Readable.from([data]) : data,
        createWriteStream(partial),
      );
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(target);
    return { key, size, contentType } satisfies StoredFileInfo;
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch(nullWhenMissing);
  }

  async stream(key: string, range?: ByteRange) {
    const info = await this.stat(key);
    if (!info) return null;
    return { body: createReadStream(this.pathOf(key), range), info };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const info = await stat(this.pathOf(key)).catch(nullWhenMissing);
    return info?.isFile() ? { key, size: info.size, contentType: contentTypeFor(key) } : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    // Keys are paths, so the files under a folder prefix are exactly that folder's tree.
    await rm(path.join(this.root, ...prefix.slice(0, -1).split('/')), {
      recursive: true,
      force: true,
    });
  }

  async signedUrl(
    key: string,
    expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS,
    scope?: string,
  ): Promise<string> {
    assertSafeKey(key);
    return signedFileLink(this.signer, this.publicPath, key, expiresInSeconds, scope);
  }
}

function nullWhenMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  // ENOTDIR: a key that runs through a file ('a.png/b'); nothing is stored there either.
  if (code === 'ENOENT' || code === 'ENOTDIR') return null;
  throw error;
}
