import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema } from '@storyloom/contracts';
import { routeOf } from '../../platform/http/access-control.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { gauge } from '../../platform/telemetry/metrics.js';
import type { OperationsDeps } from './operations-deps.js';

const tokenMatches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format, for the operator's own monitoring, behind
 * METRICS_TOKEN sent as a bearer token; without the setting the path does not exist (404).
 */
export function metricsRoutes({ config, platform }: OperationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.operations.metrics),
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
        response: { 200: z.string(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const expected = config.telemetry.metricsToken;
        if (!expected) throw notFound('Metrics are off: set METRICS_TOKEN to turn them on.');
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!tokenMatches(given, expected)) {
          throw new AppError('unauthorized', 'Send METRICS_TOKEN as a bearer token.', 401);
        }
        const { rows } = await platform.database.db.execute(
          sql`select status, count(*)::int as count from job_runs
            where status in ('queued', 'running', 'retrying') group by status`,
        );
        const depth = rows as { status: string; count: number }[];
        const memory = process.memoryUsage();
        const body = [
          platform.telemetry.metrics.exposition(),
          gauge(
            'storyloom_jobs_unfinished',
            'Job runs waiting, running or waiting to retry',
            ['queued', 'running', 'retrying'].map((state) => [
              { state },
              depth.find((row) => row.status === state)?.count ?? 0,
            ]),
          ),
          gauge('storyloom_live_connections', 'Open live streams of this process', [
            [{}, platform.live.subscriberCount()],
          ]),
          gauge('storyloom_process_resident_memory_bytes', 'Resident memory', [[{}, memory.rss]]),
        ].join('');
        return reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(body);
      },
    });
  };
}
