import type { AudiobookChapter, NarratorVoice } from '@storyloom/contracts';
import { concatPcm } from './espeak-engine.js';
import { encodeMp3 } from './mp3.js';
import { narrate, requireVoice, silence, type Narration } from './narrate.js';

/** Quiet after the title and between pages, so a listener hears a new page begin. */
export const CHAPTER_PAUSE_SECONDS = 1.2;
/** A little quiet at the very end, so players do not cut the last word. */
export const ENDING_PAUSE_SECONDS = 0.6;

const PAGE_LABEL = { en: 'Page', es: 'Página' } as const;

/**
 * Who reads the book aloud when it is not the offline narrator: a speech provider's voice. It
 * answers 16-bit mono PCM, so chapter times stay exact sample offsets and our encoder writes
 * the MP3 whoever spoke.
 */
export type BookSpeaker = {
  language: NarratorVoice['language'];
  speak: (text: string, options: { signal?: AbortSignal }) => Promise<Narration>;
};

export type NarrateBookOptions = {
  title: string;
  /** One chapter each, in order. A page with nothing to say still gets its (short) chapter. */
  pages: readonly string[];
  /** Speed relative to the voice's own pace (1 is normal); the offline narrator only. */
  rate?: number;
  signal?: AbortSignal;
  /** After each chapter is spoken: `done` of `total` chapters (the title counts as one). */
  onProgress?: (progress: { done: number; total: number }) => void;
} & (
  | { /** One of the offline narrator's voices (voices.ts). */ voiceId: string }
  | { speaker: BookSpeaker }
);

/** The offline narrator reading in one of its voices. */
function espeakSpeaker(voiceId: string, rate: number | undefined): BookSpeaker {
  const voice = requireVoice(voiceId);
  return {
    language: voice.language,
    speak: (text, { signal }) => narrate(text, { voiceId: voice.id, rate, signal }),
  };
}

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
  const speaker =
    'speaker' in options ? options.speaker : espeakSpeaker(options.voiceId, options.rate);
  const { signal } = options;
  const label = PAGE_LABEL[speaker.language];
  const scripts = [
    { title: options.title.trim() || label, text: options.title },
    ...options.pages.map((text, index) => ({
      title: `${label} ${index + 1}`,
      text,
    })),
  ];

  const parts: Int16Array[] = [];
  const chapterStarts: number[] = [];
  let position = 0;
  let sampleRate = 0;
  for (const [index, script] of scripts.entries()) {
    signal?.throwIfAborted();
    const spoken = await speaker.speak(script.text, { signal });
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
