import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiRoutes,
  apiErrorSchema,
  chatCompletionRequestSchema,
  chatCompletionResultSchema,
} from '@storyloom/contracts';
import { routeOf } from '../../platform/http/access-control.js';
import { testChatCompletion } from './chat-completion.service.js';
import type { OperationsDeps } from './operations-deps.js';

const tags = ['admin', 'diagnostics'];

/** The Diagnostics calls: a test prompt to the text model. */
export function diagnosticsRoutes(deps: OperationsDeps): FastifyPluginAsyncZod {
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
        traceId: null,
      }),
    });
  };
}
