import type { AudiobookChapter } from '@storyloom/contracts';
import { concatPcm } from './espeak-engine.js';
import { encodeMp3 } from './mp3.js';
import { narrate, requireVoice, silence } from './narrate.js';

/** Quiet after the title and between pages, so a listener hears a new page begin. */
export const CHAPTER_PAUSE_SECONDS = 1.2;
/** A little quiet at the very end, so players do not cut the last word. */
export const ENDING_PAUSE_SECONDS = 0.6;

const PAGE_LABEL = { en: 'Page', es: 'Página' } as const;

export type NarrateBookOptions = {
  title: string;
  /** One chapter each, in order. A page with nothing to say still gets its (short) chapter. */
  pages: readonly string[];
  voiceId: string;
  /** Speed relative to the voice's own pace (1 is normal). */
  rate?: number;
  signal?: AbortSignal;
  /** After each chapter is spoken: `done` of `total` chapters (the title counts as one). */
  onProgress?: (progress: { done: number; total: number }) => void;
};

export type NarratedBook = {
  mp3: Buffer;
  durationSeconds: number;
  /** The title first, then 'Page 1', 'Page 2', ... Each starts where its speech starts. */
  chapters: AudiobookChapter[];
};

/**
 * The whole story as one MP3: the title read aloud, then each page, with a pause between.
 * Chapter times are exact sample offsets into the audio before encoding. (An MP3 decoder adds
 * the encoder's ~50 ms of priming at the start, so a player seeking to a chapter lands in the
 * pause just before its first word, never after it.)
 */
export async function narrateBook(options: NarrateBookOptions): Promise<NarratedBook> {
  const voice = requireVoice(options.voiceId);
  const { signal, rate } = options;
  const scripts = [
    { title: options.title.trim() || PAGE_LABEL[voice.language], text: options.title },
    ...options.pages.map((text, index) => ({
      title: `${PAGE_LABEL[voice.language]} ${index + 1}`,
      text,
    })),
  ];

  const parts: Int16Array[] = [];
  const chapterStarts: number[] = [];
  let position = 0;
  let sampleRate = 0;
  for (const [index, script] of scripts.entries()) {
    signal?.throwIfAborted();
    const spoken = await narrate(script.text, { voiceId: voice.id, rate, signal });
    sampleRate = spoken.sampleRate;
    const isLast = index === scripts.length - 1;
    const pause = silence(isLast ? ENDING_PAUSE_SECONDS : CHAPTER_PAUSE_SECONDS, sampleRate);
    chapterStarts.push(position);
    parts.push(spoken.pcm, pause);
    position += spoken.pcm.length + pause.length;
    options.onProgress?.({ done: index + 1, total: scripts.length });
  }

  const pcm = concatPcm(parts);
  const chapters = scripts.map((script, index) => {
    const start = chapterStarts[index] ?? 0;
    const end = chapterStarts[index + 1] ?? pcm.length;
    return {
      title: script.title,
      startSeconds: start / sampleRate,
      durationSeconds: (end - start) / sampleRate,
    };
  });
  const mp3 = await encodeMp3(pcm, sampleRate, signal);
  return { mp3, durationSeconds: pcm.length / sampleRate, chapters };
}
