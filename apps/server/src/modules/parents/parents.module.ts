import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { ConfirmIdentity } from '../identity/index.js';
import { parentsRoutes } from './parents.routes.js';
import { createParentsService } from './parents.service.js';

/** The parents' area: child profiles, the PIN and the parent's settings (/api/parents/...). */
export async function registerParents(
  app: FastifyInstance,
  { platform, confirmIdentity }: { platform: Platform; confirmIdentity: ConfirmIdentity },
): Promise<void> {
  const parents = createParentsService({
    db: platform.database.db,
    now: () => new Date(),
    confirmIdentity,
  });
  await app.register(parentsRoutes({ parents }));
}
