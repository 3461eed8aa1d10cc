import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createStorage, type Storage } from '../platform/storage/create-storage.js';
import { startLocalS3, type LocalS3 } from '../platform/storage/s3rver.test-support.js';
import { runAdminCommand } from './admin-command.js';

// `npm run admin -- move-files-to-s3`: an instance's local files folder copied into a bucket
// (s3rver on 127.0.0.1), then read through the S3 driver as the app would.
describe('npm run admin -- move-files-to-s3', () => {
  let s3: LocalS3;
  let dataDir: string;
  let bucket: Storage;
  const lines: string[] = [];
  const print = {
    out: (line: string) => lines.push(line),
    err: (line: string) => lines.push(line),
  };
  const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env });
  const move = () => runAdminCommand(['move-files-to-s3'], env(), print);

  const local: Record<string, Buffer> = {
    'users-prod/ann/avatars/lion.png': Buffer.from('a lion'),
    'users-prod/ann/avatars/lion.png.small.thumb': Buffer.from('a small lion'),
    'users-prod/ann/stories/s1/book.pdf': Buffer.from('%PDF-1.7 a book'),
    'users-prod/bob/stories/s2/song.mp3': Buffer.alloc(300_000, 7),
    'users-prod/bob/empty.txt': Buffer.alloc(0),
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-move-'));
    for (const [key, bytes] of Object.entries(local)) {
      const file = path.join(dataDir, 'files', ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
    // A write the local driver never finished: nobody's file, never copied.
    await writeFile(
      path.join(dataDir, 'files', 'users-prod', 'ann', 'avatars', 'x.png.1234.partial'),
      'half',
    );
    bucket = await createStorage(loadConfig(env()));
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every file under its key, each read back and identical, and says so', async () => {
    expect(bucket.kind).toBe('s3');
    expect(await move()).toBe(0);
    expect(lines).toContain(
      'Copied 5 files (0.3 MB), each read back and identical; 0 were already in the bucket; 0 failed.',
    );
    for (const [key, bytes] of Object.entries(local)) {
      expect((await bucket.files.get(key))?.equals(bytes), key).toBe(true);
    }
    expect(await bucket.files.exists('users-prod/ann/avatars/x.png.1234.partial')).toBe(false);
  });

  it('resumes: a second run sends only what the bucket lacks or what changed here since', async () => {
    await bucket.files.delete('users-prod/ann/stories/s1/book.pdf');
    const changed = Buffer.from('a lion, redrawn');
    await writeFile(
      path.join(dataDir, 'files', 'users-prod', 'ann', 'avatars', 'lion.png'),
      changed,
    );
    lines.length = 0;
    expect(await move()).toBe(0);
    expect(lines).toContain(
      'Copied 2 files (0.0 MB), each read back and identical; 3 were already in the bucket; 0 failed.',
    );
    expect((await bucket.files.get('users-prod/ann/stories/s1/book.pdf'))?.toString()).toBe(
      '%PDF-1.7 a book',
    );
    expect((await bucket.files.get('users-prod/ann/avatars/lion.png'))?.equals(changed)).toBe(true);
  });

  it('never overwrites a file the app has since written to the bucket itself', async () => {
    // As after switching to S3: the family replaced the picture, the folder still has the old one.
    await bucket.files.put('users-prod/bob/stories/s2/song.mp3', Buffer.from('a newer song'));
    lines.length = 0;
    expect(await move()).toBe(0);
    expect(lines).toContain(
      '  left alone: users-prod/bob/stories/s2/song.mp3 (the bucket holds a different file under this key)',
    );
    expect((await bucket.files.get('users-prod/bob/stories/s2/song.mp3'))?.toString()).toBe(
      'a newer song',
    );
  });

  it('asks for the bucket settings, and names a bucket it cannot use', async () => {
    lines.length = 0;
    expect(await runAdminCommand(['move-files-to-s3'], { DATA_DIR: dataDir }, print)).toBe(78);
    expect(lines.at(-1)).toMatch(/^Set S3_ENDPOINT, S3_BUCKET/);
    await expect(
      runAdminCommand(['move-files-to-s3'], { ...env(), S3_BUCKET: 'no-such-bucket' }, print),
    ).rejects.toThrow('The bucket "no-such-bucket" at ' + s3.config.endpoint + ' cannot be used');
    expect(await runAdminCommand(['move-files-to-s3', 'now'], env(), print)).toBe(64);
  });
});
