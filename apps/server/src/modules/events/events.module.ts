import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { ipHasherFor } from './caller.js';
import { eventsRoutes } from './events.routes.js';
import { createEventsService } from './events.service.js';

/** POST /api/events (with or without a token) and the administrators' event reads. */
export async function registerEvents(
  app: FastifyInstance,
  { config, platform }: { config: Config; platform: Platform },
): Promise<void> {
  const db = platform.database.db;
  await app.register(
    eventsRoutes({
      db,
      events: createEventsService({ db }),
      hashIp: await ipHasherFor(config),
    }),
  );
}
