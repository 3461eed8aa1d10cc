import type { CharacterSheet } from '../../engines/chat/index.js';
import {
  encodeWav,
  readUtterance,
  recognizeOffline,
  transcribeWithProvider,
  warmOfflineRecognizer,
  WavError,
  type BuiltGrammar,
} from '../../engines/speech-recognition/index.js';
import {
  VOICE_CALL_MAX_UTTERANCE_SECONDS,
  VOICE_CALL_MIN_UTTERANCE_SECONDS,
  VOICE_CALL_SAMPLE_RATE,
  type RecognitionMode,
} from '@storyloom/contracts';
import { badRequest } from '../../platform/http/app-error.js';
import { callGrammarOf, examplePhrases, generalGrammar } from './call-grammar.js';
import type { CallsDeps } from './calls-deps.js';

export { examplePhrases };

/** Grammars of recent calls, rebuilt from the sheet when a call's is not here (another process). */
const MOST_GRAMMARS = 200;
const grammars = new Map<string, BuiltGrammar>();

function grammarFor(callId: string, sheet: CharacterSheet): BuiltGrammar {
  let grammar = grammars.get(callId);
  if (grammar) {
    grammars.delete(callId); // most recent last
  } else {
    grammar = callGrammarOf(sheet);
  }
  grammars.set(callId, grammar);
  if (grammars.size > MOST_GRAMMARS) grammars.delete(grammars.keys().next().value!);
  return grammar;
}

/** Builds the call's grammar and loads the model now, so the first utterance does not wait. */
export function warmGrammarFor(callId: string, sheet: CharacterSheet): void {
  grammarFor(callId, sheet);
  void warmOfflineRecognizer('en').catch(() => undefined);
}

let general: BuiltGrammar | undefined;
export const generalGrammarOnce = (): BuiltGrammar => (general ??= generalGrammar());

/** The utterance's samples, or a 400 saying what is wrong with the audio. */
export function utteranceSamples(audio: Buffer): Int16Array {
  try {
    return readUtterance(audio, {
      sampleRate: VOICE_CALL_SAMPLE_RATE,
      minSeconds: VOICE_CALL_MIN_UTTERANCE_SECONDS,
      maxSeconds: VOICE_CALL_MAX_UTTERANCE_SECONDS,
    });
  } catch (error) {
    if (error instanceof WavError) throw badRequest(error.message);
    throw error;
  }
}

/** What the child said: recognised offline against the call's grammar, or by the provider. */
export async function recognizeOnCall(
  deps: Pick<CallsDeps, 'transcription'>,
  {
    callId,
    sheet,
    samples,
    mode,
    language,
    signal,
  }: {
    callId: string;
    sheet: CharacterSheet;
    samples: Int16Array;
    mode: RecognitionMode;
    language: string;
    signal: AbortSignal;
  },
): Promise<string> {
  if (mode === 'provider' && deps.transcription) {
    return transcribeWithProvider(deps.transcription, encodeWav(samples, VOICE_CALL_SAMPLE_RATE), {
      language,
      signal,
    });
  }
  return recognizeOffline(samples, { jsgf: grammarFor(callId, sheet).jsgf, language: 'en' });
}
