import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { localSecret } from '../local-secret.js';
import type { FileStorage } from './file-storage.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { UrlSigner } from './url-signer.js';

export const FILES_ROUTE_PREFIX = '/api/files';

export type Storage = { files: FileStorage; signer: UrlSigner };

/** The configured storage driver; today the local folder `{DATA_DIR}/files`. */
export async function createStorage(config: Config): Promise<Storage> {
  const signer = new UrlSigner(
    config.storageSigningSecret ?? (await localSecret(config.dataDir, 'storage-signing-secret')),
  );
  const root = path.join(config.dataDir, 'files');
  await mkdir(root, { recursive: true });
  return { files: new LocalFolderStorage(root, signer, FILES_ROUTE_PREFIX), signer };
}
