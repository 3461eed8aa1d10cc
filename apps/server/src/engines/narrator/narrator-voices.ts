import type { NarratorVoice } from '@storyloom/contracts';
import type { SpeechVoiceSetting } from '../../platform/ai/ai-config.js';
import type { ProviderSpeech } from './provider-speech.js';
import { findEspeakVoice, listVoices, voiceSamplePath, type EspeakVoice } from './voices.js';

// Every voice an audiobook can be read in: the offline narrator's, always, and the configured
// speech provider's (AI_SPEECH_VOICES) when there is one.

/** A voice found by its id, with what is needed to speak in it. */
export type FoundVoice =
  | { provider: 'espeak'; voice: EspeakVoice }
  | { provider: ProviderSpeech['provider']; voice: SpeechVoiceSetting; speech: ProviderSpeech };

/** The provider's configured voices as the voice picker lists them. */
export function providerVoiceList(speech: ProviderSpeech | null): NarratorVoice[] {
  if (!speech) return [];
  return speech.voices.map(({ id, name, language }) => ({
    id,
    name,
    language,
    provider: speech.provider,
    sampleUrl: voiceSamplePath(id),
  }));
}

/** The offline narrator's voices first, then the provider's. */
export function listNarratorVoices(speech: ProviderSpeech | null): NarratorVoice[] {
  return [...listVoices(), ...providerVoiceList(speech)];
}

/** Any configured voice by our id, or undefined for a voice we do not have. */
export function findNarratorVoice(
  voiceId: string,
  speech: ProviderSpeech | null,
): FoundVoice | undefined {
  const espeak = findEspeakVoice(voiceId);
  if (espeak) return { provider: 'espeak', voice: espeak };
  const voice = speech?.voices.find((candidate) => candidate.id === voiceId);
  return voice && speech ? { provider: speech.provider, voice, speech } : undefined;
}
