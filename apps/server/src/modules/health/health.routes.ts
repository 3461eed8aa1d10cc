import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@storyloom/contracts';
import type { Platform } from '../../platform/platform.js';

const healthSchema = z.object({
  status: z.literal('ok').describe('The process is up and serving requests'),
  version: z.string().describe('Application version'),
});

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']).describe('Which database this process talks to'),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
});

/** Liveness (/healthz) says the process answers; readiness (/readyz) that it can do real work. */
export function healthRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['operations'], summary: 'Liveness', response: { 200: healthSchema } } },
      async () => ({ status: 'ok' as const, version: APP_VERSION }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['operations'],
          summary: 'Readiness: the database answers',
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_request, reply) => {
        const database = await platform.database.db
          .execute(sql`select 1`)
          .then(() => 'ok' as const)
          .catch(() => 'failing' as const);
        const ready = database === 'ok';
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'unavailable',
          database: platform.database.kind,
          checks: { database },
        });
      },
    );
  };
}
