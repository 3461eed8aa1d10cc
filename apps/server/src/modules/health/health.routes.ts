import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, APP_VERSION } from '@storyloom/contracts';
import { routeOf } from '../../platform/http/access-control.js';
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

/** How long readiness waits for a check before calling it failing. */
const CHECK_TIMEOUT_MS = 3_000;

/** 'ok' when the check answers in time, 'failing' when it throws or hangs. */
async function checked(check: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref();
      }),
    ]);
    return 'ok';
  } catch {
    return 'failing';
  }
}

// A key no file has: asking for it reaches the folder or the bucket without reading a file.
const STORAGE_PROBE_KEY = 'readiness/probe';

/** Liveness (/healthz) says the process answers; readiness (/readyz) that it can do real work. */
export function healthRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.health.alive),
      schema: { tags: ['operations'], summary: 'Liveness', response: { 200: healthSchema } },
      handler: async () => ({ status: 'ok' as const, version: APP_VERSION }),
    });

    app.route({
      ...routeOf(ApiRoutes.health.ready),
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database and the file storage answer',
        response: { 200: readySchema, 503: readySchema },
      },
      handler: async (_request, reply) => {
        const [database, storage] = await Promise.all([
          checked(() => platform.database.db.execute(sql`select 1`)),
          checked(() => platform.storage.files.exists(STORAGE_PROBE_KEY)),
        ]);
        const ready = database === 'ok' && storage === 'ok';
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'unavailable',
          database: platform.database.kind,
          checks: { database, storage },
        });
      },
    });
  };
}
