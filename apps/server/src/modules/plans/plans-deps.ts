import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/live-hub.js';

/** What the plans services need from the platform. */
export type PlansDeps = {
  db: Db;
  live: Pick<LiveHub, 'publish' | 'broadcast'>;
  logger: { warn(details: object, message: string): void };
};
