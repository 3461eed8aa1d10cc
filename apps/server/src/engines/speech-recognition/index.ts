// The public surface of this folder: other modules and engines import only from here.
export { buildJsgf, normalizeWords, type BuiltGrammar, type GrammarParts } from './grammar.js';
export {
  dictionaryOf,
  hasOfflineModel,
  OFFLINE_RECOGNITION_MODELS,
  recognizeOffline,
  warmOfflineRecognizer,
  type OfflineRecognitionLanguage,
} from './offline-recognizer.js';
export {
  transcribeWithProvider,
  TranscriptionError,
  type TranscriptionSettings,
} from './provider-transcription.js';
export { encodeWav, readUtterance, readWav, resample, WavError, type Pcm16 } from './wav.js';
