import { makeAudiobook } from './make-audiobook.js';
import { makeColoringBook } from './make-coloring-book.js';
import { makeSong } from './make-song.js';
import type { WorkMakers } from './story-works.js';

/** The engines that need no provider: OpenMoji line art, the songwriter, eSpeak NG. */
export const OFFLINE_WORK_MAKERS: WorkMakers = {
  'coloring-book': makeColoringBook,
  song: makeSong,
  audiobook: makeAudiobook,
};
