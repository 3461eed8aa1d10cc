import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

describe('embedded database folder lock', () => {
  let folder: string;
  beforeEach(async () => {
    folder = path.join(await mkdtemp(path.join(tmpdir(), 'lock-')), 'db');
  });
  afterEach(() => rm(path.dirname(folder), { recursive: true, force: true }));

  it('refuses a folder another live process holds, naming that process', async () => {
    // The parent of this test runner is alive and is not us.
    await writeFile(`${folder}.lock`, String(process.ppid));
    await expect(lockDataDir(folder)).rejects.toThrow(
      new RegExp(`in use by process ${process.ppid}. Stop that server first`),
    );
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    await writeFile(`${folder}.lock`, '2147483646');
    const unlock = await lockDataDir(folder);
    expect(await readFile(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(`${folder}.lock`, 'utf8')).rejects.toThrow();
  });
});
