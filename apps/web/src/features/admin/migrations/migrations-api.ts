import { ApiRoutes, migrationListSchema, type MigrationStatus } from '@storyloom/contracts';
import { callRoute, type ApiClient } from '../../../lib/api-client';

/** The committed migrations, oldest first as the journal lists them. */
export async function loadMigrations(api: ApiClient): Promise<MigrationStatus[]> {
  const { migrations } = migrationListSchema.parse(
    await callRoute(api, ApiRoutes.admin.migrations),
  );
  return migrations;
}
