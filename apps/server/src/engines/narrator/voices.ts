import type { NarratorVoice } from '@storyloom/contracts';

/** How the offline narrator makes one of its voices with eSpeak NG. */
export type EspeakVoice = Omit<NarratorVoice, 'sampleUrl' | 'provider'> & {
  /** eSpeak NG voice with a variant from espeak-ng-data/voices/!v, e.g. 'en-us+f3'. */
  espeak: string;
  /** Base pitch 0 to 100 (50 is the variant's own). */
  pitch: number;
  /** Intonation range 0 to 100: a little above 50 sounds livelier when read aloud to children. */
  range: number;
  /** Normal pace. Story narration reads slower than eSpeak's default of 175. */
  wordsPerMinute: number;
};

/**
 * A short, curated list (eSpeak NG has 140 voices and ~100 variants, most of them robotic or
 * for other languages). Ids are ours and stable: stored audiobooks name the voice they used.
 */
export const ESPEAK_VOICES: readonly EspeakVoice[] = [
  {
    id: 'en-warm',
    name: 'Warm (English)',
    language: 'en',
    gender: 'male',
    espeak: 'en-us+m3',
    pitch: 45,
    range: 60,
    wordsPerMinute: 150,
  },
  {
    id: 'en-bright',
    name: 'Bright (English)',
    language: 'en',
    gender: 'female',
    espeak: 'en-us+f3',
    pitch: 55,
    range: 65,
    wordsPerMinute: 155,
  },
  {
    id: 'en-gentle-british',
    name: 'Gentle (British English)',
    language: 'en',
    gender: 'female',
    espeak: 'en-gb-x-rp+f2',
    pitch: 50,
    range: 55,
    wordsPerMinute: 145,
  },
  {
    id: 'en-grandpa',
    name: 'Grandpa (English)',
    language: 'en',
    gender: 'male',
    espeak: 'en+grandpa',
    pitch: 45,
    range: 55,
    wordsPerMinute: 140,
  },
  {
    id: 'es-warm',
    name: 'Warm (Spanish)',
    language: 'es',
    gender: 'male',
    espeak: 'es+m3',
    pitch: 45,
    range: 60,
    wordsPerMinute: 150,
  },
  {
    id: 'es-bright',
    name: 'Bright (Spanish)',
    language: 'es',
    gender: 'female',
    espeak: 'es+f3',
    pitch: 55,
    range: 65,
    wordsPerMinute: 155,
  },
  {
    id: 'es-latam',
    name: 'Friendly (Latin American Spanish)',
    language: 'es',
    gender: 'female',
    espeak: 'es-419+f2',
    pitch: 50,
    range: 60,
    wordsPerMinute: 150,
  },
];

export const DEFAULT_VOICE_ID: Record<NarratorVoice['language'], string> = {
  en: 'en-warm',
  es: 'es-warm',
};

export function findEspeakVoice(voiceId: string): EspeakVoice | undefined {
  return ESPEAK_VOICES.find((voice) => voice.id === voiceId);
}

/** The path that serves a voice's sample (see narrator.routes.ts). */
export const voiceSamplePath = (voiceId: string): string =>
  `/audiobook/voice-samples/${voiceId}.mp3`;

/** The curated voices as the voice picker lists them. */
export function listVoices(): NarratorVoice[] {
  return ESPEAK_VOICES.map(({ id, name, language, gender }) => ({
    id,
    name,
    language,
    ...(gender ? { gender } : {}),
    provider: 'espeak' as const,
    sampleUrl: voiceSamplePath(id),
  }));
}
