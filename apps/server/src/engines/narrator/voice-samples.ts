import { createHash } from 'node:crypto';
import { environmentSuffixed, type NarratorVoice } from '@storyloom/contracts';
import type { SpeechVoiceSetting } from '../../platform/ai/ai-config.js';
import type { ProviderSpeech } from './provider-speech.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { encodeMp3 } from './mp3.js';
import { narrate } from './narrate.js';
import { findNarratorVoice } from './narrator-voices.js';

/** What every voice sample says, in the voice's own language. */
export const SAMPLE_TEXT: Record<NarratorVoice['language'], string> = {
  en: 'Once upon a time, in a cozy little house at the edge of the woods, there lived a curious little fox.',
  es: 'Había una vez, en una casita acogedora al borde del bosque, un pequeño zorro muy curioso.',
};

export type VoiceSampleCacheOptions = {
  /** The configured speech provider, whose voices' samples it speaks; none by default. */
  speech?: ProviderSpeech | null;
  /** Where provider samples are kept across restarts and processes; memory only without it. */
  files?: Pick<FileStorage, 'get' | 'put'>;
};

/**
 * Where a provider voice's sample is kept: a system folder (no user owns it), named after
 * everything that changes the sound, so a new model, voice or sentence makes a new sample
 * rather than serving a stale one.
 */
export function providerSampleKey(speech: ProviderSpeech, voice: SpeechVoiceSetting): string {
  const sound = createHash('sha256')
    .update(
      JSON.stringify([
        speech.provider,
        speech.model,
        voice.providerVoiceId,
        SAMPLE_TEXT[voice.language],
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  return `${environmentSuffixed('system')}/voice-samples/${speech.provider}/${voice.id}-${sound}.mp3`;
}

/**
 * eSpeak samples are made on first request and kept for the life of the process: seven voices
 * of a few seconds each is ~250 kB. A provider's sample is paid for, so it is spoken once and
 * kept in file storage. Either way the promise is shared, so requests that arrive together share
 * one synthesis; a failure is forgotten so the next request tries again.
 */
export function createVoiceSampleCache(options: VoiceSampleCacheOptions = {}) {
  const speech = options.speech ?? null;
  const samples = new Map<string, Promise<Buffer>>();

  const remember = (voiceId: string, make: () => Promise<Buffer>, keep: boolean) => {
    let sample = samples.get(voiceId);
    if (!sample) {
      sample = make();
      samples.set(voiceId, sample);
      // Stored provider samples are read back from storage: memory holds only the one in flight.
      sample.then(
        () => (keep ? undefined : samples.delete(voiceId)),
        () => samples.delete(voiceId),
      );
    }
    return sample;
  };

  return {
    /** The sample's MP3, or null for a voice we do not have. */
    get(voiceId: string): Promise<Buffer> | null {
      const found = findNarratorVoice(voiceId, speech);
      if (!found) return null;
      if (found.provider === 'espeak') {
        const voice = found.voice;
        return remember(
          voice.id,
          () =>
            narrate(SAMPLE_TEXT[voice.language], { voiceId: voice.id }).then((spoken) =>
              encodeMp3(spoken.pcm, spoken.sampleRate),
            ),
          true,
        );
      }
      const { voice } = found;
      const files = options.files;
      const speakSample = async () => {
        const spoken = await found.speech.speak(SAMPLE_TEXT[voice.language], voice);
        return encodeMp3(spoken.pcm, spoken.sampleRate);
      };
      if (!files) return remember(voice.id, speakSample, true);
      const key = providerSampleKey(found.speech, voice);
      return remember(
        voice.id,
        async () => {
          const stored = await files.get(key);
          if (stored) return stored;
          const mp3 = await speakSample();
          await files.put(key, mp3, 'audio/mpeg');
          return mp3;
        },
        false,
      );
    },
  };
}

export type VoiceSampleCache = ReturnType<typeof createVoiceSampleCache>;
