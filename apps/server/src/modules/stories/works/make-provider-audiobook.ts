import type { AiConfig, SpeechVoiceSetting } from '../../../platform/ai/ai-config.js';
import {
  createProviderSpeech,
  type ProviderSpeech,
  findNarratorVoice,
  type FoundVoice,
} from '../../../engines/narrator/index.js';
import { makeAudiobook, readAloud } from './make-audiobook.js';
import type { WorkMaker } from './story-works.js';

/** An audiobook maker that also knows which voices it can read in (prepare-work checks). */
export type AudiobookMaker = WorkMaker<'audiobook'> & {
  findVoice?: (voiceId: string) => FoundVoice | undefined;
};

/**
 * The voice a requested id names, for whichever audiobook maker is wired: a provider maker
 * knows its provider's voices besides the offline ones; any other maker reads offline only.
 */
export function findAudiobookVoice(maker: AudiobookMaker, voiceId: string): FoundVoice | undefined {
  return maker.findVoice ? maker.findVoice(voiceId) : findNarratorVoice(voiceId, null);
}

/**
 * The story read aloud by a speech provider's voice (one request per page, or a few for a long
 * page), or by the offline narrator when an eSpeak voice is chosen. Without a chosen voice it
 * reads in the provider's first voice for the story's language, since an operator who configured
 * one wants it heard; in the offline default voice when the provider has none for the language.
 */
export function providerAudiobookMaker(speech: ProviderSpeech): AudiobookMaker {
  const findVoice = (voiceId: string) => findNarratorVoice(voiceId, speech);
  const maker: WorkMaker<'audiobook'> = async (source, tools) => {
    const { story } = source;
    const voice = providerVoiceFor(speech, source.options.voiceId, story.language);
    // An offline voice (or none chosen, and none of the provider's reads the story's language).
    if (!voice) return makeAudiobook(source, tools);
    return readAloud(source, tools, {
      voiceId: voice.id,
      speaker: {
        language: voice.language,
        speak: (text, { signal }) => speech.speak(text, voice, { signal }),
      },
    });
  };
  return Object.assign(maker, { findVoice });
}

function providerVoiceFor(
  speech: ProviderSpeech,
  voiceId: string | undefined,
  language: SpeechVoiceSetting['language'],
): SpeechVoiceSetting | undefined {
  if (!voiceId) return speech.voices.find((voice) => voice.language === language);
  const found = findNarratorVoice(voiceId, speech);
  return found && found.provider !== 'espeak' ? found.voice : undefined;
}

/** The audiobook maker for the configured speech provider, or null when speech is offline. */
export function speechWorkMaker(ai: AiConfig): AudiobookMaker | null {
  const speech = createProviderSpeech(ai.speech);
  return speech ? providerAudiobookMaker(speech) : null;
}
