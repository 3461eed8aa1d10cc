import { DEFAULT_VOICE_ID, narrateBook } from '../../narrator/index.js';
import type { WorkMaker } from './story-works.js';

/** The story read aloud by the chosen voice (default: the warm voice of its language). */
export const makeAudiobook: WorkMaker<'audiobook'> = async (source, tools) => {
  const { story } = source;
  const voiceId = source.options.voiceId ?? DEFAULT_VOICE_ID[story.language];
  await tools.progress('planning', 1);
  // Chapters are spoken one after another; progress follows them as they are done.
  let reported = Promise.resolve();
  const book = await narrateBook({
    title: story.title,
    pages: story.pages.map((page) => page.text),
    voiceId,
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
    voiceId,
    mp3,
    durationSeconds: book.durationSeconds,
    chapters: book.chapters,
  };
};
