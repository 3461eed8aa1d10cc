import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  publicSystemConfigurationSchema,
  subscriptionSchema,
} from '@storyloom/contracts';
import { requireUser, type Authenticate } from '../../platform/http/authentication.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import type { SystemConfigurationService } from './system-configuration.service.js';

/** The public configuration read and the signed-in user's own subscription. */
export function plansRoutes({
  authenticate,
  subscriptions,
  systemConfiguration,
}: {
  authenticate: Authenticate;
  subscriptions: SubscriptionsService;
  systemConfiguration: SystemConfigurationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/system-configuration/public',
      {
        schema: {
          tags: ['plans'],
          summary: 'Credit costs, plans with their credits and prices, the default campaign',
          response: { 200: publicSystemConfigurationSchema },
        },
      },
      async () => systemConfiguration.getPublic(),
    );

    app.get(
      '/api/Subscriptions/current',
      {
        schema: {
          tags: ['plans'],
          summary: "The signed-in user's subscription",
          security: [{ idToken: [] }],
          response: { 200: subscriptionSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = await requireUser(authenticate, request);
        return subscriptions.getCurrentSubscription(caller.id);
      },
    );

    app.post(
      '/api/Subscriptions/SetupNewDefaultSubscription',
      {
        schema: {
          tags: ['plans'],
          summary: 'Set up the Demo subscription with its credits (idempotent)',
          description:
            'Creates the Demo default and grants the Demo plan credits once. Calling it again returns the subscription as it is.',
          security: [{ idToken: [] }],
          response: { 200: subscriptionSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = await requireUser(authenticate, request);
        return subscriptions.setupDefaultSubscription(caller.id);
      },
    );
  };
}
