import type { jobRuns } from '../../db/schema/job-runs.js';
import type { JsonValue } from './job-definition.js';

export type JobRunRow = typeof jobRuns.$inferSelect;
export type JobRunStatus = JobRunRow['status'];

export const FINISHED_STATUSES = [
  'completed',
  'failed',
  'cancelled',
] as const satisfies JobRunStatus[];
export const WAITING_STATUSES = ['queued', 'retrying'] as const satisfies JobRunStatus[];

/**
 * What callers (services, the live channel) see of a job: its row without the payload, with
 * ISO timestamps so it can go out as JSON unchanged.
 */
export type JobRunView = {
  id: string;
  name: string;
  userId: string | null;
  processTrackingId: string | null;
  status: JobRunStatus;
  progress: number;
  stage: string | null;
  attempts: number;
  maxAttempts: number;
  result: JsonValue | null;
  error: string | null;
  cancelRequested: boolean;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export function toJobRunView(row: JobRunRow): JobRunView {
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    processTrackingId: row.processTrackingId,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    result: (row.result ?? null) as JsonValue | null,
    error: row.error,
    cancelRequested: row.cancelRequested,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
