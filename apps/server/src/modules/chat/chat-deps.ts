import type { ChatEngine, ChatModeration } from '../../engines/chat/index.js';
import type { Db } from '../../platform/db/database.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** What the chat module needs: the database, the pictures, the engine that answers. */
export type ChatDeps = {
  db: Db;
  files: FileStorage;
  /** The configured AI provider's chat, or the offline engine. */
  engine: ChatEngine;
  /** The moderation service, asked in addition to the built-in check; absent when none. */
  moderation?: ChatModeration;
  logger: { warn(details: object, message: string): void };
  /** The clock the children's rules are read on (tests set it). */
  now: () => Date;
  /** Told after a safety event is stored (the parent's alert mail); its failure is only logged. */
  onSafetyEvent?: (familyId: string) => Promise<void>;
};
