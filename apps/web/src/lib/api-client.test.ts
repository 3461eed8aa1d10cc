// @vitest-environment node
/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiRoutes, CHILD_PROFILE_HEADER, apiErrorSchema, pathTo } from '@storyloom/contracts';
import {
  ApiRequestError,
  callPublicRoute,
  callRoute,
  callRouteForBlob,
  callRouteForResponse,
  createApiClient,
  readApiError,
  serverMessageOf,
  type ApiClient,
  type ApiRequestInit,
} from './api-client';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

// A real HTTP server, so the client is tested against what goes over the wire, not a fetch mock.
let server: Server;
let baseUrl: string;
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      // Routes of the contracts' table answer what they were asked, to check callRoute's address.
      if (req.url?.startsWith('/story/') || req.url?.startsWith('/artifacts/')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, url: req.url }));
        return;
      }
      switch (req.url) {
        case '/api/echo':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ ok: true }));
          return;
        case '/api/nothing':
          res.writeHead(204).end();
          return;
        case '/api/empty':
          res.writeHead(200).end();
          return;
        case '/api/json-error':
          res.writeHead(400, 'Bad Request', { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({ error: 'bad_request', message: 'name is required', status: 400 }),
          );
          return;
        case '/api/text-error':
          res.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/plain' });
          res.end('upstream down');
          return;
        case '/api/lines':
          res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
          res.end('{"n":1}\n{"n":2}\n');
          return;
        case '/api/file':
          res.writeHead(200, { 'Content-Type': 'application/pdf' });
          res.end(Buffer.from('%PDF-1.7 tiny'));
          return;
        default:
          res.writeHead(404, 'Not Found', { 'Content-Type': 'text/plain' });
          res.end('no such file');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

beforeEach(() => {
  received = [];
});

const signedIn = () => createApiClient({ baseUrl, getIdToken: async () => 'token-123' });
const signedOut = () => createApiClient({ baseUrl, getIdToken: async () => null });

async function rejectionOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('request (authenticated)', () => {
  it('sends the bearer token and a JSON body, and parses the JSON answer', async () => {
    const result = await signedIn().request<{ ok: boolean }>('/api/echo', {
      method: 'POST',
      body: { priceId: 'price_1', preview: true },
    });

    expect(result).toEqual({ ok: true });
    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer token-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({ priceId: 'price_1', preview: true });
  });

  it('sends the child profile header on every signed-in call while the device acts as a child', async () => {
    let child: string | null = 'mia-1';
    const client = createApiClient({
      baseUrl,
      getIdToken: async () => 'token-123',
      extraHeaders: (): Record<string, string> => (child ? { [CHILD_PROFILE_HEADER]: child } : {}),
    });
    await client.request('/api/echo');
    await client.requestBlob('/api/echo');
    await client.requestResponse?.('/api/echo');
    // A public call says nothing of the device.
    await client.publicRequest('/api/echo');
    child = null;
    await client.request('/api/echo');
    expect(received.map((call) => call.headers[CHILD_PROFILE_HEADER] ?? null)).toEqual([
      'mia-1',
      'mia-1',
      'mia-1',
      null,
      null,
    ]);
  });

  it('resolves to null for 204 and for an empty 200', async () => {
    await expect(signedIn().request('/api/nothing', { method: 'POST' })).resolves.toBeNull();
    await expect(signedIn().request('/api/empty', { method: 'POST' })).resolves.toBeNull();
  });

  it('fails with the status text, the status and the parsed JSON error body', async () => {
    const error = await rejectionOf(signedIn().request('/api/json-error'));
    expect(error.message).toBe('API request failed: Bad Request');
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ error: 'bad_request', message: 'name is required', status: 400 });
  });

  it('carries null data when the error body is not JSON', async () => {
    const error = await rejectionOf(signedIn().request('/api/text-error'));
    expect(error.message).toBe('API request failed: Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.data).toBeNull();
  });

  it('refuses to call without a signed-in user, before touching the network', async () => {
    await expect(signedOut().request('/api/echo')).rejects.toThrow('User not authenticated [EC8]');
    expect(received).toHaveLength(0);
  });
});

