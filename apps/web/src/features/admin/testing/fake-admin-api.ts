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
 * The operators' panels that share a section with what a test looks at (dashboard, reminders,
 * traces, errors) answer calmly unless the test says otherwise.
 */
const QUIET_OPERATOR_PANELS: Record<string, Answer> = {
  'GET /api/DevOps/reminders': { reminders: [] },
  'GET /api/Diagnostics/errors': { groups: [] },
  'GET /api/Diagnostics/tracing/traces': { traces: [] },
  'GET /api/DevOps/dashboard?period=week': {
    period: 'week',
    sinceUtcEpoch: 0,
    families: { total: 0, new: 0, activeToday: 0, activeThisWeek: 0 },
    made: { stories: 0, works: {}, chatTurns: 0, callMinutes: 0 },
    credits: { granted: 0, spent: 0, refunded: 0 },
    jobs: {
      byState: { queued: 0, running: 0, retrying: 0, completed: 0, failed: 0, cancelled: 0 },
      oldestWaitingUtcEpoch: null,
    },
    errors: { reported: 0, requests: 0, failedRequests: 0, rate: 0 },
    liveConnections: 0,
    providers: [],
  },
};

/**
 * An ApiClient that answers from a table keyed by 'METHOD path' and records every call, so
 * tests can check what went over the wire without a server.
 */
export function createFakeAdminApi(given: Record<string, Answer>) {
  const routes = { ...QUIET_OPERATOR_PANELS, ...given };
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
