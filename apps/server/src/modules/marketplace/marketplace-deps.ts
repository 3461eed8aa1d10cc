import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { Plans } from '../plans/index.js';

/** What the marketplace needs from the platform and the plans module. */
export type MarketplaceDeps = {
  db: Db;
  files: FileStorage;
  live: Pick<LiveHub, 'publish'>;
  plans: { subscriptions: Pick<Plans['subscriptions'], 'getCurrentSubscription'> };
  logger: { warn(details: object, message: string): void };
};
