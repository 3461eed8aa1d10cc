import { eq, sql } from 'drizzle-orm';
import { SYSTEM_CONFIGURATION_DOC_ID } from '@storyloom/contracts';
import { systemConfigurations } from '../../db/schema/system-configurations.js';
import type { Executor } from '../../platform/db/executor.js';

export type StoredConfiguration = {
  document: unknown;
  configurationVersion: number;
  updatedAt: Date;
};

const columns = {
  document: systemConfigurations.document,
  configurationVersion: systemConfigurations.configurationVersion,
  updatedAt: systemConfigurations.updatedAt,
};

export async function selectConfiguration(db: Executor): Promise<StoredConfiguration | undefined> {
  const [row] = await db
    .select(columns)
    .from(systemConfigurations)
    .where(eq(systemConfigurations.id, SYSTEM_CONFIGURATION_DOC_ID));
  return row;
}

/** Seeds the document; a process that loses the race to another one changes nothing. */
export async function insertConfigurationIfMissing(db: Executor, document: unknown): Promise<void> {
  await db
    .insert(systemConfigurations)
    .values({ id: SYSTEM_CONFIGURATION_DOC_ID, document })
    .onConflictDoNothing({ target: systemConfigurations.id });
}

export async function replaceConfiguration(
  db: Executor,
  document: unknown,
): Promise<StoredConfiguration | undefined> {
  const [row] = await db
    .update(systemConfigurations)
    .set({
      document,
      configurationVersion: sql`${systemConfigurations.configurationVersion} + 1`,
      // clock_timestamp, not now(): two updates in one transaction still get distinct times.
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(systemConfigurations.id, SYSTEM_CONFIGURATION_DOC_ID))
    .returning(columns);
  return row;
}
