import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_JOBS_LIMIT,
  adminJobListSchema,
  adminUserPlanSchema,
  apiErrorSchema,
  jobRunStateSchema,
  migrationListSchema,
  monitoringSchema,
} from '@storyloom/contracts';
import type { Config } from '../../config.js';
import { requireAdmin, type Authenticate } from '../../platform/http/authentication.js';
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
  authenticate,
}: {
  config: Config;
  platform: Platform;
  authenticate: Authenticate;
}): FastifyPluginAsyncZod {
  const { db, pool } = platform.database;
  return async (app) => {
    app.get(
      '/api/DevOps/jobs',
      {
        schema: {
          tags: ['admin'],
          summary: 'The latest background jobs, newest first (administrators only)',
          security: [{ idToken: [] }],
          querystring: jobsQuerySchema,
          response: { 200: adminJobListSchema, 400: apiErrorSchema, ...adminErrors },
        },
      },
      async (request) => {
        await requireAdmin(authenticate, request);
        return { jobs: await latestJobRuns(db, request.query) };
      },
    );

    app.get(
      '/api/DevOps/monitoring',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Process, database, jobs, mail and AI providers at a glance (administrators only)',
          security: [{ idToken: [] }],
          response: { 200: monitoringSchema, ...adminErrors },
        },
      },
      async (request) => {
        await requireAdmin(authenticate, request);
        return monitoringSnapshot(config, platform);
      },
    );

    app.get(
      '/api/DevOps/migrations',
      {
        schema: {
          tags: ['admin'],
          summary: 'The database migrations and whether each is applied (administrators only)',
          description: 'Read-only: migrations are applied when the server starts.',
          security: [{ idToken: [] }],
          response: { 200: migrationListSchema, ...adminErrors },
        },
      },
      async (request) => {
        await requireAdmin(authenticate, request);
        return { migrations: await migrationStatuses(pool) };
      },
    );

    app.get(
      '/api/DevOps/users/:userId/plan',
      {
        schema: {
          tags: ['admin'],
          summary: "An account's plan and credits (administrators only)",
          security: [{ idToken: [] }],
          params: z.object({ userId: z.string().min(1).max(256) }),
          response: { 200: adminUserPlanSchema, 400: apiErrorSchema, ...adminErrors },
        },
      },
      async (request) => {
        await requireAdmin(authenticate, request);
        return userPlan(db, request.params.userId);
      },
    );
  };
}
