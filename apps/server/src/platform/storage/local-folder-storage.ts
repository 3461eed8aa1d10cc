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
import type { UrlSigner } from './url-signer.js';

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
    const file = this.pathOf(key);
    const info = await stat(file).catch(nullWhenMissing);
    if (!info?.isFile()) return null;
    return {
      body: createReadStream(file, range),
      info: { key, size: info.size, contentType: contentTypeFor(key) },
    };
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.pathOf(key)).catch(nullWhenMissing);
    return info?.isFile() ?? false;
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
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    const signature = this.signer.sign(key, expires, scope);
    const scoped = scope === undefined ? '' : `&scope=${encodeURIComponent(scope)}`;
    return `${this.publicPath}/${encodedKey}?expires=${expires}&signature=${signature}${scoped}`;
  }
}

function nullWhenMissing(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
}
