import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@storyloom/contracts';
import { AppError } from './app-error.js';
import type { PageFallback } from './spa.js';

const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Maps every thrown error to the API's one error shape; 5xx bodies never carry internals.
 * Register before any route plugin: plugins keep the error handler they were loaded with.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  /** Told of every 5xx (the error reports the admin area shows). */
  reportServerError?: (error: Error, request: FastifyRequest) => void,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toApiError(error);
    if (error instanceof AppError) reply.headers(error.headers);
    if (body.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reportServerError?.(error, request);
    } else request.log.info({ code: body.error, status: body.status }, body.message);
    return reply.status(body.status).send(body);
  });
}

/** Longer request targets are refused before routing; browsers and proxies stop near 8 KB too. */
export const MAX_URL_LENGTH = 8192;

const URL_TOO_LONG: ApiError = {
  error: 'uri_too_long',
  message: 'That address is too long. Please use a shorter link.',
  status: 414,
};
const BAD_URL: ApiError = {
  error: 'bad_url',
  message: 'That address is not valid. Please check the link.',
  status: 400,
};

/**
 * The router's own refusals (an undecodable address, a path part longer than its limit), in the
 * API's error shape. The address is never echoed: it may be long, or made to be reflected.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? URL_TOO_LONG : BAD_URL;
  void reply.status(body.status).send(body);
}

/** Refuses a request target longer than MAX_URL_LENGTH with a 414 before any route runs. */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) return reply.status(414).send(URL_TOO_LONG);
    done();
  });
}

/**
 * Requests Node itself refuses before Fastify sees them (headers or address over 16 KB, a
 * garbled request line) get the API's error shape too; a reset connection gets nothing.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body: ApiError = tooLarge
    ? {
        error: 'request_header_too_large',
        message: 'That request is too large. Please use a shorter link.',
        status: 431,
      }
    : { error: 'bad_request', message: 'That request could not be read.', status: 400 };
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${body.status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
      `Connection: close\r\n\r\n${text}`,
  );
}

/** At most this much of an unmatched path is named back in a 404. */
const ECHOED_PATH_LENGTH = 100;

/** Unmatched requests: a page navigation gets the web app, anything else a JSON 404. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  pageFallback: PageFallback | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const page = pageFallback?.(request, reply);
    if (page) return page;
    const path = request.url.split('?')[0]!;
    const shown = path.length > ECHOED_PATH_LENGTH ? `${path.slice(0, ECHOED_PATH_LENGTH)}…` : path;
    const body: ApiError = {
      error: 'not_found',
      message: `No route for ${request.method} ${shown}`,
      status: 404,
    };
    return reply.status(404).send(body);
  });
}

function toApiError(error: FastifyError | AppError): ApiError {
  if (error instanceof AppError) {
    return error.status >= 500 && !error.exposeMessage
      ? { error: error.code, message: GENERIC_SERVER_MESSAGE, status: error.status }
      : { error: error.code, message: error.message, status: error.status };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => {
        const where = `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`;
        return `${where}: ${issue.message}`;
      })
      .join('; ');
    return { error: 'validation_failed', message: details, status: 400 };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { error: (error.code ?? 'bad_request').toLowerCase(), message: error.message, status };
  }
  return { error: 'internal_error', message: GENERIC_SERVER_MESSAGE, status: 500 };
}
