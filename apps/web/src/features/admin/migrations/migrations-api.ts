import { migrationListSchema, type MigrationStatus } from '@storyloom/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** The committed migrations, oldest first as the journal lists them. */
export async function loadMigrations(api: ApiClient): Promise<MigrationStatus[]> {
  const { migrations } = migrationListSchema.parse(
    await api.request<unknown>('/api/DevOps/migrations'),
  );
  return migrations;
}
