import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  planFrom,
  PLAN_NAMES,
  planSchema,
  subscriptionSchema,
  systemConfigurationSchema,
  type Plan,
} from '@storyloom/contracts';
import { MAX_CREDIT_GRANT } from './credits.service.js';
import type { PlansAdminService } from './plans-admin.service.js';
import type { SystemConfigurationService } from './system-configuration.service.js';

const currentConfigurationSchema = systemConfigurationSchema.extend({
  configurationVersion: z.number().int().describe('Bumped by every update'),
  lastUpdatedUtcEpoch: z.number().describe('When it last changed, ms since epoch'),
});

const planInputSchema = z
  .union([planSchema, z.string()])
  .transform((value, context): Plan => {
    const plan = planFrom(value);
    if (plan === undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be one of ${PLAN_NAMES.join(', ')} or 1..5`,
      });
      return z.NEVER;
    }
    return plan;
  })
  .describe(`A plan number (1..5) or name (${PLAN_NAMES.join(', ')})`);

const userParamsSchema = z.object({ userId: z.string().min(1).max(256) });

const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Administrators: the whole configuration document, and plans and credits of any account. */
export function plansAdminRoutes({
  admin,
  systemConfiguration,
}: {
  admin: PlansAdminService;
  systemConfiguration: SystemConfigurationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.admin.systemConfiguration),
      schema: {
        tags: ['admin'],
        summary: 'The whole system configuration document (administrators only)',
        response: { 200: currentConfigurationSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async () => systemConfiguration.getCurrent(),
    });

    app.route({
      ...routeOf(ApiRoutes.admin.replaceSystemConfiguration),
      schema: {
        tags: ['admin'],
        summary: 'Replace the system configuration document (administrators only)',
        description:
          'The whole document: systemCosts, subscriptionCredits and subscriptionPrices are required. configurationVersion and lastUpdatedUtcEpoch are set by the server. An invalid document is refused with 400 and nothing changes.',
        // The service validates, so a missing field gets a message that names it.
        body: z.record(z.string(), z.unknown()).describe('The configuration document'),
        response: { 200: currentConfigurationSchema, ...adminErrors },
      },
      handler: async (request) => systemConfiguration.replace(request.body),
    });

    app.route({
      ...routeOf(ApiRoutes.admin.setUserPlan),
      schema: {
        tags: ['admin'],
        summary: "Set an account's plan and grant its credits (administrators only)",
        params: userParamsSchema,
        body: z.object({ plan: planInputSchema }),
        response: { 200: subscriptionSchema, ...adminErrors, 404: apiErrorSchema },
      },
      handler: async (request) => admin.setPlan(request.params.userId, request.body.plan),
    });

    app.route({
      ...routeOf(ApiRoutes.admin.grantCredits),
      schema: {
        tags: ['admin'],
        summary: 'Add (or with a negative amount remove) credits (administrators only)',
        params: userParamsSchema,
        body: z.object({
          amount: z
            .number()
            .int()
            .min(-MAX_CREDIT_GRANT)
            .max(MAX_CREDIT_GRANT)
            .refine((amount) => amount !== 0, 'must not be 0')
            .describe('Credits to add; negative takes them away, never below 0'),
          note: z.string().trim().max(300).optional().describe('Why, for the ledger'),
        }),
        response: {
          200: subscriptionSchema,
          ...adminErrors,
          402: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return admin.adjustCredits(request.params.userId, {
          amount: request.body.amount,
          note: request.body.note,
          by: caller.email ?? caller.id,
        });
      },
    });
  };
}
