import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { loadConfig } from '../config.js';
import { localFilesFolder } from '../platform/storage/create-storage.js';
import { assertSafeKey, contentTypeFor } from '../platform/storage/file-storage.js';
import { checkBucket, createS3Client, nullWhenMissing } from '../platform/storage/s3-storage.js';

export const MOVE_FILES_USAGE =
  '   |   npm run admin -- move-files-to-s3   (copies DATA_DIR/files into the S3_* bucket; run it again to resume)';

type Print = { out: (line: string) => void; err: (line: string) => void };

/** Kept on every copied object: a later run knows it as done without reading it back. */
const SHA256_METADATA = 'sha256';
const FILES_AT_ONCE = 4;
const REPORT_EVERY = 100;

type Outcome =
  | { kind: 'copied'; bytes: number }
  | { kind: 'already there' }
  | { kind: 'different in the bucket' }
  | { kind: 'failed'; reason: string };

/**
 * `npm run admin -- move-files-to-s3`: copies every file of the local folder (DATA_DIR/files) into
 * the configured bucket under the same key, reads each copy back to check it byte for byte, and
 * leaves the folder as it was. Resumable: a file already in the bucket with the same content is
 * not sent again; one the bucket holds with different content (written there since) is left alone
 * and reported. Returns the exit code.
 */
export async function runMoveFilesToS3(
  args: string[],
  env: NodeJS.ProcessEnv | undefined,
  print: Print,
): Promise<number> {
  if (args.length > 0) {
    print.err(`move-files-to-s3 takes no arguments.\n${MOVE_FILES_USAGE.trim()}`);
    return 64; // EX_USAGE
  }
  const config = loadConfig(env);
  if (!config.s3) {
    print.err(
      'Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_REGION, S3_FORCE_PATH_STYLE if needed) to the bucket to copy into.',
    );
    return 78; // EX_CONFIG
  }
  const root = localFilesFolder(config);
  const keys = await localKeys(root);
  if (keys === null) {
    print.out(`There is no files folder at ${root}: nothing to copy.`);
    return 0;
  }
  const client = createS3Client(config.s3);
  try {
    await checkBucket(client, config.s3.bucket, config.s3.endpoint);
    print.out(`Copying ${keys.length} files from ${root} to the bucket "${config.s3.bucket}".`);
    const bucket = { client, name: config.s3.bucket };
    const outcomes = new Map<string, Outcome>();
    let next = 0;
    await Promise.all(
      Array.from({ length: FILES_AT_ONCE }, async () => {
        while (next < keys.length) {
          const key = keys[next++] as string;
          outcomes.set(key, await moveOne(bucket, root, key));
          if (outcomes.size % REPORT_EVERY === 0) {
            print.out(`  ${outcomes.size} of ${keys.length} files done`);
          }
        }
      }),
    );
    return report(outcomes, print);
  } finally {
    client.destroy();
  }
}

/** Every file's key under the folder, in order; null when there is no folder. */
async function localKeys(root: string): Promise<string[] | null> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (entries === null) return null;
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((relative) => relative.split(path.sep).join('/'))
      // A write the local driver never finished (its process stopped): not a file of anyone's.
      .filter((key) => !key.endsWith('.partial'))
      .sort()
  );
}

type Bucket = { client: S3Client; name: string };

async function moveOne(bucket: Bucket, root: string, key: string): Promise<Outcome> {
  try {
    assertSafeKey(key);
    const file = path.join(root, ...key.split('/'));
    const { size } = await stat(file);
    const sha256 = await sha256Of(createReadStream(file));
    const there = await bucket.client
      .send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }))
      .catch(nullWhenMissing);
    if (there) {
      if (there.ContentLength === size && there.Metadata?.[SHA256_METADATA] === sha256) {
        return { kind: 'already there' };
      }
      // Not one of ours, or not finished: only its bytes can tell.
      const theirs = await readBack(bucket, key);
      if (theirs === sha256) return { kind: 'already there' };
      if (there.Metadata?.[SHA256_METADATA] === undefined)
        return { kind: 'different in the bucket' };
    }
    await bucket.client.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentTypeFor(key),
        Metadata: { [SHA256_METADATA]: sha256 },
      }),
    );
    const copied = await readBack(bucket, key);
    if (copied !== sha256) {
      return { kind: 'failed', reason: 'the copy in the bucket does not match the file' };
    }
    return { kind: 'copied', bytes: size };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The SHA-256 of the object as the bucket serves it, or null when it is not there. */
async function readBack(bucket: Bucket, key: string): Promise<string | null> {
  const object = await bucket.client
    .send(new GetObjectCommand({ Bucket: bucket.name, Key: key }))
    .catch(nullWhenMissing);
  return object?.Body ? sha256Of(object.Body as Readable) : null;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function report(outcomes: Map<string, Outcome>, print: Print): number {
  const of = (kind: Outcome['kind']) =>
    [...outcomes].filter(([, outcome]) => outcome.kind === kind);
  const copied = of('copied');
  const bytes = copied.reduce(
    (sum, [, outcome]) => sum + (outcome.kind === 'copied' ? outcome.bytes : 0),
    0,
  );
  const different = of('different in the bucket');
  const failed = of('failed');
  print.out(
    `Copied ${copied.length} files (${(bytes / 1e6).toFixed(1)} MB), each read back and identical; ` +
      `${of('already there').length} were already in the bucket; ${failed.length} failed.`,
  );
  for (const [key] of different) {
    print.out(`  left alone: ${key} (the bucket holds a different file under this key)`);
  }
  if (failed.length === 0) {
    print.out('The files folder was left as it was; remove it once the instance runs on S3.');
    return 0;
  }
  for (const [key, outcome] of failed) {
    print.err(`  failed: ${key}: ${outcome.kind === 'failed' ? outcome.reason : ''}`);
  }
  print.err('Run the command again: it copies only what is not in the bucket yet.');
  return 1;
}
