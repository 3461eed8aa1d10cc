import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { sharingRoutes } from './sharing.routes.js';
import { createSharingService, type SharingService } from './sharing.service.js';

/**
 * Registers share links (owner) and shared content (anyone); answers the service, whose
 * isScopeLive the files routes ask before serving a shared picture.
 */
export async function registerSharing(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<Pick<SharingService, 'isScopeLive'>> {
  const sharing = createSharingService({
    db: platform.database.db,
    files: platform.storage.files,
  });
  await app.register(sharingRoutes({ sharing }));
  return sharing;
}
