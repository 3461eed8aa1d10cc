import type { ApiClient, ApiRequestInit } from '../../../lib/api-client';

export interface RecordedCall {
  method: string;
  path: string;
  /** What a POST sent, so tests can check the amount or plan that went out. */
  body?: unknown;
}

/**
 * What a route answers: a value, or a function of the request body that returns one or throws
 * like the real client does.
 */
type Answer = unknown | ((body: unknown) => unknown);

/**
 * An ApiClient that answers from a table keyed by 'METHOD path' and records every call, so
 * tests can check what went over the wire without a server.
 */
export function createFakeAdminApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];

  async function answer(path: string, init: ApiRequestInit = {}) {
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: init.body });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`No fake answer for ${key}`);
    const route = routes[key];
    return typeof route === 'function' ? (route as (body: unknown) => unknown)(init.body) : route;
  }

  const api: ApiClient = {
    request: async <T>(path: string, init?: ApiRequestInit) => (await answer(path, init)) as T,
    requestBlob: async () => {
      throw new Error('Not used by the admin area');
    },
    publicRequest: async <T>(path: string, init?: ApiRequestInit) =>
      (await answer(path, init)) as T,
  };
  return { api, calls, pathsCalled: () => calls.map((call) => `${call.method} ${call.path}`) };
}
