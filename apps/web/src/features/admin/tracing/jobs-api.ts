import {
  ApiRoutes,
  adminJobListSchema,
  type AdminJobRun,
  type JobRunState,
} from '@storyloom/contracts';
import { callRoute, type ApiClient } from '../../../lib/api-client';

export type JobFilter = { state: JobRunState | ''; userId: string };

/** The latest background jobs, newest first, optionally of one state and one user. */
export async function loadJobs(api: ApiClient, filter: JobFilter): Promise<AdminJobRun[]> {
  const query = { state: filter.state || undefined, userId: filter.userId || undefined };
  const { jobs } = adminJobListSchema.parse(await callRoute(api, ApiRoutes.admin.jobs, { query }));
  return jobs;
}
