import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accept-encoding.js';

/**
 * JSON answers longer than this many characters go out gzip-compressed to clients that take it
 * (every browser does) at about an eighth of their size: a library of 200 elements is 45 KB, or
 * 6 KB gzipped, and a phone on a weak signal waits for every byte (decision 0038). Shorter ones
 * are not worth the work, and as text they leave in one system call with their headers.
 */
export const LONG_ANSWER_CHARS = 8192;

/** A long JSON answer as its UTF-8 bytes and their gzip copy, made once to be sent many times. */
export type LongAnswer = { readonly bytes: Buffer; readonly gzip: Buffer };

export function longAnswer(text: string): LongAnswer {
  const bytes = Buffer.from(text);
  return { bytes, gzip: gzipSync(bytes) };
}

/** The gzip copy for a client that takes it, else the plain bytes. */
export function encodedFor(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: LongAnswer,
): Buffer {
  if (!takesGzip(request, reply)) return answer.bytes;
  reply.header('content-encoding', 'gzip');
  return answer.gzip;
}

/**
 * Compresses every long JSON answer as it leaves, except on routes that keep their own
 * compressed copy (remembered answers, platform/answers). Streams (live events, files) and
 * bytes (pictures, audio, PDFs) pass as they are.
 */
export function compressLongAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length <= LONG_ANSWER_CHARS ||
      request.routeOptions.config.answerCache ||
      !isJson(reply.getHeader('content-type')) ||
      // Only a long JSON answer varies with the header; takesGzip says so to caches.
      !takesGzip(request, reply)
    ) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', 'gzip');
    done(null, gzipSync(payload));
  });
}

// Whatever the answer, a cache between here and the client learns that it depends on the header.
function takesGzip(request: FastifyRequest, reply: FastifyReply): boolean {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return acceptsGzip(request.headers['accept-encoding']);
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');
