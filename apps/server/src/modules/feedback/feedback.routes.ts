import { routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  ErrorText,
  FEEDBACK_PAGE_SIZE,
  feedbackCreatedSchema,
  feedbackPageSchema,
  feedbackSubmissionSchema,
} from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/app-error.js';
import { identifyCaller, rateLimitKeyOf, type IpHasher } from '../events/index.js';
import { countAttempt } from '../../platform/http/rate-limit.js';
import type { FeedbackService } from './feedback.service.js';

/** Per signed-in user, else per address. */
export const FEEDBACK_RATE_LIMIT = { max: 10, windowSeconds: 10 * 60 };

const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(FEEDBACK_PAGE_SIZE.default)
    .transform((limit) => Math.min(limit, FEEDBACK_PAGE_SIZE.max))
    .describe(
      `Items per page (default ${FEEDBACK_PAGE_SIZE.default}, at most ${FEEDBACK_PAGE_SIZE.max})`,
    ),
  cursor: z.coerce.number().int().positive().optional().describe('nextCursor of the previous page'),
});

export function feedbackRoutes({
  db,
  feedback,
  hashIp,
}: {
  db: Db;
  feedback: FeedbackService;
  hashIp: IpHasher;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.feedback.send),
      // The handler validates, so a missing rating answers with the product's sentence
      // (docs/product.md, "Validation rules").
      attachValidation: true,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback from the widget (signed in or not)',
        description: [
          "Rating 1 to 5 is required ('Please select a rating.'); text is optional, trimmed, at",
          'most 5,000 characters; path is the page it was sent from. Signed in, the account is',
          'recorded; otherwise the dac_visitor_id cookie. Limited to 10 in 10 minutes per',
          'signed-in user, else per address (429).',
        ].join(' '),
        body: feedbackSubmissionSchema,
        response: { 201: feedbackCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const parsed = feedbackSubmissionSchema.safeParse(request.body);
        if (!parsed.success) throw badRequest(messageOf(parsed.error));
        const caller = identifyCaller(hashIp, request);
        await countAttempt(db, rateLimitKeyOf('feedback', caller), FEEDBACK_RATE_LIMIT);
        const created = await feedback.submit(caller, parsed.data, request.headers['user-agent']);
        return reply.status(201).send(created);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.feedback.list),
      schema: {
        tags: ['admin'],
        summary: 'Feedback received, newest first (administrators only)',
        querystring: pageQuerySchema,
        response: {
          200: feedbackPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      handler: async (request) => {
        return feedback.page(request.query);
      },
    });
  };
}

/** The product's sentence (docs/product.md, "Validation rules") alone when the rating is missing; otherwise every problem by field. */
function messageOf(error: z.ZodError): string {
  if (error.issues.some((issue) => issue.message === ErrorText.ratingRequired)) {
    return ErrorText.ratingRequired;
  }
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
