import type { JobQueue } from '../../platform/queue/job-queue.js';
import type { FamilyMails } from './family-mails.js';

/** How often a worker asks for the digests run (once per hour is enqueued at most). */
const LOOK_EVERY_MS = 10 * 60 * 1000;

/**
 * Asks for the digests run once an hour, from every worker process: the run's process tracking
 * id names the hour, so the first process to ask gets it and the others are refused (409),
 * which is expected. The run itself sends only what is due (family-mails.ts).
 */
export function scheduleDigests(
  jobs: Pick<JobQueue, 'enqueue'>,
  familyMails: FamilyMails,
  logger: { warn(details: object, message: string): void },
  now: () => Date = () => new Date(),
): { stop(): void } {
  const ask = async () => {
    const hour = now().toISOString().slice(0, 13);
    try {
      await jobs.enqueue(familyMails.jobs.digests, {}, { processTrackingId: `digests:${hour}` });
    } catch (error) {
      if ((error as { status?: number }).status === 409) return;
      logger.warn({ err: error }, 'could not ask for the family digests');
    }
  };
  void ask();
  const timer = setInterval(() => void ask(), LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
