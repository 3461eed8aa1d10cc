import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/http/authentication.js';
import type { Platform } from '../../platform/platform.js';
import { sharingRoutes } from './sharing.routes.js';
import { createSharingService } from './sharing.service.js';

/** Registers share links (owner) and shared content (anyone). */
export async function registerSharing(
  app: FastifyInstance,
  { platform, authenticate }: { platform: Platform; authenticate: Authenticate },
): Promise<void> {
  const sharing = createSharingService({
    db: platform.database.db,
    files: platform.storage.files,
  });
  await app.register(sharingRoutes({ authenticate, sharing }));
}
