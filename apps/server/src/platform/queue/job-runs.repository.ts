import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { jobRuns } from '../../db/schema/job-runs.js';
import type { Db } from '../db/database.js';
import type { JsonValue } from './job-definition.js';
import { FINISHED_STATUSES, WAITING_STATUSES, type JobRunRow } from './job-run-view.js';

// Every write is one statement. On embedded PGlite a transaction holds the only backend, so
// nothing here may wait on another connection while one is open.

export async function insertRun(
  db: Db,
  run: {
    id: string;
    name: string;
    userId: string | null;
    processTrackingId: string | null;
    payload: unknown;
    maxAttempts: number;
  },
): Promise<JobRunRow> {
  const [row] = await db.insert(jobRuns).values(run).returning();
  return row!;
}

export async function deleteRun(db: Db, id: string): Promise<void> {
  await db.delete(jobRuns).where(eq(jobRuns.id, id));
}

export async function findRun(db: Db, id: string): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row;
}

export async function isCancelRequested(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ cancelRequested: jobRuns.cancelRequested })
    .from(jobRuns)
    .where(eq(jobRuns.id, id));
  return row?.cancelRequested ?? false;
}

/**
 * Claims the row for a new attempt. Returns nothing when the run is finished or cancellation was
 * asked for, which the caller then settles. A row left 'running' by a crashed process is claimable.
 */
export async function startAttempt(db: Db, id: string): Promise<JobRunRow | undefined> {
  const [row] = await db
    .update(jobRuns)
    .set({
      status: 'running',
      attempts: sql`${jobRuns.attempts} + 1`,
      progress: 0,
      stage: null,
      startedAt: sql`coalesce(${jobRuns.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobRuns.id, id),
        inArray(jobRuns.status, ['queued', 'retrying', 'running']),
        eq(jobRuns.cancelRequested, false),
      ),
    )
    .returning();
  return row;
}

/** Writes only while this attempt is still the current one, so a stale attempt cannot overwrite. */
const isCurrentAttempt = (id: string, attempt: number) =>
  and(eq(jobRuns.id, id), eq(jobRuns.attempts, attempt), eq(jobRuns.status, 'running'));

export async function recordProgress(
  db: Db,
  id: string,
  attempt: number,
  progress: number,
  stage: string | undefined,
): Promise<JobRunRow | undefined> {
  const [row] = await db
    .update(jobRuns)
    .set({ progress, ...(stage === undefined ? {} : { stage }), updatedAt: sql`now()` })
    .where(isCurrentAttempt(id, attempt))
    .returning();
  return row;
}

export type AttemptOutcome =
  | { status: 'completed'; result: JsonValue | null }
  | { status: 'retrying' | 'failed'; error: string }
  | { status: 'cancelled' };

export async function finishAttempt(
  db: Db,
  id: string,
  attempt: number,
  outcome: AttemptOutcome,
): Promise<JobRunRow | undefined> {
  const finished = outcome.status !== 'retrying';
  const [row] = await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      ...(outcome.status === 'completed'
        ? { result: outcome.result, progress: 100, error: null }
        : {}),
      ...('error' in outcome ? { error: outcome.error } : {}),
      ...(finished ? { finishedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(isCurrentAttempt(id, attempt))
    .returning();
  return row;
}

/** Ends a run that has not finished yet, whatever attempt it is on (cancelled or given up). */
export async function endUnfinishedRun(
  db: Db,
  id: string,
  outcome: { status: 'cancelled' } | { status: 'failed'; error: string },
): Promise<JobRunRow | undefined> {
  const [row] = await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      ...('error' in outcome ? { error: outcome.error } : {}),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobRuns.id, id), notInArray(jobRuns.status, FINISHED_STATUSES)))
    .returning();
  return row;
}

/**
 * Flags an unfinished run for cancellation and, when no attempt is running, ends it right away.
 * One statement, so a worker claiming the row at the same moment sees either the flag or 'running'.
 */
export async function requestCancel(
  db: Db,
  processTrackingId: string,
): Promise<JobRunRow | undefined> {
  const waiting = sql`${jobRuns.status} in (${sql.join(
    WAITING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const [row] = await db
    .update(jobRuns)
    .set({
      cancelRequested: true,
      status: sql`case when ${waiting} then 'cancelled' else ${jobRuns.status} end`,
      finishedAt: sql`case when ${waiting} then now() else ${jobRuns.finishedAt} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobRuns.processTrackingId, processTrackingId),
        notInArray(jobRuns.status, FINISHED_STATUSES),
      ),
    )
    .returning();
  return row;
}

export async function findRunByProcessTrackingId(
  db: Db,
  processTrackingId: string,
): Promise<JobRunRow | undefined> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.processTrackingId, processTrackingId));
  return row;
}

/** Runs still 'queued' long after they were written: their pg-boss job may never have been sent. */
export async function findLongQueuedRuns(
  db: Db,
  olderThanSeconds: number,
  limit: number,
): Promise<Pick<JobRunRow, 'id' | 'name' | 'payload'>[]> {
  return db
    .select({ id: jobRuns.id, name: jobRuns.name, payload: jobRuns.payload })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.status, 'queued'),
        lt(jobRuns.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(jobRuns.createdAt))
    .limit(limit);
}
