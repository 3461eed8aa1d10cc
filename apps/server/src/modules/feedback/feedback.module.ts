import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { ipHasherFor } from '../events/index.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';

/** POST /api/feedback (signed in or not) and the administrators' read. */
export async function registerFeedback(
  app: FastifyInstance,
  { config, platform }: { config: Config; platform: Platform },
): Promise<void> {
  const db = platform.database.db;
  await app.register(
    feedbackRoutes({
      db,
      feedback: createFeedbackService({ db }),
      hashIp: await ipHasherFor(config),
    }),
  );
}
