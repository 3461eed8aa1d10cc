import type { VoiceCallSpeech } from '@storyloom/contracts';
import {
  listVoices,
  narrate,
  splitIntoSentences,
  tidyForSpeech,
} from '../../engines/narrator/index.js';
import { encodeWav } from '../../engines/speech-recognition/index.js';

// The character's voice on a call: the narrator's offline eSpeak NG voices, sentence by
// sentence, each a WAV the page plays as a data URL.

export type CallLanguage = 'en' | 'es';

/**
 * The character's voice: one of the language's curated voices, the same one every call (the
 * characters have no chosen voice of their own yet; their id picks it).
 */
export function voiceOf(characterId: string, language: CallLanguage): string {
  const voices = listVoices().filter((voice) => voice.language === language);
  let hash = 0;
  for (const char of characterId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return voices[hash % voices.length]!.id;
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

/** A whole short text (a greeting, a goodbye) with its audio. */
export async function spoken(
  text: string,
  voiceId: string,
  { withAudio }: { withAudio: boolean },
): Promise<VoiceCallSpeech> {
  return { text, audioUrl: withAudio ? await spokenUrl(text, voiceId) : '' };
}
