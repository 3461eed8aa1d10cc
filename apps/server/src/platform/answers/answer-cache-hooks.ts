import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { encodedFor, LONG_ANSWER_CHARS, longAnswer } from '../http/long-answers.js';
import type { AnswerBody, AnswerCache, AnswerTicket, SettleReading } from './answer-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Remember the route's 200 answers per caller and URL (docs/decisions/0036). Only for a GET
     * whose answer depends on nothing but the caller, the URL and the family's rows that tell
     * when they change (drizzle/0020_family_answers_changed.sql: stories, artifacts,
     * story_elements, bag_members).
     */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    answerTicket: AnswerTicket | null;
    /** Set on the one request reading an answer that others wait for (decision 0043). */
    settleReading: SettleReading | null;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves a remembered answer before the route's handler, right after the access hook let the
 * caller in; keeps a fresh 200 answer as the JSON text that went out (already checked against the
 * route's response schema). Registered before the routes: it adds its hooks to each route
 * that asks for it.
 */
export function registerAnswerCache(app: FastifyInstance, cache: AnswerCache): void {
  app.decorateRequest('answerTicket', null);
  app.decorateRequest('settleReading', null);

  // Neither hook waits for anything on a remembered answer, so both are written with `done`: no
  // promise per request.
  const serveRemembered: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || !request.user) {
      done();
      return;
    }
    const familyId = request.user.id;
    const body = cache.answer(familyId, request.url);
    if (body !== undefined) {
      sendRemembered(request, reply, body);
      return;
    }
    const reading = cache.reading(familyId, request.url);
    if (reading) {
      // Another request is reading this answer now: take its answer, or read afresh if it
      // brought none (an error, a 404).
      void reading.then((shared) => {
        if (shared !== undefined) {
          sendRemembered(request, reply, shared);
          return;
        }
        request.answerTicket = cache.ticket(familyId);
        done();
      });
      return;
    }
    const ticket = cache.ticket(familyId);
    request.answerTicket = ticket;
    request.settleReading = cache.lead(ticket, request.url);
    done();
  };

  // A short answer is kept as text: Node writes text and its headers in one system call. A long
  // one (a library of 200 elements is 45 KB) is kept as its UTF-8 bytes and their gzip copy, so
  // neither is made again on every read (decisions 0037 and 0038). Every answer of a request
  // that others wait for settles their wait, whatever its status.
  const keepFresh: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    const ticket = request.answerTicket;
    let body: AnswerBody | undefined;
    if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
      body = payload.length > LONG_ANSWER_CHARS ? longAnswer(payload) : payload;
      cache.remember(ticket, request.url, body);
    }
    request.settleReading?.(body);
    request.settleReading = null;
    done(
      null,
      body !== undefined && typeof body !== 'string' ? encodedFor(request, reply, body) : payload,
    );
  };

  app.addHook('onRoute', (options: RouteOptions) => {
    if (!options.config?.answerCache) return;
    options.onRequest = [...hooksOf(options.onRequest), serveRemembered];
    options.onSend = [...hooksOf(options.onSend), keepFresh];
  });
}

function sendRemembered(request: FastifyRequest, reply: FastifyReply, body: AnswerBody): void {
  reply.type(JSON_TYPE);
  reply.send(typeof body === 'string' ? body : encodedFor(request, reply, body));
}

function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
