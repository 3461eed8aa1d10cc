import { routeOf } from '../../platform/http/access-control.js';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  EVENT_BODY_MAX_BYTES,
  eventRecordSchema,
  SYSTEM_EVENTS_TAKE,
  systemEventSchema,
} from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { countAttempt } from '../../platform/http/rate-limit.js';
import { identifyCaller, rateLimitKeyOf, type IpHasher } from './caller.js';
import type { EventsService } from './events.service.js';

/** Per signed-in user, else per address: presence sends about six events a page. */
export const EVENTS_RATE_LIMIT = { max: 120, windowSeconds: 60 };

const takeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .default(SYSTEM_EVENTS_TAKE.default)
  .transform((take) => Math.min(take, SYSTEM_EVENTS_TAKE.max))
  .describe(
    `How many of the latest events (default ${SYSTEM_EVENTS_TAKE.default}, at most ${SYSTEM_EVENTS_TAKE.max})`,
  );

const adminResponses = {
  200: z.array(systemEventSchema),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
};

export function eventsRoutes({
  db,
  events,
  hashIp,
}: {
  db: Db;
  events: EventsService;
  hashIp: IpHasher;
}): FastifyPluginAsyncZod {
  return async (app) => {
    acceptBeaconText(app);

    app.route({
      ...routeOf(ApiRoutes.events.record),
      bodyLimit: EVENT_BODY_MAX_BYTES,
      schema: {
        tags: ['events'],
        summary: 'Record a telemetry event (chunk-load failure, page presence)',
        description: [
          'Works with or without a token, so navigator.sendBeacon can send it: the body may come',
          'as application/json or as text/plain holding JSON, at most 16 KB. The stored user id is',
          "the verified user's when a valid bearer token is sent (an expired one counts as none),",
          'else the dac_visitor_id cookie; the UserId in the body is ignored. Limited to 120 a',
          'minute per signed-in user, else per address (429).',
        ].join(' '),
        body: eventRecordSchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const caller = identifyCaller(hashIp, request);
        await countAttempt(db, rateLimitKeyOf('events', caller), EVENTS_RATE_LIMIT);
        await events.record(caller, request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.events.systemEvents),
      schema: {
        tags: ['admin'],
        summary: 'The latest telemetry events, newest first (administrators only)',
        querystring: z.object({ take: takeSchema }),
        response: adminResponses,
      },
      handler: async (request) => {
        return events.latest({ take: request.query.take });
      },
    });

    app.route({
      ...routeOf(ApiRoutes.events.systemEventsOfUser),
      schema: {
        tags: ['admin'],
        summary: "One user's or visitor's latest telemetry events (administrators only)",
        params: z.object({ userId: z.string().min(1).max(256) }),
        querystring: z.object({ take: takeSchema }),
        response: adminResponses,
      },
      handler: async (request) => {
        return events.latest({ take: request.query.take, userId: request.params.userId });
      },
    });
  };
}

/**
 * navigator.sendBeacon with a string body sends `text/plain;charset=UTF-8`; in this plugin
 * such a body is parsed as JSON (with the same protections as application/json).
 */
function acceptBeaconText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), done);
  });
}
