import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  backfillQuerySchema,
  backfillResultSchema,
  dashboardQuerySchema,
  dashboardSchema,
  reminderListSchema,
  seedPaymentConfigurationResultSchema,
  seedRemindersResultSchema,
} from '@storyloom/contracts';
import { callerOf, routeOf } from '../../platform/http/access-control.js';
import { dashboardFor } from './dashboard.service.js';
import { backfillSubscriptionEmailDomain } from './email-domain-backfill.js';
import type { OperationsDeps } from './operations-deps.js';
import { seedPaymentConfiguration } from './payment-configuration.service.js';
import { createRemindersService } from './reminders.service.js';

const tags = ['admin', 'operations'];

/** The DevOps and Maintenance calls of spec section 7 that run the instance. */
export function operationsRoutes(deps: OperationsDeps): FastifyPluginAsyncZod {
  const reminders = createRemindersService(deps);
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.operations.dashboard),
      schema: {
        tags,
        summary: 'Families, what they made, credits, jobs, errors and providers over a period',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema },
      },
      handler: async (request) => dashboardFor(deps, request.query.period),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.reminders),
      schema: {
        tags,
        summary: 'The reminders, open ones first',
        response: { 200: reminderListSchema },
      },
      handler: async () => ({ reminders: await reminders.list() }),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.seedReminders),
      schema: {
        tags,
        summary: 'Opens each standard reminder that is not open (safe to run again)',
        response: { 200: seedRemindersResultSchema },
      },
      handler: async () => reminders.seed(),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.completeReminder),
      schema: {
        tags,
        summary: 'Completes a reminder (204; completing it again changes nothing)',
        params: z.object({ id: z.uuid({ error: 'id must be a reminder id' }) }),
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (request, reply) => {
        await reminders.complete(request.params.id, callerOf(request).id);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.operations.backfillSubscriptionEmailDomain),
      schema: {
        tags,
        summary: "Fills subscriptions' e-mail domain, at most maxToScan per call",
        description:
          'Batches of 1000, each its own short statement; safe to run twice and while serving.',
        querystring: backfillQuerySchema,
        response: { 200: backfillResultSchema, 400: apiErrorSchema },
      },
      handler: async (request) =>
        backfillSubscriptionEmailDomain(deps.platform.database.db, request.query.maxToScan),
    });

    app.route({
      ...routeOf(ApiRoutes.operations.seedPaymentConfiguration),
      schema: {
        tags,
        summary: 'Writes the payment products (stripeProducts) into the system configuration',
        description: 'From Stripe when it is configured, else the documented template.',
        response: { 200: seedPaymentConfigurationResultSchema, 502: apiErrorSchema },
      },
      handler: async () => seedPaymentConfiguration(deps),
    });
  };
}
