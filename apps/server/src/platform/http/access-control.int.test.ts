import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoutes, type ApiRoute } from '@storyloom/contracts';
import { signedInUser } from '../../modules/story-elements/story-elements.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const everyRoute = (): ApiRoute[] =>
  Object.values(ApiRoutes).flatMap((group) => Object.values(group) as ApiRoute[]);

/** A concrete address for a route: each `:param` (and `*`) filled with a plausible value. */
const addressOf = (route: ApiRoute) =>
  route.path.replace(/:([A-Za-z]+)/g, 'x1').replace(/\*$/, 'users-test/x/y.png');

const bodies = [
  { what: 'no body', payload: undefined, headers: {} },
  { what: 'an empty body', payload: '', headers: { 'content-type': 'application/json' } },
  {
    what: 'a malformed body',
    payload: '{"story": ',
    headers: { 'content-type': 'application/json' },
  },
  { what: 'a body of the wrong type', payload: 'a=1', headers: { 'content-type': 'text/plain' } },
];

describe('who may call each route', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers 401 without a token on every protected route, whatever the body', async () => {
    const protectedRoutes = everyRoute().filter((route) => route.access !== 'anyone');
    expect(protectedRoutes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of protectedRoutes) {
      for (const body of bodies) {
        const response = await testApp.app.inject({
          method: route.method,
          url: addressOf(route),
          payload: route.method === 'GET' ? undefined : body.payload,
          headers: body.headers,
        });
        const shaped = response.statusCode === 401 && response.json().error === 'unauthorized';
        if (!shaped)
          wrong.push(`${route.method} ${route.path} with ${body.what}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in family on every administrators-only route', async () => {
    // The first account of an instance administers it; the second is a family.
    await signedInUser(testApp, 'first.admin@example.org');
    const family = await signedInUser(testApp, 'family.access@example.org');
    const wrong: string[] = [];
    for (const route of everyRoute().filter((candidate) => candidate.access === 'admin')) {
      const response = await testApp.app.inject({
        method: route.method,
        url: addressOf(route),
        payload: route.method === 'GET' ? undefined : '{"malformed": ',
        headers: { ...family.authorization, 'content-type': 'application/json' },
      });
      if (response.statusCode !== 403)
        wrong.push(`${route.method} ${route.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('describes the same access in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; responses?: object }>>;
    }>();
    const wrong: string[] = [];
    for (const route of everyRoute()) {
      const openApiPath = route.path.replace(/:([A-Za-z]+)(\.\w+)?/g, '{$1}$2');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      if (!operation) continue; // routes hidden from the reference (files, webhook) and providers
      const secured = (operation.security ?? []).length > 0;
      if (secured !== (route.access !== 'anyone')) wrong.push(`${route.method} ${route.path}`);
      if (route.access !== 'anyone' && !('401' in (operation.responses ?? {}))) {
        wrong.push(`${route.method} ${route.path} has no 401 answer`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
