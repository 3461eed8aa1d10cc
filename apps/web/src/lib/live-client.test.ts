import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventParser, createLiveClient, LIVE_RECONNECTED } from './live-client';
import type { LiveEventMessage } from './live-events-context';

/** A server stream the test writes to, one fetch call at a time. */
function fakeServer() {
  const calls: { headers: Record<string, string> }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  let cancelled = 0;
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ headers: { ...(init?.headers as Record<string, string>) } });
    const body = new ReadableStream<Uint8Array>({
      start: (c) => void streams.push(c),
      cancel: () => void (cancelled += 1),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    fetch: fetchImpl as unknown as typeof fetch,
    calls,
    send: (text: string, stream = streams.length - 1) =>
      streams[stream]!.enqueue(encoder.encode(text)),
    drop: (stream = streams.length - 1) => streams[stream]!.close(),
    connections: () => streams.length,
    cancelled: () => cancelled,
  };
}

const waitFor = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('live client', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('sends the ID token and hands each event to the listeners of its type', async () => {
    const server = fakeServer();
    const client = createLiveClient({
      url: '/api/live',
      getIdToken: async () => 'token-1',
      fetch: server.fetch,
    });
    stop = client.stop;
    const received: LiveEventMessage[] = [];
    client.on('subscription.updated', (event) => received.push(event));
    client.start();
    await waitFor(() => server.connections() === 1);

    expect(server.calls[0]!.headers.Authorization).toBe('Bearer token-1');
    server.send(': heartbeat\n\nid: 7\nevent: subscription.updated\ndata: {"credits"');
    server.send(':5}\n\nid: 8\nevent: job.updated\ndata: {}\n\n');
    await waitFor(() => received.length === 1);
    expect(received[0]).toEqual({ id: 7, type: 'subscription.updated', data: { credits: 5 } });
  });

  it('reconnects after a drop, resuming after the last event and announcing it', async () => {
    const server = fakeServer();
    const client = createLiveClient({
      url: '/api/live',
      getIdToken: async () => 'token-1',
      fetch: server.fetch,
      retryDelayMs: 1,
    });
    stop = client.stop;
    const reconnected = vi.fn();
    client.on(LIVE_RECONNECTED, reconnected);
    client.start();
    await waitFor(() => server.connections() === 1);
    server.send('id: 41\nevent: story.updated\ndata: {}\n\n');
    server.drop();

    await waitFor(() => server.connections() === 2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('41');
    await waitFor(() => reconnected.mock.calls.length === 1);
  });

  it('does not connect without a signed-in user, and stop ends the stream', async () => {
    const server = fakeServer();
    const signedOut = createLiveClient({
      url: '/api/live',
      getIdToken: async () => null,
      fetch: server.fetch,
    });
    signedOut.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.fetch).not.toHaveBeenCalled();

    const client = createLiveClient({
      url: '/api/live',
      getIdToken: async () => 't',
      fetch: server.fetch,
    });
    const received = vi.fn();
    client.on('story.generation', received);
    client.start();
    await waitFor(() => server.connections() === 1);
    client.stop();
    await waitFor(() => server.cancelled() === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.connections()).toBe(1);
  });

  it('keeps listening when one listener throws or an event is not JSON', async () => {
    const server = fakeServer();
    const onError = vi.fn();
    const client = createLiveClient({
      url: '/api/live',
      getIdToken: async () => 't',
      fetch: server.fetch,
      onError,
    });
    stop = client.stop;
    const good = vi.fn();
    client.on('story.generation', () => {
      throw new Error('listener bug');
    });
    client.on('story.generation', good);
    client.start();
    await waitFor(() => server.connections() === 1);
    server.send('event: story.generation\ndata: not json\n\nevent: story.generation\ndata: 1\n\n');
    await waitFor(() => good.mock.calls.length === 1);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('event stream parser', () => {
  it('joins data lines, handles CRLF split across chunks and reports retry', () => {
    const seen: unknown[] = [];
    const parser = createEventParser((fields) => seen.push(fields));
    parser.push('retry: 3000\r');
    parser.push('\nid: 3\r\nevent: x\r\ndata: a\r\ndata: b\r');
    parser.push('\n\r\n');
    expect(seen).toEqual([{ retry: 3000 }, { id: 3, event: { type: 'x', data: 'a\nb' } }]);
  });
});
