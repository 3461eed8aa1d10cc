import type { JobQueue } from './platform/queue/job-queue.js';
import type { Services } from './services.js';

/**
 * Every background job the server runs, one line each. Every role registers them (a web process
 * enqueues by them); the worker role runs them, with no HTTP app built (main.ts).
 */
export function registerJobs(jobs: Pick<JobQueue, 'register'>, services: Services): void {
  jobs.register(services.stories.jobs.generation);
  jobs.register(services.stories.jobs.work);
  jobs.register(services.familyMails.jobs.safetyAlert);
  jobs.register(services.familyMails.jobs.digests);
}
