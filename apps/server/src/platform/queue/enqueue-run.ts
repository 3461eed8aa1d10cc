import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.js';
import { conflict } from '../http/app-error.js';
import type { JobData } from './job-attempt.js';
import type { AnyJobDefinition } from './job-definition.js';
import type { JobRunRow } from './job-run-view.js';
import { sendOptionsFor } from './job-recovery.js';
import { deleteRun, insertRun } from './job-runs.repository.js';
import { databaseErrorCode, SqlState } from '../db/database-errors.js';
import { activeTraceparent } from '../telemetry/span-scope.js';

/**
 * Writes the run's row, then sends the pg-boss job under the same id. Two statements rather than
 * one transaction: pg-boss may look its queue up on a connection of its own, which would wait
 * forever behind an open transaction on embedded PGlite. A failed send removes the row; a process
 * dying between the two is covered by resendUnsentRuns.
 */
export async function writeRunAndSend(options: {
  db: Db;
  boss: PgBoss;
  definition: AnyJobDefinition;
  /** Already parsed by the definition's schema. */
  payload: unknown;
  userId: string | undefined;
  processTrackingId: string | undefined;
}): Promise<JobRunRow> {
  const { db, boss, definition, payload } = options;
  let row: JobRunRow;
  try {
    row = await insertRun(db, {
      id: randomUUID(),
      name: definition.name,
      userId: options.userId ?? null,
      processTrackingId: options.processTrackingId ?? null,
      payload,
      maxAttempts: definition.retryLimit + 1,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('A job with this process tracking id already exists');
    }
    throw error;
  }
  try {
    const traceparent = activeTraceparent();
    await boss.send(
      definition.name,
      { payload, ...(traceparent && { traceparent }) } satisfies JobData,
      {
        id: row.id,
        ...sendOptionsFor(definition),
      },
    );
  } catch (error) {
    // The row alone would be a job nobody runs; a caller that retries gets a fresh one.
    await deleteRun(db, row.id).catch(() => {});
    throw error;
  }
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === SqlState.uniqueViolation;
}
