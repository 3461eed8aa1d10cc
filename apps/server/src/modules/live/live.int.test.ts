import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { headerAuthenticate, TEST_USER_HEADER } from '../../test/test-auth.js';
import { openSse, type SseClient } from '../../test/sse-client.js';
import { asTransport } from '../../platform/live/live-hub.test-support.js';
import { RECONNECT_DELAY_MS } from './event-stream.js';

describe('GET /api/live', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const clients: SseClient[] = [];

  const connect = async (userId: string, headers: Record<string, string> = {}, query = '') => {
    const client = await openSse(`${baseUrl}/api/live${query}`, {
      [TEST_USER_HEADER]: userId,
      ...headers,
    });
    clients.push(client);
    return client;
  };
  const publish = (userId: string, type: string, data: unknown) =>
    asTransport(testApp.platform.live).publish(userId, { type, data });

  beforeAll(async () => {
    testApp = await buildTestApp({
      authenticate: headerAuthenticate,
      env: { LIVE_HEARTBEAT_MS: '100' },
    });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(() => testApp.close());

  it('answers 401 in the API error shape without a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/live' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in to continue',
      status: 401,
    });
  });

  it('answers 400 for a Last-Event-ID that is not an event id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/live',
      headers: { [TEST_USER_HEADER]: 'alice', 'last-event-id': 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', status: 400 });
  });

  it('opens an event stream with streaming and security headers and a reconnect hint', async () => {
    const client = await connect('alice', { 'x-request-id': 'live-test-1' });
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['x-request-id']).toBe('live-test-1');
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    expect(client.headers['content-security-policy']).toContain("default-src 'self'");
    await client.waitFor(() => client.retryMs !== undefined, 'the retry hint');
    expect(client.retryMs).toBeGreaterThan(0);
  });

  it('sends heartbeat comments while nothing happens', async () => {
    const client = await connect('quiet-user');
    await client.waitFor(() => client.comments.length >= 2, 'two heartbeats');
    expect(new Set(client.comments)).toEqual(new Set(['heartbeat']));
    expect(client.events).toEqual([]);
  });

  it("delivers a published event to the user's stream and not to another user's", async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    const published = await publish('alice', 'story.updated', { storyId: 's1', title: 'Dragons' });

    expect(await alice.waitForEvents(1)).toEqual([
      { id: published.id, type: 'story.updated', data: { storyId: 's1', title: 'Dragons' } },
    ]);
    // Bob's own later event arriving proves alice's earlier one had its chance to reach him.
    const marker = await publish('bob', 'marker', {});
    expect(await bob.waitForEvents(1)).toEqual([{ id: marker.id, type: 'marker', data: {} }]);
    expect(alice.events).toHaveLength(1);
  });

  it('delivers to every open tab of the same user', async () => {
    const firstTab = await connect('carol');
    const secondTab = await connect('carol');
    const published = await publish('carol', 'credits.changed', { credits: 7 });
    for (const tab of [firstTab, secondTab]) {
      expect((await tab.waitForEvents(1)).map((event) => event.id)).toEqual([published.id]);
    }
  });

  it('resumes after Last-Event-ID: newer events in order, then live ones, none twice', async () => {
    const missed = [];
    for (const step of [1, 2, 3]) missed.push(await publish('dave', 'step', { step }));
    const [seen, ...unseen] = missed;

    const client = await connect('dave', { 'last-event-id': String(seen?.id) });
    await client.waitForEvents(2);
    const live = await publish('dave', 'step', { step: 4 });
    await client.waitForEvents(3);
    const marker = await publish('dave', 'marker', {});
    await client.waitFor(() => client.events.some((event) => event.id === marker.id), 'the marker');

    expect(client.events.map((event) => event.id)).toEqual([
      ...unseen.map((event) => event.id),
      live.id,
      marker.id,
    ]);
    expect(client.events.slice(0, 3).map((event) => event.data)).toEqual([
      { step: 2 },
      { step: 3 },
      { step: 4 },
    ]);
  });

  it('resumes from the lastEventId query parameter too', async () => {
    const first = await publish('erin', 'step', { step: 1 });
    const second = await publish('erin', 'step', { step: 2 });
    const client = await connect('erin', {}, `?lastEventId=${first.id}`);
    expect((await client.waitForEvents(1)).map((event) => event.id)).toEqual([second.id]);
  });

  it('loses and repeats nothing when events are published while the stream replays', async () => {
    const before = await publish('frank', 'step', { step: 0 });
    const published: number[] = [];
    const publishing = (async () => {
      for (let step = 1; step <= 30; step += 1) {
        published.push((await publish('frank', 'step', { step })).id);
      }
    })();
    const client = await connect('frank', { 'last-event-id': String(before.id) });
    await publishing;
    const marker = await publish('frank', 'marker', {});
    await client.waitFor(() => client.events.some((event) => event.id === marker.id), 'the marker');

    expect(client.events.map((event) => event.id)).toEqual([...published, marker.id]);
  });

  it('lets go of the subscription when the client disconnects', async () => {
    const client = await connect('gina');
    await client.waitFor(() => client.retryMs !== undefined, 'the stream to open');
    expect(testApp.platform.live.subscriberCount('gina')).toBe(1);
    await client.close();
    await client.waitFor(
      () => testApp.platform.live.subscriberCount('gina') === 0,
      'the subscription to end',
    );
  });

  it('frames events as chunks for HTTP/1.1 and as a bare body for HTTP/1.0', async () => {
    const { port } = new URL(baseUrl);
    for (const version of ['1.1', '1.0']) {
      const user = `raw-${version}`;
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.write(
        `GET /api/live HTTP/${version}\r\nHost: x\r\n${TEST_USER_HEADER}: ${user}\r\n\r\n`,
      );
      const until = async (condition: () => boolean) => {
        const deadline = Date.now() + 10_000;
        while (!condition()) {
          if (Date.now() > deadline) throw new Error(`timed out; received ${received}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      try {
        await until(() => testApp.platform.live.subscriberCount(user) === 1);
        const event = await publish(user, 'story.updated', { storyId: 'ß-1' });
        const frame = `id: ${event.id}\nevent: story.updated\ndata: {"storyId":"ß-1"}\n\n`;
        const bytes = Buffer.from(frame).toString('latin1');
        await until(() => received.includes(bytes));
        const [head, body] = received.split('\r\n\r\n', 2) as [string, string];
        if (version === '1.1') {
          expect(head.toLowerCase()).toContain('transfer-encoding: chunked');
          const size = Buffer.byteLength(frame).toString(16);
          expect(body).toContain(`\r\n${size}\r\n${bytes}\r\n`);
        } else {
          expect(head.toLowerCase()).not.toContain('transfer-encoding');
          // Heartbeats (every 100 ms here) may come first on a busy machine.
          const withoutHeartbeats = body.replaceAll(': heartbeat\n\n', '');
          expect(withoutHeartbeats).toBe(`retry: ${RECONNECT_DELAY_MS}\n\n${bytes}`);
        }
      } finally {
        socket.destroy();
      }
    }
  });

  it('documents the stream in OpenAPI', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });
    const operation = response.json().paths['/api/live'].get;
    expect(operation.tags).toEqual(['live']);
    expect(operation.description).toContain('Last-Event-ID');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
    expect(operation.responses['401']).toBeDefined();
  });
});

describe('closing the app', () => {
  it('ends open streams so shutdown does not wait for browser tabs', async () => {
    const testApp = await buildTestApp({ authenticate: headerAuthenticate });
    const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const client = await openSse(`${baseUrl}/api/live`, { [TEST_USER_HEADER]: 'henry' });
    try {
      await client.waitFor(() => client.retryMs !== undefined, 'the stream to open');
      // Would hang until the test times out if the stream kept the connection busy.
      await testApp.close();
      await client.waitFor(() => client.ended, 'the stream to end');
    } finally {
      await client.close();
    }
  });
});
