import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from './health.routes.js';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

describe('health and readiness', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers /healthz with ok and the app version', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: 'v1.1.3' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('reports ready with the database it runs on', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: testDatabaseKind(),
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('is not ready while the file storage does not answer', async () => {
    const { platform } = testApp;
    const unreachable = {
      ...platform.storage,
      files: { ...platform.storage.files, exists: () => Promise.reject(new Error('no bucket')) },
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes({ ...platform, storage: unreachable }));
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'failing' },
      });
    } finally {
      await app.close();
    }
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await testApp.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await testApp.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'No route for GET /api/nothing-here',
      status: 404,
    });
  });

  it('sends security headers with a content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
