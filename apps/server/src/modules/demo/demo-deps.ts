import type { Db } from '../../platform/db/database.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { Plans } from '../plans/index.js';
import type { StoriesModule } from '../stories/index.js';

/** What the demo module works with: campaigns in the database, the owner's works, the default. */
export type DemoDeps = {
  db: Db;
  files: FileStorage;
  stories: StoriesModule;
  plans: Plans;
  now?: () => Date;
};
