import { describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH, ApiRoutes, pathTo, type ApiRoute } from './api-routes.js';

const allRoutes = (): ApiRoute[] =>
  Object.values(ApiRoutes).flatMap((group) => Object.values(group) as ApiRoute[]);

describe('the API route table', () => {
  it('names each method and path once', () => {
    const keys = allRoutes().map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of allRoutes()) expect(route.path).toMatch(/^\//);
  });

  it("names better-auth's endpoints under its base path, open to anyone", () => {
    const authRoutes = Object.values(ApiRoutes.auth) as ApiRoute[];
    expect(authRoutes.length).toBeGreaterThan(0);
    for (const route of authRoutes) {
      expect(route.path.startsWith(`${AUTH_BASE_PATH}/`)).toBe(true);
      expect(route.access).toBe('anyone');
    }
    // No other group reaches under better-auth's base path: the server forwards it whole.
    const others = allRoutes().filter((route) => !authRoutes.includes(route));
    expect(others.filter((route) => route.path.startsWith(`${AUTH_BASE_PATH}/`))).toEqual([]);
  });

  it('fills parameters, encoded, and adds a query', () => {
    expect(pathTo(ApiRoutes.stories.get, { id: 'a b/c' })).toBe('/story/get/a%20b%2Fc');
    expect(pathTo(ApiRoutes.artifacts.delete, { storyId: 's1', artifactId: 'a1' })).toBe(
      '/story/s1/artifact/a1',
    );
    expect(pathTo(ApiRoutes.narrator.voiceSample, { voiceId: 'en-1' })).toBe(
      '/audiobook/voice-samples/en-1.mp3',
    );
    expect(pathTo(ApiRoutes.stories.list, {}, { limit: 5, after: undefined })).toBe(
      '/story/list?limit=5',
    );
    expect(pathTo(ApiRoutes.files.download, { '*': 'users-prod/u 1/a.png' })).toBe(
      '/api/files/users-prod/u%201/a.png',
    );
  });

  it('refuses, at type-check time, a call missing its parameters', () => {
    // @ts-expect-error: /story/get/:id needs its id
    expect(() => pathTo(ApiRoutes.stories.get)).toThrow('needs id');
    // @ts-expect-error: a parameter the path does not name
    expect(pathTo(ApiRoutes.stories.get, { id: 'x', other: 'y' })).toBe('/story/get/x');
  });
});
