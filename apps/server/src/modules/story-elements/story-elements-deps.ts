import type { StoryElementType } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { Plans } from '../plans/index.js';

/** Draws a portrait for an element (the avatar-art module's offline OpenMoji composer). */
export type ComposePortrait = (input: {
  name: string;
  description: string;
  type: StoryElementType;
  seed?: string;
}) => Promise<{ png: Buffer }>;

/** What the story-elements services need from the platform and the plans module. */
export type StoryElementsDeps = {
  db: Db;
  files: FileStorage;
  live: Pick<LiveHub, 'publish'>;
  plans: { credits: Pick<Plans['credits'], 'spendCredits' | 'refundCredits'> } & {
    subscriptions: Pick<Plans['subscriptions'], 'getCurrentSubscription'>;
  };
  composePortrait: ComposePortrait;
  logger: { warn(details: object, message: string): void };
};
