import { setImmediate as nextTurn } from 'node:timers/promises';
import { concatPcm, synthesizeSpeech } from './espeak-engine.js';
import { splitIntoSentences, tidyForSpeech } from './speech-text.js';
import { findEspeakVoice, type EspeakVoice } from './voices.js';

/** eSpeak NG speaks at 22.05 kHz; silence before the first sentence uses the same rate. */
export const NARRATION_SAMPLE_RATE = 22_050;
/** A breath between sentences (eSpeak ends each one without a pause of its own). */
export const SENTENCE_PAUSE_SECONDS = 0.35;

export const MIN_RATE = 0.5;
export const MAX_RATE = 2;

export type NarrateOptions = {
  voiceId: string;
  /** Speed relative to the voice's own pace: 1 is normal, 0.5 half as fast, 2 twice. */
  rate?: number;
  /** Checked between sentences: an aborted narration rejects with the signal's reason. */
  signal?: AbortSignal;
};

export type Narration = {
  pcm: Int16Array;
  sampleRate: number;
  durationSeconds: number;
};

export class UnknownVoiceError extends Error {
  constructor(readonly voiceId: string) {
    super(`No narrator voice '${voiceId}'`);
    this.name = 'UnknownVoiceError';
  }
}

export function requireVoice(voiceId: string): EspeakVoice {
  const voice = findEspeakVoice(voiceId);
  if (!voice) throw new UnknownVoiceError(voiceId);
  return voice;
}

export const silence = (seconds: number, sampleRate: number): Int16Array =>
  new Int16Array(Math.round(seconds * sampleRate));

/**
 * Reads `text` aloud in one of the curated voices (see voices.ts), offline with eSpeak NG.
 * Sentence by sentence, with a short pause between, yielding to the event loop after each.
 * Text with nothing to say gives empty audio.
 */
export async function narrate(text: string, options: NarrateOptions): Promise<Narration> {
  const voice = requireVoice(options.voiceId);
  const rate = Math.min(MAX_RATE, Math.max(MIN_RATE, options.rate ?? 1));
  const sentences = splitIntoSentences(tidyForSpeech(text, voice.language));
  const parts: Int16Array[] = [];
  let sampleRate = NARRATION_SAMPLE_RATE;
  for (const [index, sentence] of sentences.entries()) {
    options.signal?.throwIfAborted();
    const spoken = await synthesizeSpeech(sentence, {
      espeakVoice: voice.espeak,
      wordsPerMinute: voice.wordsPerMinute * rate,
      pitch: voice.pitch,
      range: voice.range,
    });
    sampleRate = spoken.sampleRate;
    if (index > 0) parts.push(silence(SENTENCE_PAUSE_SECONDS / rate, sampleRate));
    parts.push(spoken.pcm);
    await nextTurn();
  }
  options.signal?.throwIfAborted();
  const pcm = concatPcm(parts);
  return { pcm, sampleRate, durationSeconds: pcm.length / sampleRate };
}
