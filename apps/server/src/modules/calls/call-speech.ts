import type { VoiceCallSpeech } from '@storyloom/contracts';
import {
  listVoices,
  narrate,
  splitIntoSentences,
  tidyForSpeech,
  type ProviderSpeech,
} from '../../engines/narrator/index.js';
import { encodeWav } from '../../engines/speech-recognition/index.js';

// The character's voice on a call, sentence by sentence, each a clip the page plays as a data
// URL: the configured speech provider's voice (AI_SPEECH_*, as audiobooks) when there is one, as
// the MP3 it sends; else, and for any sentence the provider fails or is slow on, the narrator's
// offline eSpeak NG voices as WAV (docs/decisions/0025-voice-calls.md).

export type CallLanguage = 'en' | 'es';

/** How long one sentence may wait for the provider before eSpeak says it instead. */
export const CALL_SPEECH_TIMEOUT_MS = 5000;

/** The same pick for the same character every call (characters have no chosen voice yet). */
function pickFor<T>(characterId: string, choices: readonly T[]): T | undefined {
  let hash = 0;
  for (const char of characterId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return choices[hash % choices.length];
}

/** The character's eSpeak voice: one of the language's curated voices, the same one every call. */
export function voiceOf(characterId: string, language: CallLanguage): string {
  return pickFor(
    characterId,
    listVoices().filter((voice) => voice.language === language),
  )!.id;
}

/** Who is speaking: the character (its voice) in the call's language. */
export type CallVoice = { characterId: string; language: CallLanguage };

export type CallSpeaker = {
  /**
   * One sentence (or a short text) in the character's voice, as a playable data URL ('' for
   * nothing to say): the provider's clip, or eSpeak's WAV when there is no provider, it has no
   * voice for the language, or it failed or was slow (then a warning is logged).
   */
  audioUrl(text: string, voice: CallVoice, signal?: AbortSignal): Promise<string>;
};

type Warner = { warn(details: object, message: string): void };

/** The calls' voice: `speech` is the configured provider, or null for eSpeak alone. */
export function createCallSpeaker(
  speech: ProviderSpeech | null,
  logger: Warner,
  { timeoutMs = CALL_SPEECH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): CallSpeaker {
  return {
    async audioUrl(text, { characterId, language }, signal) {
      const espeak = () => spokenUrl(text, voiceOf(characterId, language));
      const voice =
        speech &&
        pickFor(
          characterId,
          speech.voices.filter((candidate) => candidate.language === language),
        );
      if (!speech || !voice) return espeak();
      try {
        const clip = await speech.clip(text, voice, { signal, timeoutMs });
        if (clip.audio.length > 0) {
          return `data:${clip.mimeType};base64,${clip.audio.toString('base64')}`;
        }
        // Nothing to say is no request and no sound; sound missing from an answer is a failure.
        if (tidyForSpeech(text, language).trim() === '') return '';
        throw new Error('The speech provider answered with no audio');
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn(
          { err: error instanceof Error ? error.message : String(error), voice: voice.id },
          'the speech provider did not speak a call sentence; eSpeak speaks it',
        );
        return espeak();
      }
    },
  };
}

/** The sentences the text is spoken in, tidied for speech. */
export const sentencesOf = (text: string, language: CallLanguage): string[] =>
  splitIntoSentences(tidyForSpeech(text, language)).filter((sentence) => sentence.trim() !== '');

/** One sentence (or a short text) spoken, as a playable data:audio/wav URL ('' for nothing). */
export async function spokenUrl(text: string, voiceId: string): Promise<string> {
  const narration = await narrate(text, { voiceId });
  if (narration.pcm.length === 0) return '';
  const wav = encodeWav(narration.pcm, narration.sampleRate);
  return `data:audio/wav;base64,${wav.toString('base64')}`;
}

/** A whole short text (a greeting, a goodbye) with eSpeak's audio. */
export async function spoken(
  text: string,
  voiceId: string,
  { withAudio }: { withAudio: boolean },
): Promise<VoiceCallSpeech> {
  return { text, audioUrl: withAudio ? await spokenUrl(text, voiceId) : '' };
}
