import type { NarratorVoice } from '@storyloom/contracts';
import { encodeMp3 } from './mp3.js';
import { narrate } from './narrate.js';
import { findEspeakVoice } from './voices.js';

/** What every voice sample says, in the voice's own language. */
export const SAMPLE_TEXT: Record<NarratorVoice['language'], string> = {
  en: 'Once upon a time, in a cozy little house at the edge of the woods, there lived a curious little fox.',
  es: 'Había una vez, en una casita acogedora al borde del bosque, un pequeño zorro muy curioso.',
};

/**
 * Samples are made on first request and kept for the life of the process: seven voices of a
 * few seconds each is ~250 kB. The promise is kept, so requests that arrive together share one
 * synthesis; a failure is forgotten so the next request tries again.
 */
export function createVoiceSampleCache() {
  const samples = new Map<string, Promise<Buffer>>();
  return {
    /** The sample's MP3, or null for a voice we do not have. */
    get(voiceId: string): Promise<Buffer> | null {
      const voice = findEspeakVoice(voiceId);
      if (!voice) return null;
      let sample = samples.get(voice.id);
      if (!sample) {
        sample = narrate(SAMPLE_TEXT[voice.language], { voiceId: voice.id }).then((spoken) =>
          encodeMp3(spoken.pcm, spoken.sampleRate),
        );
        sample.catch(() => samples.delete(voice.id));
        samples.set(voice.id, sample);
      }
      return sample;
    },
  };
}

export type VoiceSampleCache = ReturnType<typeof createVoiceSampleCache>;
