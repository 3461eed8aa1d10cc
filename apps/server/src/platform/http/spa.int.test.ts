import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app.js';

const INDEX_HTML = `<!doctype html><html><head><title>Storyloom</title>
<script type="application/json" id="runtime-config">{}</script>
<script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>`;

describe('serving the web app', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const webDist = path.join(database.dataDir, 'web');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hi")');
    // What the web build writes next to each text asset.
    await writeFile(
      path.join(webDist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log("hi")'),
    );
    await writeFile(
      path.join(webDist, 'assets', 'index-abc123.js.gz'),
      gzipSync('console.log("hi")'),
    );
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    testApp = await buildTestApp({
      database,
      env: {
        WEB_DIST_DIR: webDist,
        PRODUCT_NAME: 'Bedtime <Tales>',
        MAILING_LIST_URL: 'https://lists.example.org/join',
        DEMO_VIDEO_URL: 'https://video.example.org/demo',
        WEB_ORIGINS: 'https://app.example.org',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await testApp.database.drop();
  });

  it('answers page navigations with index.html carrying the product name and runtime config', async () => {
    for (const url of ['/', '/story', '/story/abc/chat', '/library', '/no/such/page?campaign=x']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Bedtime &#60;Tales&#62;</title>');
      const config = response.body.match(/id="runtime-config">([^<]*)<\/script>/)?.[1] ?? '';
      expect(JSON.parse(config)).toEqual({
        productName: 'Bedtime <Tales>',
        mailingListUrl: 'https://lists.example.org/join',
        demoVideoUrl: 'https://video.example.org/demo',
        apiBase: '',
        identityProvider: null,
        paymentsEnabled: false,
        phoneLineNumber: null,
        errorServiceDsn: null,
      });
      // The sign-in state is asked for while the scripts download.
      expect(response.body).toContain(
        '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" /></head>',
      );
    }
  });

  it('sends the compressed copy of an asset to a browser that accepts it', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await testApp.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hi")');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await testApp.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await testApp.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const worker = await testApp.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or an API path with a JSON 404, never the page', async () => {
    for (const url of ['/assets/index-old.js', '/api/unknown', '/api/Subscriptions/Nope']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', status: 404 });
    }
  });

  it('lets API routes win over the page fallback', async () => {
    const response = await testApp.app.inject({
      url: '/healthz',
      headers: { accept: 'text/html' },
    });
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('allows the configured web origin through CORS and no other', async () => {
    const allowed = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/healthz',
      headers: { origin: 'https://app.example.org', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.org');
    const other = await testApp.app.inject({
      url: '/healthz',
      headers: { origin: 'https://elsewhere.example.org' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('guards every answer, and sends the headers for shown answers with all but JSON', async () => {
    const guards = {
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    };
    const forShown = {
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'x-xss-protection': '0',
    };
    const answers = {
      page: await testApp.app.inject({ url: '/story', headers: { accept: 'text/html' } }),
      script: await testApp.app.inject({ url: '/assets/index-abc123.js' }),
      picture: await testApp.app.inject({ url: '/favicon.svg' }),
      json: await testApp.app.inject({ url: '/healthz' }),
      jsonError: await testApp.app.inject({ url: '/api/nothing-here' }),
    };
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.headers, kind).toMatchObject(guards);
      expect(String(response.headers['content-security-policy']), kind).toContain(
        "script-src 'self'",
      );
    }
    for (const kind of ['page', 'script', 'picture'] as const) {
      expect(answers[kind].headers, kind).toMatchObject(forShown);
    }
    for (const kind of ['json', 'jsonError'] as const) {
      expect(answers[kind].headers['content-type'], kind).toContain('application/json');
      for (const name of Object.keys(forShown)) {
        expect(answers[kind].headers[name], `${kind} ${name}`).toBeUndefined();
      }
    }
  });
});
