import { APP_VERSION, JOB_RUN_STATES, type Monitoring } from '@storyloom/contracts';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { jobCountsLastDay } from './jobs.repository.js';

/** A snapshot of this process and what it talks to, for the Monitoring section. */
export async function monitoringSnapshot(config: Config, platform: Platform): Promise<Monitoring> {
  const { database } = platform;
  const started = performance.now();
  await database.pool.query('select 1');
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  const counts = await jobCountsLastDay(database.db);
  const memory = process.memoryUsage();
  return {
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    nodeVersion: process.version,
    appVersion: APP_VERSION,
    database: { kind: database.kind, roundTripMs },
    jobsLast24h: Object.fromEntries(
      JOB_RUN_STATES.map((state) => [state, counts[state] ?? 0]),
    ) as Monitoring['jobsLast24h'],
    liveConnections: platform.live.subscriberCount(),
    mail: config.smtpUrl ? 'smtp' : 'outbox',
    // Provider names only: the config also holds keys and addresses, which must not leave.
    aiProviders: {
      text: config.ai.text.provider,
      image: config.ai.image.provider,
      speech: config.ai.speech?.provider ?? 'offline',
      music: config.ai.music?.provider ?? 'offline',
    },
  };
}
