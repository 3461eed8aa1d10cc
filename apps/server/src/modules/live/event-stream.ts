import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { LiveBroadcastEvent, LiveEvent } from '../../platform/live/live-event.js';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RECONNECT_DELAY_MS = 3_000;

// A client that stops reading (a suspended laptop, a stalled proxy) must not make us buffer
// without bound. Past this, the stream ends; the browser reconnects and resumes by Last-Event-ID.
const MAX_UNSENT_BYTES = 1024 * 1024;

// One event reaches every open tab of its family as the same object: its frame is made once, as
// the bytes that go on the wire, chunk framing included.
type Frame = { body: Buffer; chunk?: Buffer };
const frames = new WeakMap<LiveEvent | LiveBroadcastEvent, Frame>();
const frameOf = (event: LiveEvent | LiveBroadcastEvent): Frame => {
  let frame = frames.get(event);
  if (frame === undefined) {
    // A broadcast has no id: without an `id:` line the browser keeps its Last-Event-ID.
    const idLine = 'id' in event ? `id: ${event.id}\n` : '';
    // JSON.stringify escapes line breaks, so the data always fits on one `data:` line.
    frame = {
      body: Buffer.from(`${idLine}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
    };
    frames.set(event, frame);
  }
  return frame;
};

const CRLF = Buffer.from('\r\n');
/** The body as one HTTP/1.1 chunk (`{size in hex}\r\n{bytes}\r\n`). */
const chunkOf = (frame: Frame): Buffer =>
  (frame.chunk ??= Buffer.concat([
    Buffer.from(`${frame.body.length.toString(16)}\r\n`),
    frame.body,
    CRLF,
  ]));

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

  // Once the head has gone out with the first write, frames go straight to the socket, framed
  // as Node frames the response (chunked, or bare for an HTTP/1.0 client): one write of bytes
  // made once per event, where response.write would cork the socket, encode the string and
  // write the chunk in four parts on the next tick, for each of a family's open tabs.
  let chunked = false;
  const write = (frame: Frame) => {
    if (ended || response.writableEnded || response.destroyed) return;
    // A response gets its socket when the connection is its own (never before, with pipelining).
    const socket = response.socket;
    if (!socket) {
      response.write(frame.body);
      return;
    }
    if (!socket.writable) return; // closing: 'close' ends the stream
    socket.write(chunked ? chunkOf(frame) : frame.body);
    if (socket.writableLength > MAX_UNSENT_BYTES) stream.end();
  };
  const heartbeatFrame: Frame = { body: Buffer.from(': heartbeat\n\n') };

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
  // Node decided in writeHead: chunked for HTTP/1.1, a body ended by closing for HTTP/1.0.
  chunked = (response as { chunkedEncoding?: boolean }).chunkedEncoding === true;
  // Comments keep proxies and load balancers from closing an idle connection, and let the
  // client notice a dead one.
  const heartbeat = setInterval(() => write(heartbeatFrame), heartbeatMs);
  response.on('close', finish);
  response.on('error', finish);
  // Sent at once so the headers leave now and the browser learns the reconnect delay; this
  // first write goes through the response, which puts the head before it.
  response.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
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
