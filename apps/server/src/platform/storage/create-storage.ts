import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { UrlSigner } from './url-signer.js';

export const FILES_ROUTE_PREFIX = '/api/files';

export type Storage = { files: FileStorage; signer: UrlSigner };

/** The configured storage driver; today the local folder `{DATA_DIR}/files`. */
export async function createStorage(config: Config): Promise<Storage> {
  const signer = new UrlSigner(config.storageSigningSecret ?? (await localSigningSecret(config)));
  const root = path.join(config.dataDir, 'files');
  await mkdir(root, { recursive: true });
  return { files: new LocalFolderStorage(root, signer, FILES_ROUTE_PREFIX), signer };
}

/**
 * One machine without a configured secret keeps a generated one beside its data, so signed
 * URLs survive restarts. Several processes must share STORAGE_SIGNING_SECRET instead.
 */
async function localSigningSecret(config: Config): Promise<string> {
  const file = path.join(config.dataDir, 'storage-signing-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
