import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiRoutes,
  apiErrorSchema,
  enhanceRequestSchema,
  enhanceResponseSchema,
} from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { countAttempt } from '../../platform/http/rate-limit.js';
import type { EnhancementsService } from './enhancements.service.js';

/** Per user: generous for a parent polishing a story, tight enough to stop a script. */
export const ENHANCE_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 };

export const ENHANCE_PATH = '/enhancements/enhance';

export function enhancementsRoutes({
  db,
  enhancements,
}: {
  db: Db;
  enhancements: EnhancementsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.enhancements.enhance),
      schema: {
        tags: ['stories'],
        summary: "Improve one of the wizard's descriptions",
        description: [
          'Makes an event, goal, challenge or instructions description richer and clearer, keeping',
          'its meaning and language, and weaving in the chosen element names it does not mention.',
          'With an AI text provider configured the model writes it; otherwise the offline improver.',
          `Free; at most ${ENHANCE_RATE_LIMIT.max} in ${ENHANCE_RATE_LIMIT.windowSeconds / 60}`,
          'minutes per user (429). 422 `unsafe_text` when the text or its improvement is not',
          'suitable for children.',
        ].join(' '),
        body: enhanceRequestSchema,
        response: {
          200: enhanceResponseSchema,
          400: apiErrorSchema.describe('Not a valid request'),
          401: apiErrorSchema.describe('Not signed in'),
          422: apiErrorSchema.describe('Not suitable for children'),
          429: apiErrorSchema.describe('Too many improvements; wait a few minutes'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        await countAttempt(db, `enhance:user:${user.id}`, ENHANCE_RATE_LIMIT);
        return enhancements.enhance(request.body);
      },
    });
  };
}
