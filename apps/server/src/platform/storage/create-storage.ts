import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { localSecret } from '../local-secret.js';
import type { FileStorage } from './file-storage.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { createS3Client, S3FileStorage } from './s3-storage.js';
import { UrlSigner } from './url-signer.js';

export const FILES_ROUTE_PREFIX = '/api/files';

export type Storage = {
  files: FileStorage;
  signer: UrlSigner;
  /** Where files live, for logs and the admin command: 'local' (DATA_DIR/files) or 's3'. */
  kind: 'local' | 's3';
  close(): void;
};

/**
 * The configured storage driver: the bucket when S3_* is set (checked to answer before the
 * process starts), otherwise the local folder `{DATA_DIR}/files`.
 */
export async function createStorage(config: Config): Promise<Storage> {
  const signer = new UrlSigner(
    config.storageSigningSecret ?? (await localSecret(config.dataDir, 'storage-signing-secret')),
  );
  if (config.s3) {
    const client = createS3Client(config.s3);
    const files = new S3FileStorage(client, config.s3.bucket, signer, FILES_ROUTE_PREFIX);
    try {
      await files.checkBucket(config.s3.endpoint);
    } catch (error) {
      client.destroy();
      throw error;
    }
    return { files, signer, kind: 's3', close: () => client.destroy() };
  }
  const root = localFilesFolder(config);
  await mkdir(root, { recursive: true });
  return {
    files: new LocalFolderStorage(root, signer, FILES_ROUTE_PREFIX),
    signer,
    kind: 'local',
    close: () => {},
  };
}

/** The folder the local driver keeps files in. */
export const localFilesFolder = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'files');
