import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiRoutes,
  apiErrorSchema,
  publicSystemConfigurationSchema,
  subscriptionSchema,
} from '@storyloom/contracts';
import type { SubscriptionsService } from './subscriptions.service.js';
import type { SystemConfigurationService } from './system-configuration.service.js';

/** The public configuration read and the signed-in user's own subscription. */
export function plansRoutes({
  subscriptions,
  systemConfiguration,
}: {
  subscriptions: SubscriptionsService;
  systemConfiguration: SystemConfigurationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.plans.publicConfiguration),
      schema: {
        tags: ['plans'],
        summary: 'Credit costs, plans with their credits and prices, the default campaign',
        response: { 200: publicSystemConfigurationSchema },
      },
      handler: async () => systemConfiguration.getPublic(),
    });

    app.route({
      ...routeOf(ApiRoutes.plans.currentSubscription),
      schema: {
        tags: ['plans'],
        summary: "The signed-in user's subscription",
        response: { 200: subscriptionSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return subscriptions.getCurrentSubscription(caller.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.plans.setupDefaultSubscription),
      schema: {
        tags: ['plans'],
        summary: 'Set up the Demo subscription with its credits (idempotent)',
        description:
          'Creates the Demo default and grants the Demo plan credits once. Calling it again returns the subscription as it is.',
        response: { 200: subscriptionSchema, 401: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return subscriptions.setupDefaultSubscription(caller.id);
      },
    });
  };
}
