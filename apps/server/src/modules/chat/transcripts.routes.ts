import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  safetyEventListSchema,
  transcriptListSchema,
  transcriptQuerySchema,
} from '@storyloom/contracts';
import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { ChatDeps } from './chat-deps.js';
import { safetyEventsForParent } from './safety-events.js';
import { deleteTranscript, listTranscripts } from './transcripts.js';

/** The children's chat transcripts, for the parent only (never for a child profile). */
export function transcriptsRoutes({ deps }: { deps: ChatDeps }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.parents.transcripts),
      schema: {
        tags: ['parents'],
        summary: 'The family’s chat transcripts, newest first',
        description: [
          'Every conversation with its messages (oldest first). childProfileId narrows to one',
          'child; q keeps the messages containing it (any case or accent) and the conversations',
          'that have any. Messages older than the retention setting are deleted first.',
        ].join(' '),
        querystring: transcriptQuerySchema,
        response: { 200: transcriptListSchema, 400: apiErrorSchema },
      },
      handler: async (request) => ({
        transcripts: await listTranscripts(deps, callerOf(request).id, request.query),
      }),
    });

    app.route({
      ...routeOf(ApiRoutes.parents.deleteTranscript),
      schema: {
        tags: ['parents'],
        summary: 'Delete one conversation and all its messages',
        params: z.object({ conversationId: z.string().trim().min(1).max(200) }),
        response: {
          204: z.null().describe('Deleted'),
          404: apiErrorSchema.describe('No such conversation in this family'),
        },
      },
      handler: async (request, reply) => {
        await deleteTranscript(deps, callerOf(request).id, request.params.conversationId);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.parents.safetyEvents),
      schema: {
        tags: ['parents'],
        summary: 'The children’s safety events, newest first',
        description: [
          'What the child wrote, the kind of moment and, while the transcript is kept, the',
          'conversation and message it is in. childProfileId narrows to one child.',
        ].join(' '),
        querystring: z.object({ childProfileId: z.string().trim().min(1).max(200).optional() }),
        response: { 200: safetyEventListSchema, 400: apiErrorSchema },
      },
      handler: async (request) => ({
        events: await safetyEventsForParent(deps.db, callerOf(request).id, request.query),
      }),
    });
  };
}
