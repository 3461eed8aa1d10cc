import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret generated once and kept in the data folder, so a single machine needs no setup and
 * restarts keep signatures valid. Several processes must be given the same secret instead.
 */
export async function localSecret(dataDir: string, fileName: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
