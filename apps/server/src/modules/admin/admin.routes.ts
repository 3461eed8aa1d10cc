import { routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  ADMIN_JOBS_LIMIT,
  adminJobListSchema,
  adminUserPlanSchema,
  apiErrorSchema,
  jobRunStateSchema,
  migrationListSchema,
  monitoringSchema,
} from '@storyloom/contracts';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { latestJobRuns } from './jobs.repository.js';
import { migrationStatuses } from './migrations.repository.js';
import { monitoringSnapshot } from './monitoring.service.js';
import { userPlan } from './user-plans.repository.js';

const adminErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

// An empty `?state=` or `?userId=` (a cleared filter) means "any", not a 400.
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const jobsQuerySchema = z.object({
  state: z.preprocess(emptyAsAbsent, jobRunStateSchema.optional()),
  userId: z.preprocess(emptyAsAbsent, z.string().max(256).optional()),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_JOBS_LIMIT.max)
    .default(ADMIN_JOBS_LIMIT.default)
    .describe(
      `How many runs (default ${ADMIN_JOBS_LIMIT.default}, at most ${ADMIN_JOBS_LIMIT.max})`,
    ),
});

/** The operator's read-only views: background jobs, process health, migrations, an account's plan. */
export function adminRoutes({
  config,
  platform,
}: {
  config: Config;
  platform: Platform;
}): FastifyPluginAsyncZod {
  const { db, pool } = platform.database;
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.admin.jobs),
      schema: {
        tags: ['admin'],
        summary: 'The latest background jobs, newest first (administrators only)',
        querystring: jobsQuerySchema,
        response: { 200: adminJobListSchema, 400: apiErrorSchema, ...adminErrors },
      },
      handler: async (request) => ({ jobs: await latestJobRuns(db, request.query) }),
    });

    app.route({
      ...routeOf(ApiRoutes.admin.monitoring),
      schema: {
        tags: ['admin'],
        summary: 'Process, database, jobs, mail and AI providers at a glance (administrators only)',
        response: { 200: monitoringSchema, ...adminErrors },
      },
      handler: async () => monitoringSnapshot(config, platform),
    });

    app.route({
      ...routeOf(ApiRoutes.admin.migrations),
      schema: {
        tags: ['admin'],
        summary: 'The database migrations and whether each is applied (administrators only)',
        description: 'Read-only: migrations are applied when the server starts.',
        response: { 200: migrationListSchema, ...adminErrors },
      },
      handler: async () => ({ migrations: await migrationStatuses(pool) }),
    });

    app.route({
      ...routeOf(ApiRoutes.admin.userPlan),
      schema: {
        tags: ['admin'],
        summary: "An account's plan and credits (administrators only)",
        params: z.object({ userId: z.string().min(1).max(256) }),
        response: { 200: adminUserPlanSchema, 400: apiErrorSchema, ...adminErrors },
      },
      handler: async (request) => userPlan(db, request.params.userId),
    });
  };
}
