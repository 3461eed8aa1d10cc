import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** Sends a raw request target (no URL tidying) and answers the status and body. */
function rawGet(baseUrl: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: target, method: 'GET', headers: { accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('over-long and undecodable addresses', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp?.close());

  const marker = (length: number) => `zq${'x'.repeat(length)}`;

  it('answers 414 in the API error shape, never echoing the address', async () => {
    const targets = [
      `/artifacts/${marker(500)}`,
      `/story/get/${marker(3000)}?a=1`,
      `/api/files/signed-url?path=${marker(9000)}`,
      `/library?${marker(9000)}`,
    ];
    for (const target of targets) {
      const { status, body } = await rawGet(baseUrl, target);
      expect(status, target.slice(0, 30)).toBe(414);
      expect(JSON.parse(body)).toEqual({
        error: 'uri_too_long',
        message: 'That address is too long. Please use a shorter link.',
        status: 414,
      });
      expect(body).not.toContain('zqxxx');
    }
  });

  it('answers an address beyond what Node reads with 431 in the same shape', async () => {
    const { status, body } = await rawGet(baseUrl, `/artifacts/a?q=${marker(20_000)}`);
    expect(status).toBe(431);
    expect(JSON.parse(body)).toMatchObject({ error: 'request_header_too_large', status: 431 });
    expect(body).not.toContain('zqxxx');
  });

  it('answers an undecodable address with 400 and names only the start of unknown paths', async () => {
    const bad = await rawGet(baseUrl, '/story/get/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'bad_url', status: 400 });
    expect(bad.body).not.toContain('%E0');

    const unknown = await rawGet(baseUrl, `/api/nothing-here/${marker(2000)}`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).message.length).toBeLessThan(200);
  });
});
