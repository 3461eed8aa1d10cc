import type {
  FastifyInstance,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { encodedFor, LONG_ANSWER_CHARS, longAnswer } from '../http/long-answers.js';
import type { AnswerBody, AnswerCache, AnswerTicket } from './answer-cache.js';

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

  // Neither hook waits for anything, so both are written with `done`: no promise per request.
  const serveRemembered: onRequestHookHandler = (request, reply, done) => {
    if (request.method === 'GET' && request.user) {
      const body = cache.answer(request.user.id, request.url);
      if (body !== undefined) {
        reply.type(JSON_TYPE);
        reply.send(typeof body === 'string' ? body : encodedFor(request, reply, body));
        return;
      }
      request.answerTicket = cache.ticket(request.user.id);
    }
    done();
  };

  // A short answer is kept as text: Node writes text and its headers in one system call. A long
  // one (a library of 200 elements is 45 KB) is kept as its UTF-8 bytes and their gzip copy, so
  // neither is made again on every read (decisions 0037 and 0038).
  const keepFresh: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    const ticket = request.answerTicket;
    if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
      const body: AnswerBody = payload.length > LONG_ANSWER_CHARS ? longAnswer(payload) : payload;
      cache.remember(ticket, request.url, body);
      if (typeof body !== 'string') {
        done(null, encodedFor(request, reply, body));
        return;
      }
    }
    done(null, payload);
  };

  app.addHook('onRoute', (options: RouteOptions) => {
    if (!options.config?.answerCache) return;
    options.onRequest = [...hooksOf(options.onRequest), serveRemembered];
    options.onSend = [...hooksOf(options.onSend), keepFresh];
  });
}

function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
