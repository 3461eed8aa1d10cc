import type { Db } from '../../platform/db/database.js';
import type { TranscriptionSettings } from '../../engines/speech-recognition/index.js';
import type { ChatDeps } from '../chat/index.js';
import type { Plans } from '../plans/index.js';
import type { CallSpeaker } from './call-speech.js';

/** What the calls need: the database, the chat that answers, the plans that charge, a clock. */
export type CallsDeps = {
  db: Db;
  chat: ChatDeps;
  plans: Pick<Plans, 'credits' | 'subscriptions' | 'systemConfiguration'>;
  /** The server's clock, which alone meters calls (tests set a fake one). */
  clock: () => Date;
  /** An OpenAI-compatible transcription service, when configured: free-form recognition. */
  transcription: TranscriptionSettings | undefined;
  /** The character's voice: the configured speech provider's, with eSpeak to fall back on. */
  speaker: CallSpeaker;
  logger: { warn(details: object, message: string): void };
};
