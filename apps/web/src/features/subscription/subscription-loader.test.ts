// @vitest-environment node
import { configureStore } from '@reduxjs/toolkit';
import { AuthStatus, DEFAULT_SUBSCRIPTION, Plan } from '@storyloom/contracts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { createSubscriptionLoader, type AuthSnapshot } from './subscription-loader';
import { subscriptionReceived, subscriptionReducer } from './subscription-slice';

/** A stand-in for the API: each test sets how it answers; every request is recorded. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
const requests: { method: string; url: string; authorization: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const created = {
  id: 'current',
  plan: Plan.Demo,
  bagOfIdeasSize: 5,
  canGenerateLongerContent: false,
  creditsAvailable: 50,
  createdUtcEpoch: 1_700_000_000_000,
  updatedUtcEpoch: 1_700_000_000_000,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

function setup() {
  const store = configureStore({ reducer: { subscription: subscriptionReducer } });
  const api = createApiClient({ baseUrl, getIdToken: async () => 'id-token-1' });
  const loader = createSubscriptionLoader(api, store.dispatch);
  const state = () => store.getState().subscription;
  return { store, loader, state };
}

const signedIn = (userId = 'user-1'): AuthSnapshot => ({
  status: AuthStatus.AUTHENTICATED,
  userId,
  error: null,
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('subscription loading flow', () => {
  it('turns loading on while sign-in is loading', () => {
    const { loader, state } = setup();
    loader.follow({ status: AuthStatus.LOADING, userId: null, error: null });
    expect(state().isLoading).toBe(true);
  });

  it('stores the sign-in error as its own', () => {
    const { loader, state } = setup();
    loader.follow({ status: AuthStatus.LOADING, userId: null, error: null });
    loader.follow({ status: AuthStatus.ERROR, userId: null, error: 'Server unreachable' });
    expect(state()).toMatchObject({ isLoading: false, error: 'Server unreachable' });
  });

  it('with nobody signed in, ends loading on the Demo default', () => {
    const { store, loader, state } = setup();
    store.dispatch(subscriptionReceived({ ...created, plan: Plan.Parent }));
    loader.follow({ status: AuthStatus.LOADING, userId: null, error: null });
    loader.follow({ status: AuthStatus.UNAUTHENTICATED, userId: null, error: null });
    expect(state()).toEqual({
      subscription: { ...DEFAULT_SUBSCRIPTION },
      isLoading: false,
      error: null,
    });
    expect(requests).toHaveLength(0);
  });

  it('reads the current subscription once per user, with the ID token', async () => {
    handler = (_req, res) =>
      json(res, 200, { ...created, plan: Plan.Parent, creditsAvailable: 480 });
    const { loader, state } = setup();
    loader.follow(signedIn());
    expect(state().isLoading).toBe(true);
    await until(() => !state().isLoading);
    expect(state().subscription).toMatchObject({ plan: Plan.Parent, creditsAvailable: 480 });

    loader.follow(signedIn()); // e.g. a renewed token: same user, no new read
    await settled();
    expect(requests).toEqual([
      { method: 'GET', url: '/api/Subscriptions/current', authorization: 'Bearer id-token-1' },
    ]);
  });

  it('sets up the default subscription when the server has none (404)', async () => {
    handler = (req, res) => {
      if (req.method === 'GET') {
        json(res, 404, { error: 'subscription_missing', message: 'No subscription', status: 404 });
      } else {
        json(res, 200, created);
      }
    };
    const { loader, state } = setup();
    loader.follow(signedIn());
    await until(() => !state().isLoading);
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/Subscriptions/current',
      'POST /api/Subscriptions/SetupNewDefaultSubscription',
    ]);
    expect(state()).toEqual({ subscription: created, isLoading: false, error: null });
  });

  it('stores a failed read as a message and recovers on reload', async () => {
    handler = (_req, res) => json(res, 500, { error: 'internal', message: 'Boom', status: 500 });
    const { loader, state } = setup();
    loader.follow(signedIn());
    await until(() => !state().isLoading);
    expect(state().error).toBe('API request failed: Internal Server Error');

    handler = (_req, res) => json(res, 200, created);
    await loader.reload();
    expect(state()).toEqual({ subscription: created, isLoading: false, error: null });
  });

  it('refetches quietly (tab visible again), keeping what it has when that fails', async () => {
    handler = (_req, res) => json(res, 200, created);
    const { loader, state } = setup();
    loader.follow(signedIn());
    await until(() => !state().isLoading);

    handler = (_req, res) => json(res, 200, { ...created, creditsAvailable: 20 });
    await loader.refresh();
    expect(state().subscription.creditsAvailable).toBe(20);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handler = (_req, res) => json(res, 503, { error: 'busy', message: 'Busy', status: 503 });
    await loader.refresh();
    expect(state()).toMatchObject({ error: null, subscription: { creditsAvailable: 20 } });
  });

  it('rejects an answer it cannot read', async () => {
    handler = (_req, res) => json(res, 200, { plan: 'gold' });
    const { loader, state } = setup();
    loader.follow(signedIn());
    await until(() => !state().isLoading);
    expect(state().error).toBe('The server sent a subscription the app cannot read.');
  });

  it('drops an answer that arrives after sign-out', async () => {
    let answer: (() => void) | undefined;
    handler = (_req, res) => {
      answer = () => json(res, 200, { ...created, plan: Plan.Professional });
    };
    const { loader, state } = setup();
    loader.follow(signedIn());
    await until(() => answer !== undefined);
    loader.follow({ status: AuthStatus.UNAUTHENTICATED, userId: null, error: null });
    answer?.();
    await new Promise((r) => setTimeout(r, 50));
    expect(state().subscription.plan).toBe(Plan.Demo);
  });
});
