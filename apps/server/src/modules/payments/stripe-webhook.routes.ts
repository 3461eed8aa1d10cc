import { routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema } from '@storyloom/contracts';
import type { StripeWebhookService } from './stripe-webhook.service.js';

/**
 * Stripe's calls. The signature covers the exact bytes, so this plugin (and nothing outside it)
 * keeps JSON bodies as the raw Buffer.
 */
export function stripeWebhookRoutes({
  webhooks,
}: {
  webhooks: StripeWebhookService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.route({
      ...routeOf(ApiRoutes.payments.webhook),
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed by Stripe; no sign-in)',
        response: {
          200: z.object({
            received: z.literal(true),
            duplicate: z.boolean(),
            ignored: z.boolean(),
          }),
          400: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return webhooks.handle(body, typeof signature === 'string' ? signature : undefined);
      },
    });
  };
}
