import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStoragePath } from '@storyloom/contracts';
import { signedInUser } from '../../modules/plans/plans.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { startLocalS3, type LocalS3 } from '../storage/s3rver.test-support.js';
import { startFakeErrorService, type FakeErrorService } from './fake-error-service.test-support.js';

/** A 5xx: a file link whose bucket went away (the answer must not say the file is gone). */
async function failingFileRequest(testApp: TestApp, s3: LocalS3) {
  const key = userStoragePath('user-1', 'avatars/owl.png');
  await testApp.platform.storage.files.put(key, Buffer.from('hoot'));
  const url = await testApp.platform.storage.files.signedUrl(key, 60);
  await s3.close();
  return testApp.app.inject({ method: 'GET', url });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('server errors, with a Sentry-compatible service configured', () => {
  let errorService: FakeErrorService;
  let s3: LocalS3;
  let testApp: TestApp;

  beforeAll(async () => {
    errorService = await startFakeErrorService();
    s3 = await startLocalS3();
    testApp = await buildTestApp({ env: { ...s3.env, SENTRY_DSN: errorService.dsn } });
  });
  afterAll(async () => {
    await testApp?.close();
    await errorService?.close();
  });

  it('go to the service and to the own store, with the route but never the address', async () => {
    const admin = await signedInUser(testApp, 'owner@example.org');
    const response = await failingFileRequest(testApp, s3);
    expect(response.statusCode).toBe(500);
    await testApp.platform.telemetry.errorService?.close();

    const [event, ...others] = errorService.events();
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      level: 'error',
      platform: 'node',
      release: expect.stringMatching(/^v\d/),
      tags: { route: expect.stringMatching(/^GET \/api\/files\//) },
    });
    const exception = (event!.exception as { values: { value: string }[] }).values.at(-1);
    expect(exception?.value).toBeTruthy();
    expect(JSON.stringify(event)).not.toContain('avatars/owl.png');

    await settle();
    const listed = await testApp.app.inject({
      url: '/api/Diagnostics/errors',
      headers: admin.authorization,
    });
    expect(listed.json().groups).toEqual([
      expect.objectContaining({ source: 'server', message: exception?.value, count: 1 }),
    ]);
  });

  it("let the browser send to the service's origin (the content security policy)", async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    const origin = new URL(errorService.dsn).origin;
    expect(response.headers['content-security-policy']).toMatch(
      new RegExp(`connect-src 'self' ${origin.replaceAll('.', '\\.')};`),
    );
  });
});

describe('server errors, without a DSN', () => {
  it('are kept in the own store only: nothing is sent anywhere else', async () => {
    const errorService = await startFakeErrorService();
    const s3 = await startLocalS3();
    const testApp = await buildTestApp({ env: s3.env });
    try {
      expect(testApp.platform.telemetry.errorService).toBeNull();
      const admin = await signedInUser(testApp, 'owner@example.org');
      expect((await failingFileRequest(testApp, s3)).statusCode).toBe(500);
      await settle();
      const listed = await testApp.app.inject({
        url: '/api/Diagnostics/errors',
        headers: admin.authorization,
      });
      expect(listed.json().groups).toHaveLength(1);
      expect(errorService.envelopes).toEqual([]);
      const policy = (await testApp.app.inject({ url: '/healthz' })).headers[
        'content-security-policy'
      ];
      expect(policy).toContain("connect-src 'self';");
      expect(policy).toContain("worker-src 'self';");
    } finally {
      await testApp.close();
      await errorService.close();
    }
  });
});
