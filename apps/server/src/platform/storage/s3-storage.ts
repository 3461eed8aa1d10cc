import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { pipeline, Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  assertSafePrefix,
  contentTypeFor,
  DEFAULT_SIGNED_URL_SECONDS,
  type ByteRange,
  type FileStorage,
  type StoredFileInfo,
} from './file-storage.js';
import type { S3Config } from './s3-config.js';
import { signedFileLink, type UrlSigner } from './url-signer.js';

/** S3's smallest multipart part; a stream is sent in parts this big, two at a time. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Listing and DeleteObjects take at most 1,000 keys a call. */
const MAX_KEYS_PER_CALL = 1000;

export function createS3Client(s3: S3Config): S3Client {
  const agentOptions = { keepAlive: true, maxSockets: 100 };
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
    // default (a CRC32 trailer on every upload), and every body here is checked by its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: 5_000,
      httpAgent: new HttpAgent(agentOptions),
      httpsAgent: new HttpsAgent(agentOptions),
    },
  });
}

/**
 * Files in an S3-compatible bucket, under the same keys as the local folder. Browsers still get
 * the app's own signed links (see signedUrl), and the files route streams from the bucket.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly signer: UrlSigner,
    /** Where the files route is mounted, e.g. '/api/files'. */
    private readonly publicPath: string,
    /** Keys listed per call when deleting a folder (tests make it small to page). */
    private readonly listPageSize = MAX_KEYS_PER_CALL,
  ) {}

  /** Fails with a readable reason when the bucket cannot be used (checked once at start). */
  checkBucket(endpoint: string): Promise<void> {
    return checkBucket(this.client, this.bucket, endpoint);
  }

  async put(
    key: string,
    data: Buffer | Readable,
    contentType = contentTypeFor(key),
  ): Promise<StoredFileInfo> {
    assertSafeKey(key);
    if (Buffer.isBuffer(data)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
        }),
      );
      return { key, size: data.length, contentType };
    }
    // A stream goes up in parts as it arrives (one PUT when it is smaller than a part); S3 shows
    // the object only once the last part is in, so readers never see half a file.
    let size = 0;
    const counted = pipeline(
      data,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
      () => {},
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, size, contentType };
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    const object = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(nullWhenMissing);
    if (!object?.Body) return null;
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async stream(key: string, range?: ByteRange) {
    assertSafeKey(key);
    const object = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .catch(nullWhenMissing);
    if (!object?.Body) return null;
    // 'bytes 2-5/10' names the whole file's size; without a range the length is the size.
    const whole = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
    const size = whole === undefined ? (object.ContentLength ?? 0) : Number(whole);
    return {
      body: object.Body as Readable,
      info: { key, size, contentType: contentTypeFor(key) },
    };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    assertSafeKey(key);
    const head = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(nullWhenMissing);
    return head ? { key, size: head.ContentLength ?? 0, contentType: contentTypeFor(key) } : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers a delete of a missing key like any other.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    // List from the start each time: what was just deleted no longer shows, so no page is skipped
    // and no continuation token is needed (the first listing call, which every S3-compatible
    // server speaks; s3rver cannot even make version 2's tokens on OpenSSL 3).
    for (;;) {
      const listed = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.listPageSize }),
      );
      const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length === 0) return;
      await this.#deleteKeys(keys);
      if (!listed.IsTruncated) return;
    }
  }

  async signedUrl(
    key: string,
    expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS,
    scope?: string,
  ): Promise<string> {
    assertSafeKey(key);
    return signedFileLink(this.signer, this.publicPath, key, expiresInSeconds, scope);
  }

  async #deleteKeys(keys: string[]): Promise<void> {
    try {
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(
          `Could not delete ${failed.length} file(s), the first ${failed[0]?.Key}: ${failed[0]?.Code}`,
        );
      }
    } catch (error) {
      // A few S3-compatible servers lack the batch call; one at a time does the same.
      if (!isNotImplemented(error)) throw error;
      for (const key of keys) await this.delete(key);
    }
  }
}

/** Fails with a readable reason when the bucket cannot be used: missing, refused, unreachable. */
export async function checkBucket(client: S3Client, bucket: string, endpoint: string) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const status = statusOf(error);
    const reason =
      status === 404
        ? 'it does not exist; create it first'
        : status === 403 || status === 401
          ? 'the access key was refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
          : error instanceof Error
            ? error.message || error.name
            : String(error);
    throw new Error(`The bucket "${bucket}" at ${endpoint} cannot be used: ${reason}.`, {
      cause: error,
    });
  }
}

export const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const isNotImplemented = (error: unknown) =>
  statusOf(error) === 501 || (error as { name?: string })?.name === 'NotImplemented';

/** A missing key is an answer (null); a missing bucket or anything else is an error. */
export function nullWhenMissing(error: unknown): null {
  const name = (error as { name?: string })?.name;
  if (statusOf(error) === 404 && name !== 'NoSuchBucket') return null;
  throw error;
}
