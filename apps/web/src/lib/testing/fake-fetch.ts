import type { ApiRoute } from '@storyloom/contracts';
import { vi } from 'vitest';
import { matchRoute } from './route-matcher';

/** One request as it reached the fake network. */
export interface FetchedCall {
  method: string;
  /** The path and query, without the origin. */
  path: string;
  /** The JSON body, parsed; null when there was none. */
  body: unknown;
  /** The Authorization header, or null when the call went without one. */
  authorization: string | null;
}

export type FetchHandler = (
  call: FetchedCall,
  params: Record<string, string>,
) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The API's error shape, as the server sends it. */
export const apiErrorResponse = (status: number, error: string, message: string) =>
  jsonResponse(status, { error, message, status });

/**
 * A fake network under the real API client: the global fetch answers the routes of the
 * contracts' table listed here (anything else is 404) and records every call. Undo it with
 * vi.unstubAllGlobals().
 */
export function fakeFetch(routes: [ApiRoute, FetchHandler][]) {
  const calls: FetchedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FetchedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      authorization: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    for (const [route, handler] of routes) {
      const params = matchRoute(route, call.method, call.path);
      if (params) return handler(call, params as Record<string, string>);
    }
    return apiErrorResponse(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/**
 * A response whose body is JSON lines (application/x-ndjson) that arrive one by one. With
 * `holdAfter`, the first that many lines come at once and the rest wait for `release()`: a test
 * sees the reply half-way.
 */
export function jsonLinesResponse(values: unknown[], { holdAfter }: { holdAfter?: number } = {}) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (holdAfter !== undefined && index === holdAfter) await released;
      const value = values[index];
      index += 1;
      if (value === undefined) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
  });
  return { response, release };
}
