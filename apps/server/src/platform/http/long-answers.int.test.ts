import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { LONG_ANSWER_CHARS } from './long-answers.js';

// Long JSON answers leave gzip-compressed for clients that take it (decision 0038); the API's
// description at /docs/json is one such answer that is never remembered.
describe('long answers', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp?.close());

  const read = (url: string, acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('compresses a long answer for a browser and sends it whole to a plain client', async () => {
    const plain = await read('/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(LONG_ANSWER_CHARS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const browser = await read('/docs/json', 'gzip, deflate, br, zstd');
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['content-type']).toBe(plain.headers['content-type']);
    expect(browser.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.byteLength);
    expect(browser.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
    expect(gunzipSync(browser.rawPayload).toString('utf8')).toBe(plain.body);

    const refusing = await read('/docs/json', 'br, gzip;q=0');
    expect(refusing.headers['content-encoding']).toBeUndefined();
    expect(refusing.body).toBe(plain.body);
  });

  it('leaves short answers as they are', async () => {
    const health = await read('/healthz', 'gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual(expect.any(Object));
  });

  it('reaches an HTTP client that decompresses as browsers do', async () => {
    const response = await fetch(`${baseUrl}/docs/json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const description = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(description.paths)).toContain('/storyElement/list');
  });
});
