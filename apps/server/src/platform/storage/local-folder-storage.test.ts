import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFolderStorage } from './local-folder-storage.js';
import { UrlSigner } from './url-signer.js';

describe('LocalFolderStorage.deletePrefix', () => {
  let root: string;
  let storage: LocalFolderStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storyloom-storage-'));
    storage = new LocalFolderStorage(root, new UrlSigner('test-secret'), '/api/files');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const filesOnDisk = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();

  it("removes every file under the folder, nested ones too, and nobody else's", async () => {
    await storage.put('users-prod/ann/avatars/a.png', Buffer.from('a'));
    await storage.put('users-prod/ann/avatars/a.small.thumb.png', Buffer.from('a'));
    await storage.put('users-prod/ann/stories/s1/book.pdf', Buffer.from('pdf'));
    await storage.put('users-prod/anna/avatars/b.png', Buffer.from('b'));
    await storage.put('users-prod/bob/avatars/c.png', Buffer.from('c'));

    await storage.deletePrefix('users-prod/ann/');

    expect(await storage.exists('users-prod/ann/avatars/a.png')).toBe(false);
    // 'ann/' is a folder: the user 'anna' shares the letters but not the folder.
    expect(await filesOnDisk()).toEqual([
      path.join('users-prod', 'anna', 'avatars', 'b.png'),
      path.join('users-prod', 'bob', 'avatars', 'c.png'),
    ]);
  });

  it('is not an error when nothing is stored under the prefix', async () => {
    await expect(storage.deletePrefix('users-prod/nobody/')).resolves.toBeUndefined();
  });

  it('refuses prefixes that are not a plain folder, deleting nothing', async () => {
    await storage.put('users-prod/ann/a.png', Buffer.from('a'));
    for (const prefix of ['', '/', 'users-prod/ann', '../', 'users-prod/../', '/users-prod/']) {
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow();
    }
    expect(await filesOnDisk()).toEqual([path.join('users-prod', 'ann', 'a.png')]);
  });
});
