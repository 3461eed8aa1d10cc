import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from './s3-config.js';

export type LocalS3 = {
  /** Settings for a bucket of the test's own on the server. */
  config: S3Config;
  /** The S3_* environment for a process that should use it. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, in this process) with one empty bucket, keeping
 * its objects in a temporary folder removed on close.
 */
export async function startLocalS3(bucket = 'storyloom-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'storyloom-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  // s3rver's own credentials; it checks signatures made with them.
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
