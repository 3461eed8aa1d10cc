import {
  DEFAULT_VOICE_ID,
  narrateBook,
  type BookSpeaker,
} from '../../../engines/narrator/index.js';
import type { WorkMaker, WorkSource, WorkTools } from './story-works.js';

/** Who reads: an offline voice by id, or a provider's voice with the id the picker knows. */
export type Reader = { voiceId: string; speaker?: BookSpeaker };

/**
 * The story read aloud, a chapter for the title and one per page, stored as one MP3. Chapters are
 * spoken one after another; progress follows them as they are done.
 */
export async function readAloud(source: WorkSource, tools: WorkTools, reader: Reader) {
  const { story } = source;
  await tools.progress('planning', 1);
  let reported = Promise.resolve();
  const book = await narrateBook({
    title: story.title,
    pages: story.pages.map((page) => page.text),
    ...(reader.speaker ? { speaker: reader.speaker } : { voiceId: reader.voiceId }),
    signal: tools.signal,
    onProgress: ({ done, total }) => {
      reported = reported.then(() => tools.progress('narrating', done / total)).catch(() => {});
    },
  });
  await reported;
  tools.signal.throwIfAborted();
  const mp3 = await tools.store('audiobook.mp3', book.mp3, 'audio/mpeg');
  await tools.progress('finishing', 1);
  return {
    title: story.title,
    language: story.language,
    sourceArtifactId: source.sourceArtifactId,
    voiceId: reader.voiceId,
    mp3,
    durationSeconds: book.durationSeconds,
    chapters: book.chapters,
  };
}

/** The story read by the offline narrator in the chosen voice (default: its language's warm one). */
export const makeAudiobook: WorkMaker<'audiobook'> = (source, tools) =>
  readAloud(source, tools, {
    voiceId: source.options.voiceId ?? DEFAULT_VOICE_ID[source.story.language],
  });
