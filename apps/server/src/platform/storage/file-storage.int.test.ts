import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { createS3Client, S3FileStorage } from './s3-storage.js';
import { startLocalS3 } from './s3rver.test-support.js';
import { UrlSigner } from './url-signer.js';

// The storage contract: the same tests against every driver, so a module cannot tell which one it
// runs on. S3 runs against s3rver, an S3-compatible server started here on 127.0.0.1.

type Driver = { files: FileStorage; signer: UrlSigner; close(): Promise<void> };

const signer = new UrlSigner('contract-test-secret-of-at-least-32-chars');

async function localFolder(): Promise<Driver> {
  const root = await mkdtemp(path.join(tmpdir(), 'storyloom-contract-'));
  return {
    files: new LocalFolderStorage(root, signer, '/api/files'),
    signer,
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3(): Promise<Driver> {
  const server = await startLocalS3();
  const client = createS3Client(server.config);
  // Two keys a page, so deleting a folder of five files pages through its listing.
  const files = new S3FileStorage(client, server.config.bucket, signer, '/api/files', 2);
  await files.checkBucket(server.config.endpoint);
  return {
    files,
    signer,
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

const bytes = (size: number, seed = 7) =>
  Buffer.from(Array.from({ length: size }, (_, index) => (index * seed + 3) % 256));

/** A stream that arrives in small pieces, as an upload from a browser does. */
const trickle = (data: Buffer, piece = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let start = 0; start < data.length; start += piece)
        yield data.subarray(start, start + piece);
    })(),
  );

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each([
  ['the local folder', localFolder],
  ['S3 (s3rver)', s3],
])('file storage on %s', (_name, start) => {
  let driver: Driver;
  let files: FileStorage;
  beforeAll(async () => {
    driver = await start();
    files = driver.files;
  });
  afterAll(() => driver?.close());

  it('stores bytes under a key and reads them back, with size and type', async () => {
    const key = 'users-prod/ann/avatars/lion.png';
    const stored = await files.put(key, Buffer.from('roar'));
    expect(stored).toEqual({ key, size: 4, contentType: 'image/png' });
    expect((await files.get(key))?.toString()).toBe('roar');
    expect(await files.exists(key)).toBe(true);
    expect(await files.stat(key)).toEqual({ key, size: 4, contentType: 'image/png' });
  });

  it('replaces a file stored again under the same key', async () => {
    const key = 'users-prod/ann/notes/today.txt';
    await files.put(key, Buffer.from('first'));
    await files.put(key, Buffer.from('second, longer'));
    expect((await files.get(key))?.toString()).toBe('second, longer');
    expect((await files.stat(key))?.size).toBe(14);
  });

  it('stores a stream larger than one upload part, byte for byte', async () => {
    // Over 5 MiB: on S3 a multipart upload of two parts.
    const data = bytes(6 * 1024 * 1024 + 123);
    const key = 'users-prod/ann/stories/s1/audiobook.mp3';
    const stored = await files.put(key, trickle(data), 'audio/mpeg');
    expect(stored.size).toBe(data.length);
    const back = await files.get(key);
    expect(back?.equals(data)).toBe(true);
  });

  it('stores a small stream and an empty file', async () => {
    await files.put('users-prod/ann/small.txt', trickle(Buffer.from('tiny')));
    expect((await files.get('users-prod/ann/small.txt'))?.toString()).toBe('tiny');
    const empty = await files.put('users-prod/ann/empty.txt', Buffer.alloc(0));
    expect(empty.size).toBe(0);
    expect((await files.get('users-prod/ann/empty.txt'))?.length).toBe(0);
  });

  it('streams a whole file or a byte range, always naming the whole size', async () => {
    const key = 'users-prod/ann/stories/s1/song.mp3';
    await files.put(key, Buffer.from('0123456789'));
    const whole = await files.stream(key);
    expect(whole?.info).toEqual({ key, size: 10, contentType: 'audio/mpeg' });
    expect((await readAll(whole!.body)).toString()).toBe('0123456789');

    const part = await files.stream(key, { start: 2, end: 5 });
    expect(part?.info.size).toBe(10);
    expect((await readAll(part!.body)).toString()).toBe('2345');
    const tail = await files.stream(key, { start: 9, end: 9 });
    expect((await readAll(tail!.body)).toString()).toBe('9');
  });

  it('answers null or false for a file that is not there, and deleting it is no error', async () => {
    const key = 'users-prod/ann/avatars/ghost.png';
    expect(await files.get(key)).toBeNull();
    expect(await files.stream(key)).toBeNull();
    expect(await files.stat(key)).toBeNull();
    expect(await files.exists(key)).toBe(false);
    await expect(files.delete(key)).resolves.toBeUndefined();
  });

  it('deletes one file and leaves its neighbours', async () => {
    await files.put('users-prod/bob/a.png', Buffer.from('a'));
    await files.put('users-prod/bob/b.png', Buffer.from('b'));
    await files.delete('users-prod/bob/a.png');
    expect(await files.exists('users-prod/bob/a.png')).toBe(false);
    expect(await files.exists('users-prod/bob/b.png')).toBe(true);
  });

  it("deletes a whole folder, nested files too, and nobody else's", async () => {
    const kept = ['users-prod/carla/avatars/b.png', 'users-prod/dan/avatars/c.png'];
    const gone = [
      'users-prod/car/avatars/a.png',
      'users-prod/car/avatars/a.png.small.thumb',
      'users-prod/car/stories/s1/book.pdf',
      'users-prod/car/stories/s1/pictures/1.png',
      'users-prod/car/stories/s2/song.mp3',
    ];
    for (const key of [...kept, ...gone]) await files.put(key, Buffer.from(key));

    await files.deletePrefix('users-prod/car/');

    for (const key of gone) expect(await files.exists(key), key).toBe(false);
    // 'car/' is a folder: the user 'carla' shares the letters but not the folder.
    for (const key of kept) expect(await files.exists(key), key).toBe(true);
    await expect(files.deletePrefix('users-prod/nobody/')).resolves.toBeUndefined();
  });

  it('refuses keys and prefixes that could leave their place, touching nothing', async () => {
    await files.put('users-prod/eve/a.png', Buffer.from('a'));
    for (const key of ['', '/etc/passwd', 'users-prod/../x', 'a//b', 'a\\b', 'users-prod/./a']) {
      await expect(files.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      await expect(files.get(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    for (const prefix of ['', '/', 'users-prod/eve', '../', 'users-prod/../']) {
      await expect(files.deletePrefix(prefix), prefix).rejects.toThrow();
    }
    expect(await files.exists('users-prod/eve/a.png')).toBe(true);
  });

  it("hands out the app's own signed link, checked by the signer, scope included", async () => {
    const key = 'users-prod/ann/avatars/lion picture.png';
    await files.put(key, Buffer.from('roar'));
    const link = new URL(await files.signedUrl(key, 60, 'share:abc'), 'http://app.test');
    expect(link.pathname).toBe('/api/files/users-prod/ann/avatars/lion%20picture.png');
    const expires = Number(link.searchParams.get('expires'));
    const signature = link.searchParams.get('signature') ?? '';
    expect(link.searchParams.get('scope')).toBe('share:abc');
    expect(driver.signer.verify(key, expires, signature, { scope: 'share:abc' })).toBe(true);
    // Without its scope, or for another one, the signature no longer holds.
    expect(driver.signer.verify(key, expires, signature)).toBe(false);
    expect(driver.signer.verify(key, expires, signature, { scope: 'share:xyz' })).toBe(false);
  });
});
