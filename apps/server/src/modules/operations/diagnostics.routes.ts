import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_VERSION,
  ApiRoutes,
  apiErrorSchema,
  chatCompletionRequestSchema,
  chatCompletionResultSchema,
  clientErrorReportSchema,
  errorGroupListSchema,
  traceDetailSchema,
  traceListSchema,
  traceQuerySchema,
} from '@storyloom/contracts';
import { identifyCaller, rateLimitKeyOf, type IpHasher } from '../events/index.js';
import { routeOf } from '../../platform/http/access-control.js';
import { notFound } from '../../platform/http/app-error.js';
import { countAttempt } from '../../platform/http/rate-limit.js';
import { recordError } from '../../platform/telemetry/error-reports.js';
import { activeTraceId } from '../../platform/telemetry/span-scope.js';
import { testChatCompletion } from './chat-completion.service.js';
import { errorGroups } from './error-groups.repository.js';
import type { OperationsDeps } from './operations-deps.js';
import { findAttachment, latestTraces, traceDetail } from './tracing.repository.js';

const tags = ['admin', 'diagnostics'];

/** A page may fail in a loop; 30 reports in 10 minutes per family or address is plenty. */
const CLIENT_ERROR_RATE_LIMIT = { max: 30, windowSeconds: 600 };

const TRACE_ID = /^[0-9a-f]{32}$/;

// The attachment's four path parts are matched exactly against stored values, never joined into
// a file path; still, anything but these plain shapes is refused before the database is asked.
const attachmentParams = z.object({
  transactionId: z.string().regex(TRACE_ID, 'transactionId must be a trace id'),
  spanId: z.string().regex(/^[0-9a-f]{16}$/, 'spanId must be a span id'),
  attachmentId: z.string().regex(/^a\d{1,4}$/, 'attachmentId must be an attachment id'),
  fileName: z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/, 'fileName must be a plain file name')
    .refine((name) => !name.includes('..'), 'fileName must be a plain file name'),
});

/** Diagnostics: a test prompt, error reports and their groups, traces and their attachments. */
export function diagnosticsRoutes(
  deps: OperationsDeps & { hashIp: IpHasher },
): FastifyPluginAsyncZod {
  const { db } = deps.platform.database;
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.operations.chatCompletion),
      schema: {
        tags,
        summary: 'Sends a test prompt to the configured text model (or the offline engine)',
        body: chatCompletionRequestSchema,
        response: { 200: chatCompletionResultSchema, 400: apiErrorSchema, 502: apiErrorSchema },
      },
      handler: async (request) => ({
        ...(await testChatCompletion(deps, request.body)),
        traceId: activeTraceId(),
      }),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.reportClientError),
      schema: {
        tags: ['diagnostics'],
        summary: 'Reports an error the web app met (render, error box, chunk load)',
        description: 'Signed in, the account is recorded. 30 in 10 minutes per caller (429).',
        body: clientErrorReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const caller = identifyCaller(deps.hashIp, request);
        await countAttempt(db, rateLimitKeyOf('client-errors', caller), CLIENT_ERROR_RATE_LIMIT);
        const report = request.body;
        await recordError(db, {
          source: 'client',
          kind: report.kind,
          message: report.message,
          stack: report.stack ?? null,
          path: report.path ?? null,
          userId: request.user?.id ?? null,
          appVersion: report.appVersion ?? APP_VERSION,
        });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.operations.errorGroups),
      schema: {
        tags,
        summary: 'Reported errors grouped, the most recently seen first, with counts',
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
        response: { 200: errorGroupListSchema, 400: apiErrorSchema },
      },
      handler: async (request) => ({ groups: await errorGroups(db, request.query.days) }),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.traces),
      schema: {
        tags,
        summary: 'The latest traces, newest first, by user, feature, status and duration',
        querystring: traceQuerySchema,
        response: { 200: traceListSchema, 400: apiErrorSchema },
      },
      handler: async (request) => ({ traces: await latestTraces(db, request.query) }),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.trace),
      schema: {
        tags,
        summary: "A trace's spans in start order; parentSpanId makes the tree",
        params: z.object({ traceId: z.string().regex(TRACE_ID, 'traceId must be a trace id') }),
        response: { 200: traceDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (request) => {
        const detail = await traceDetail(db, request.params.traceId);
        if (!detail) throw notFound('There is no trace with that id (it may have expired).');
        return detail;
      },
    });

    app.route({
      ...routeOf(ApiRoutes.operations.traceAttachment),
      schema: {
        tags,
        summary: "A span's large attribute (a prompt, a reply) as a text file",
        params: attachmentParams,
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const { transactionId, spanId, attachmentId, fileName } = request.params;
        const found = await findAttachment(db, {
          traceId: transactionId,
          spanId,
          id: attachmentId,
          fileName,
        });
        if (!found) throw notFound('There is no such attachment (it may have expired).');
        return reply
          .header('content-type', found.contentType)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(found.body);
      },
    });
  };
}
