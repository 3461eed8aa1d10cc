import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, userStoragePath, type SharedContent } from '@storyloom/contracts';
import { startLocalS3, type LocalS3 } from '../../platform/storage/s3rver.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { headerAuthenticate, TEST_USER_HEADER } from '../../test/test-auth.js';
import { created, signedInUser } from '../story-elements/story-elements.test-support.js';

// The same route on both storage drivers: the local folder, and S3 (s3rver on 127.0.0.1), where
// the route streams from the bucket.
describe.each([
  ['the local folder', false],
  ['S3', true],
])('files through signed URLs, stored in %s', (_driver, onS3) => {
  let testApp: TestApp;
  let s3: LocalS3 | undefined;
  const key = userStoragePath('user-1', 'avatars/lion.png');

  beforeAll(async () => {
    s3 = onS3 ? await startLocalS3() : undefined;
    testApp = await buildTestApp({ authenticate: headerAuthenticate, env: s3?.env });
    expect(testApp.platform.storage.kind).toBe(onS3 ? 's3' : 'local');
    await testApp.platform.storage.files.put(key, Buffer.from('roar'));
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  it('stores under the per-user path and reads the file back', async () => {
    expect(key).toBe('users-prod/user-1/avatars/lion.png');
    const bytes = await testApp.platform.storage.files.get(key);
    expect(bytes?.toString()).toBe('roar');
  });

  it('serves the file through its signed URL with its content type', async () => {
    const url = await testApp.platform.storage.files.signedUrl(key, 60);
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('roar');
  });

  it('answers byte ranges, so an audio player can jump to a chapter', async () => {
    const song = userStoragePath('user-1', 'stories/a1/song.mp3');
    await testApp.platform.storage.files.put(song, Buffer.from('0123456789'));
    const url = await testApp.platform.storage.files.signedUrl(song, 60);
    const ranged = (range: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { range } });

    const middle = await ranged('bytes=2-5');
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('2345');
    expect(middle.headers['content-range']).toBe('bytes 2-5/10');
    expect(middle.headers['content-length']).toBe('4');
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect((await ranged('bytes=7-')).body).toBe('789');
    expect((await ranged('bytes=-3')).body).toBe('789');
    expect((await ranged('bytes=8-100')).body).toBe('89');

    const past = await ranged('bytes=10-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    // Several ranges at once are answered with the whole file.
    const several = await ranged('bytes=0-1,4-5');
    expect(several.statusCode).toBe(200);
    expect(several.body).toBe('0123456789');
  });

  it('refuses a tampered or expired link', async () => {
    const url = await testApp.platform.storage.files.signedUrl(key, 60);
    const tampered = url.replace('lion.png', 'other.png');
    const forged = await testApp.app.inject({ method: 'GET', url: tampered });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'link_expired', status: 403 });

    const expired = await testApp.platform.storage.files.signedUrl(key, -5);
    expect((await testApp.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('answers 404 for a signed link to a deleted file', async () => {
    const url = await testApp.platform.storage.files.signedUrl(key, 60);
    await testApp.platform.storage.files.delete(key);
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(await testApp.platform.storage.files.get(key)).toBeNull();
  });

  it("ends a share's picture links the moment the share is revoked", async () => {
    // Real sign-in for this one: the share goes through the library's own routes.
    const sharer = await buildTestApp({ database: testApp.database, env: s3?.env });
    try {
      const ada = await signedInUser(sharer, 'ada.files@example.org');
      const picture = await sharp({
        create: { width: 200, height: 200, channels: 3, background: '#2a9d8f' },
      })
        .png()
        .toBuffer();
      const fox = await created(
        sharer,
        ada,
        { name: 'Fern the fox', type: StoryElementType.Character },
        { avatar: { data: picture } },
      );
      const shareUrl = `/api/sharing/link/${fox.id}`;
      const shared = await sharer.app.inject({
        method: 'POST',
        url: shareUrl,
        headers: ada.authorization,
      });
      const code = shared.json<{ shortCode: string }>().shortCode;
      const opened = await sharer.app.inject({ url: `/api/shared/code/${code}` });
      const image = opened.json<SharedContent>().element.image!;
      const links = [image.original, image.small!, image.tiny!];
      for (const link of links) {
        const response = await sharer.app.inject({ url: link });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
      }
      const ranged = await sharer.app.inject({ url: links[0], headers: { range: 'bytes=0-7' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.subarray(1, 4).toString()).toBe('PNG');

      const revoked = await sharer.app.inject({
        method: 'DELETE',
        url: shareUrl,
        headers: ada.authorization,
      });
      expect(revoked.statusCode).toBe(204);
      for (const link of links) {
        const after = await sharer.app.inject({ url: link });
        expect(after.statusCode).toBe(403);
        expect(after.json()).toMatchObject({ error: 'link_expired' });
      }
    } finally {
      await sharer.close();
    }
  });

  it('rejects keys that would leave the storage folder', async () => {
    await expect(
      testApp.platform.storage.files.put('users-prod/../../etc/passwd', Buffer.from('x')),
    ).rejects.toThrow(/Unsafe storage key/);
  });

  describe('signed-url', () => {
    const signedUrl = (path: string, user = 'user-1') =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/files/signed-url?path=${encodeURIComponent(path)}`,
        headers: { [TEST_USER_HEADER]: user },
      });

    it('gives the owner a URL that downloads the file', async () => {
      const own = userStoragePath('user-1', 'avatars/owl.png');
      await testApp.platform.storage.files.put(own, Buffer.from('hoot'));
      const response = await signedUrl(own);
      expect(response.statusCode).toBe(200);
      const { url, expiresAtUtcEpoch } = response.json<{
        url: string;
        expiresAtUtcEpoch: number;
      }>();
      expect(expiresAtUtcEpoch).toBeGreaterThan(Date.now());
      expect((await testApp.app.inject({ method: 'GET', url })).body).toBe('hoot');
    });

    it("answers 404 for a missing variant, another user's file and a path that climbs out", async () => {
      const own = userStoragePath('user-1', 'avatars/owl.png');
      await testApp.platform.storage.files.put(own, Buffer.from('hoot'));
      expect((await signedUrl(`${own}.tiny.thumb`)).statusCode).toBe(404);
      expect((await signedUrl(own, 'user-2')).statusCode).toBe(404);
      expect((await signedUrl('users-prod/user-1/../user-2/secret.png')).statusCode).toBe(404);
    });

    it('asks for sign-in first', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/files/signed-url?path=users-prod/user-1/avatars/owl.png',
      });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('files through signed URLs, when the bucket does not answer', () => {
  it('answers a server error, never a 404 that would say the file is gone', async () => {
    const s3 = await startLocalS3();
    const testApp = await buildTestApp({ env: s3.env });
    try {
      const key = userStoragePath('user-1', 'avatars/owl.png');
      await testApp.platform.storage.files.put(key, Buffer.from('hoot'));
      const url = await testApp.platform.storage.files.signedUrl(key, 60);
      await s3.close();
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await testApp.close();
    }
  });
});
