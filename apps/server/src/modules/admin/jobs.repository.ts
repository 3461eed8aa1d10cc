import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AdminJobRun, JobRunState } from '@storyloom/contracts';
import { jobRuns } from '../../db/schema/job-runs.js';
import type { Db } from '../../platform/db/database.js';
import type { JobRunRow } from '../../platform/queue/job-run-view.js';

export type JobFilter = { state?: JobRunState; userId?: string; limit: number };

/** The latest runs, newest first, without payloads or results (they may hold a family's text). */
export async function latestJobRuns(db: Db, filter: JobFilter): Promise<AdminJobRun[]> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(jobRuns.status, filter.state));
  if (filter.userId) conditions.push(eq(jobRuns.userId, filter.userId));
  const rows = await db
    .select({
      id: jobRuns.id,
      name: jobRuns.name,
      userId: jobRuns.userId,
      status: jobRuns.status,
      attempts: jobRuns.attempts,
      maxAttempts: jobRuns.maxAttempts,
      progress: jobRuns.progress,
      stage: jobRuns.stage,
      error: jobRuns.error,
      createdAt: jobRuns.createdAt,
      startedAt: jobRuns.startedAt,
      finishedAt: jobRuns.finishedAt,
    })
    .from(jobRuns)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(jobRuns.createdAt), desc(jobRuns.id))
    .limit(filter.limit);
  return rows.map(toAdminJobRun);
}

type ListedRow = Pick<
  JobRunRow,
  | 'id'
  | 'name'
  | 'userId'
  | 'status'
  | 'attempts'
  | 'maxAttempts'
  | 'progress'
  | 'stage'
  | 'error'
  | 'createdAt'
  | 'startedAt'
  | 'finishedAt'
>;

function toAdminJobRun(row: ListedRow): AdminJobRun {
  const started = row.startedAt?.getTime() ?? null;
  const finished = row.finishedAt?.getTime() ?? null;
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    state: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
    createdUtcEpoch: row.createdAt.getTime(),
    startedUtcEpoch: started,
    finishedUtcEpoch: finished,
    durationMs: started !== null && finished !== null ? finished - started : null,
  };
}

/** How many runs were created in the last day, by state (states with none are left out). */
export async function jobCountsLastDay(db: Db): Promise<Partial<Record<JobRunState, number>>> {
  const rows = await db
    .select({ status: jobRuns.status, count: sql<number>`count(*)::int` })
    .from(jobRuns)
    .where(gt(jobRuns.createdAt, sql`now() - interval '24 hours'`))
    .groupBy(jobRuns.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
