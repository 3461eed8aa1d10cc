import { adminJobListSchema, type AdminJobRun, type JobRunState } from '@storyloom/contracts';
import type { ApiClient } from '../../../lib/api-client';

export type JobFilter = { state: JobRunState | ''; userId: string };

/** The latest background jobs, newest first, optionally of one state and one user. */
export async function loadJobs(api: ApiClient, filter: JobFilter): Promise<AdminJobRun[]> {
  const query = new URLSearchParams();
  if (filter.state !== '') query.set('state', filter.state);
  if (filter.userId !== '') query.set('userId', filter.userId);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  const { jobs } = adminJobListSchema.parse(
    await api.request<unknown>(`/api/DevOps/jobs${suffix}`),
  );
  return jobs;
}
