import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@storyloom/contracts';
import { AppError } from './app-error.js';
import type { PageFallback } from './spa.js';

const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Maps every thrown error to the API's one error shape; 5xx bodies never carry internals.
 * Register before any route plugin: plugins keep the error handler they were loaded with.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toApiError(error);
    if (error instanceof AppError) reply.headers(error.headers);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error, status: body.status }, body.message);
    return reply.status(body.status).send(body);
  });
}

/** Unmatched requests: a page navigation gets the web app, anything else a JSON 404. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  pageFallback: PageFallback | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const page = pageFallback?.(request, reply);
    if (page) return page;
    const body: ApiError = {
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
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
