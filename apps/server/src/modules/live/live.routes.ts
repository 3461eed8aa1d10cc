import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema } from '@storyloom/contracts';
import type { LiveHub } from '../../platform/live/live-hub.js';
import { openEventStream, RECONNECT_DELAY_MS, type EventStream } from './event-stream.js';
import { streamLiveEvents } from './stream-live-events.js';

// Event ids are row ids; 15 digits stay exact as JavaScript numbers.
const eventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'must be the id of a received event')
  .transform(Number);

const description = `One server-sent-events stream per browser tab, carrying the signed-in user's live events.

Each event is sent as \`id: {id}\\nevent: {type}\\ndata: {JSON}\\n\\n\`. A comment line (\`: heartbeat\`) arrives
every few seconds so proxies keep the connection open; \`retry: ${RECONNECT_DELAY_MS}\` tells the browser how long to
wait before reconnecting. To resume after a drop, send the last received id as the \`Last-Event-ID\` header
(EventSource does this by itself) or the \`lastEventId\` query parameter: the stream then first replays the newer
events of the last few minutes, in order, then continues live. Events older than that are gone; a client that was
away longer reloads what it shows.`;

export type LiveRoutesOptions = {
  live: LiveHub;
  heartbeatMs: number;
};

/** `GET /api/live`: the per-tab event stream. Open streams end when the app closes. */
export function liveRoutes({ live, heartbeatMs }: LiveRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const openStreams = new Set<EventStream>();
    // Streams never end on their own; without this, closing the server would wait for every
    // browser tab to go away.
    app.addHook('preClose', async () => {
      for (const stream of openStreams) stream.end();
    });

    app.route({
      ...routeOf(ApiRoutes.live.stream),
      // A HEAD request would hold a stream open that can never carry a body.
      exposeHeadRoute: false,
      schema: {
        tags: ['live'],
        summary: 'Live events of the signed-in user (server-sent events)',
        description,
        headers: z.looseObject({
          'last-event-id': eventIdSchema
            .optional()
            .describe('Id of the last event received; newer events are replayed first'),
        }),
        querystring: z.object({
          lastEventId: eventIdSchema
            .optional()
            .describe('Same as the Last-Event-ID header, for clients that cannot set headers'),
        }),
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          400: apiErrorSchema.describe('Last-Event-ID or lastEventId is not an event id'),
          401: apiErrorSchema.describe('Not signed in'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        // A reconnecting EventSource sends its newest id in the header while the URL keeps the
        // first one, so the header wins.
        const resumeAfter = request.headers['last-event-id'] ?? request.query.lastEventId;

        const stream = openEventStream(reply, heartbeatMs);
        openStreams.add(stream);
        stream.onEnd(() => openStreams.delete(stream));
        try {
          await streamLiveEvents({ live, userId: user.id, resumeAfter, stream });
        } catch (error) {
          // The response is already streaming; the client reconnects and resumes.
          request.log.error({ err: error }, 'replaying live events failed');
        }
        return reply;
      },
    });
  };
}
