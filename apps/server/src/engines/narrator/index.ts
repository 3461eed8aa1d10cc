export { encodeMp3, MP3_KILOBITS_PER_SECOND } from './mp3.js';
export { narrate, UnknownVoiceError, type NarrateOptions, type Narration } from './narrate.js';
export {
  narrateBook,
  type BookSpeaker,
  type NarrateBookOptions,
  type NarratedBook,
} from './narrate-book.js';
export {
  findNarratorVoice,
  listNarratorVoices,
  providerVoiceList,
  type FoundVoice,
} from './narrator-voices.js';
export { splitIntoSentences, tidyForSpeech } from './speech-text.js';
export { DEFAULT_VOICE_ID, findEspeakVoice, listVoices } from './voices.js';
export {
  createProviderSpeech,
  type ProviderSpeech,
  type SpeechClip,
  SpeechProviderError,
} from './provider-speech.js';
export { createVoiceSampleCache, type VoiceSampleCache } from './voice-samples.js';
