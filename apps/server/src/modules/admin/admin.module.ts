import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { adminRoutes } from './admin.routes.js';

/** The admin area's Tracing, Monitoring and Data migrations reads, and an account's plan. */
export async function registerAdmin(
  app: FastifyInstance,
  deps: { config: Config; platform: Platform },
): Promise<void> {
  await app.register(adminRoutes(deps));
}