describe('requestBlob', () => {
  it('downloads binary content with the bearer token', async () => {
    const blob = await signedIn().requestBlob('/api/file');
    expect(await blob.text()).toBe('%PDF-1.7 tiny');
    expect(received[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it('adds the response text to the failure message', async () => {
    const error = await rejectionOf(signedIn().requestBlob('/api/missing'));
    expect(error.message).toBe('API request failed: Not Found - no such file');
    expect(error.status).toBe(404);
  });

  it('needs a signed-in user too', async () => {
    await expect(signedOut().requestBlob('/api/file')).rejects.toThrow(
      'User not authenticated [EC8]',
    );
  });
});

describe('publicRequest', () => {
  it('calls without an Authorization header', async () => {
    await expect(signedOut().publicRequest('/api/echo')).resolves.toEqual({ ok: true });
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('fails the same way as the authenticated helper', async () => {
    const error = await rejectionOf(signedOut().publicRequest('/api/json-error'));
    expect(error.message).toBe('API request failed: Bad Request');
    expect(error.status).toBe(400);
  });
});

describe('requestResponse (anyone, read as it arrives)', () => {
  it('sends the token when someone is signed in and hands back the response to read', async () => {
    const response = await signedIn().requestResponse!('/api/lines', { method: 'POST' });
    expect(await response.text()).toBe('{"n":1}\n{"n":2}\n');
    expect(received[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it('calls without a token when nobody is signed in, rather than refusing', async () => {
    await signedOut().requestResponse!('/api/lines');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails like the other helpers when the status is not OK', async () => {
    const error = await rejectionOf(signedOut().requestResponse!('/api/json-error'));
    expect(error.status).toBe(400);
    expect(error.apiError?.message).toBe('name is required');
  });

  it('is reached through a route of the table, and refused by a client without it', async () => {
    const error = await rejectionOf(
      callRouteForResponse(signedIn(), ApiRoutes.chat.turn, {
        params: { id: 'c 1' },
        body: { userMessage: 'hi' },
      }),
    );
    expect(error.status).toBe(404);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/Chat/c%201/Turn' });
    expect(received[0]?.body).toBe('{"userMessage":"hi"}');
    const { api } = recordingClient();
    await expect(
      callRouteForResponse(api, ApiRoutes.chat.turn, { params: { id: 'c' } }),
    ).rejects.toThrow('This API client cannot read answers as they arrive.');
  });
});

/** An ApiClient that only records what each helper was asked to send. */
function recordingClient() {
  const calls: { helper: string; path: string; init: ApiRequestInit | undefined }[] = [];
  const record =
    (helper: string) =>
    async (path: string, init?: ApiRequestInit): Promise<never> => {
      calls.push({ helper, path, init });
      return (helper === 'requestBlob' ? new Blob() : null) as never;
    };
  const api: ApiClient = {
    request: record('request'),
    requestBlob: record('requestBlob'),
    publicRequest: record('publicRequest'),
  };
  return { api, calls };
}

describe('callRoute', () => {
  it("sends the route's method to its path, parameters filled and encoded, over the wire", async () => {
    await expect(
      callRoute(signedIn(), ApiRoutes.stories.get, { params: { id: 'a b/c' } }),
    ).resolves.toEqual({ method: 'GET', url: '/story/get/a%20b%2Fc' });
    await expect(
      callRoute(signedIn(), ApiRoutes.artifacts.cancel, { params: { id: 'art-1' } }),
    ).resolves.toEqual({ method: 'POST', url: '/artifacts/art-1/cancel' });
    expect(received[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it('adds the query (undefined values left out) and passes body, signal and headers on', async () => {
    const { api, calls } = recordingClient();
    const signal = new AbortController().signal;
    await callRoute(api, ApiRoutes.storyElements.list, {
      query: { limit: 200, cursor: undefined },
    });
    await callRoute(api, ApiRoutes.accountConfiguration.preferredLanguage, {
      body: { preferredLanguage: 'es' },
      signal,
      headers: { 'X-Test': '1' },
    });
    await callRoute(api, ApiRoutes.me.get);
    expect(calls).toEqual([
      { helper: 'request', path: '/storyElement/list?limit=200', init: { method: 'GET' } },
      {
        helper: 'request',
        path: '/account-configuration/preferred-language',
        init: {
          method: 'PUT',
          body: { preferredLanguage: 'es' },
          signal,
          headers: { 'X-Test': '1' },
        },
      },
      { helper: 'request', path: pathTo(ApiRoutes.me.get), init: { method: 'GET' } },
    ]);
  });

  it('has a public variant and a download variant', async () => {
    const { api, calls } = recordingClient();
    await callPublicRoute(api, ApiRoutes.marketplace.product, { params: { productId: 'p 1' } });
    await callPublicRoute(api, ApiRoutes.feedback.send, { body: { rating: 5 } });
    const blob = await callRouteForBlob(api, ApiRoutes.artifacts.pdf, { params: { id: 'a1' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(calls.map(({ helper, path, init }) => `${helper} ${init?.method} ${path}`)).toEqual([
      'publicRequest GET /api/Marketplace/products/p%201',
      'publicRequest POST /api/feedback',
      'requestBlob GET /artifacts/a1/pdf',
    ]);
  });

  it('refuses, at type-check time, a call without the parameters its path names', async () => {
    const { api } = recordingClient();
    // @ts-expect-error: /story/get/:id needs its id
    await expect(callRoute(api, ApiRoutes.stories.get)).rejects.toThrow('needs id');
    const wrongName = { params: { id: 'x' } };
    await expect(
      // @ts-expect-error: the parameter is named productId, not id
      callPublicRoute(api, ApiRoutes.marketplace.product, wrongName),
    ).rejects.toThrow('needs productId');
    // @ts-expect-error: /api/me names no parameter
    await callRoute(api, ApiRoutes.me.get, { params: { id: 'x' } });
    // @ts-expect-error: the method comes from the route, never from the caller
    await callRoute(api, ApiRoutes.me.get, { method: 'DELETE' });
  });
});

describe('readApiError', () => {
  const samples: unknown[] = [
    { error: 'bag_full', message: 'This bag is full.', status: 409 },
    { error: 'cancelled', message: '', status: 499, extra: true },
    { error: 'x', message: 'm', status: 4.5 },
    { error: 'x', status: 400 },
    { error: 1, message: 'm', status: 400 },
    { message: 'm', status: 400 },
    'Bad Request',
    null,
    [],
  ];

  it('reads exactly what the contracts’ apiErrorSchema accepts, and the same fields', () => {
    for (const sample of samples) {
      const parsed = apiErrorSchema.safeParse(sample);
      expect(readApiError(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('gives the server’s message of a failed call, and nothing for other errors', () => {
    const failure = new ApiRequestError('API request failed: Conflict', 409, {
      error: 'bag_full',
      message: 'This bag is full.',
      status: 409,
    });
    expect(failure.apiError?.error).toBe('bag_full');
    expect(serverMessageOf(failure)).toBe('This bag is full.');
    expect(serverMessageOf(new ApiRequestError('API request failed: 500', 500, null))).toBeNull();
    expect(serverMessageOf(new Error('offline'))).toBeNull();
  });
});
