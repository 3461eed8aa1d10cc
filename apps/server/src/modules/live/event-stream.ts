import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { LiveBroadcastEvent, LiveEvent } from '../../platform/live/live-event.js';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RECONNECT_DELAY_MS = 3_000;

// A client that stops reading (a suspended laptop, a stalled proxy) must not make us buffer
// without bound. Past this, the stream ends; the browser reconnects and resumes by Last-Event-ID.
const MAX_UNSENT_BYTES = 1024 * 1024;

// One event reaches every open tab of its family as the same object: its frame is written once.
const frames = new WeakMap<LiveEvent | LiveBroadcastEvent, string>();
const frameOf = (event: LiveEvent | LiveBroadcastEvent): string => {
  let frame = frames.get(event);
  if (frame === undefined) {
    // A broadcast has no id: without an `id:` line the browser keeps its Last-Event-ID.
    const idLine = 'id' in event ? `id: ${event.id}\n` : '';
    // JSON.stringify escapes line breaks, so the data always fits on one `data:` line.
    frame = `${idLine}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
};

export type EventStream = {
  send(event: LiveEvent | LiveBroadcastEvent): void;
  /** Ends the response; safe to call more than once. */
  end(): void;
  readonly ended: boolean;
  /** Runs once the stream is over, whoever ended it (client, server, or an error). */
  onEnd(callback: () => void): void;
};

/**
 * Takes the response over from Fastify and turns it into a server-sent-events stream with
 * heartbeats. Fastify stops managing the reply, so the headers its hooks already set
 * (request id, helmet, CORS) are copied onto the raw response here.
 */
export function openEventStream(reply: FastifyReply, heartbeatMs: number): EventStream {
  reply.hijack();
  const response = reply.raw;
  const endCallbacks: Array<() => void> = [];
  let ended = false;

  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const callback of endCallbacks.splice(0)) callback();
  };

  const write = (chunk: string) => {
    if (ended || response.writableEnded || response.destroyed) return;
    response.write(chunk);
    if (response.writableLength > MAX_UNSENT_BYTES) stream.end();
  };

  const stream: EventStream = {
    send(event) {
      write(frameOf(event));
    },
    end() {
      if (!response.writableEnded) response.end();
      finish();
    },
    get ended() {
      return ended;
    },
    onEnd(callback) {
      if (ended) callback();
      else endCallbacks.push(callback);
    },
  };

  response.writeHead(200, {
    ...headersAlreadySet(reply),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Tells nginx not to buffer the stream; without it events arrive in bursts, late.
    'x-accel-buffering': 'no',
  });
  // Comments keep proxies and load balancers from closing an idle connection, and let the
  // client notice a dead one.
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  response.on('close', finish);
  response.on('error', finish);
  // Sent at once so the headers leave now and the browser learns the reconnect delay.
  write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
  // The client may have gone while the request was being authenticated: no 'close' will follow.
  if (response.destroyed || response.socket?.destroyed !== false) stream.end();
  return stream;
}

function headersAlreadySet(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  return headers;
}
