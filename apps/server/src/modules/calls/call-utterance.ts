import type { VoiceCallEnding, VoiceCallEvent, VoiceCallState } from '@storyloom/contracts';
import { badRequest } from '../../platform/http/app-error.js';
import { answerOnCall } from '../chat/index.js';
import { recognizeOnCall, utteranceSamples } from './call-recognition.js';
import { sentencesOf } from './call-speech.js';
import type { CallsDeps } from './calls-deps.js';
import {
  callEnded,
  languageOf,
  recognitionModeFor,
  type CallsCore,
  type LoadedCall,
} from './calls.service.js';
import type { Utterance } from './calls-service-port.js';

export const BROWSER_RECOGNISES =
  'This call has no recognition on the server for its language: send what the browser heard as {"text": …}';

const NOT_CAUGHT = {
  en: "Sorry, I didn't catch that. Can you say it again?",
  es: 'Perdona, no te he oído bien. ¿Me lo repites?',
} as const;

const REPLY_FAILED = {
  en: 'Sorry, I could not answer just now. Please ask me again.',
  es: 'Perdona, ahora no puedo contestar. Pregúntame otra vez.',
} as const;

/**
 * Everything that can refuse an utterance, before the answer streams: bad audio (400, nothing
 * metered), another family's call (404), an ended call (409). Then the call is metered; a call the
 * metering ended (no credits, a rule) answers with the goodbye alone.
 */
export async function prepareUtterance(
  core: CallsCore,
  deps: CallsDeps,
  familyId: string,
  callId: string,
  utterance: Utterance,
  withAudio: boolean,
) {
  const samples = 'audio' in utterance ? utteranceSamples(utterance.audio) : null;
  const loaded = await core.load(familyId, callId);
  if (loaded.row.endedAt) throw callEnded();
  if (samples && recognitionModeFor(deps, languageOf(loaded.row)) === 'browser') {
    throw badRequest(BROWSER_RECOGNISES);
  }
  const now = deps.clock();
  // A goodbye that ends the call here is spoken with the answer, sentence by sentence.
  const metered = await core.meter(loaded, now, false);
  if (metered.loaded.row.endedAt && !metered.ending) throw callEnded();
  return { loaded: metered.loaded, ending: metered.ending, samples, utterance, withAudio };
}

type PreparedUtterance = Awaited<ReturnType<typeof prepareUtterance>>;

/**
 * The answer: what was heard, the reply spoken sentence by sentence (the first sent as soon as it
 * is spoken), then the call's state. In the last seconds of the paid time, when the next minute
 * cannot be had, the reply closes with the goodbye and the call ends.
 */
export async function* utteranceEvents(
  core: CallsCore,
  deps: CallsDeps,
  prepared: PreparedUtterance,
  signal: AbortSignal,
): AsyncGenerator<VoiceCallEvent> {
  let { loaded } = prepared;
  let ending: VoiceCallEnding | null = prepared.ending;
  const language = languageOf(loaded.row);
  const voice = { characterId: loaded.row.characterId, language };
  let heard = '';
  let reply: string;
  if (ending) {
    yield { type: 'heard', text: '' };
    reply = ending.goodbye?.text ?? '';
  } else {
    heard = await hear(deps, loaded, prepared, signal);
    yield { type: 'heard', text: heard };
    reply = heard ? await answer(deps, loaded, heard, signal) : NOT_CAUGHT[language];
    const now = deps.clock();
    const refusal = await core.nextMinuteRefusal(loaded, now);
    if (refusal) {
      ending = await core.goodbyeOf(refusal, loaded, false);
      reply = `${reply} ${ending.goodbye?.text ?? ''}`.trim();
      loaded = await core.end(loaded, now, refusal.reason, refusal.rule);
    }
  }
  for (const [index, sentence] of sentencesOf(reply, language).entries()) {
    signal.throwIfAborted();
    const audioUrl = prepared.withAudio ? await deps.speaker.audioUrl(sentence, voice, signal) : '';
    yield { type: 'sentence', index, text: sentence, audioUrl };
  }
  // The goodbye was spoken with the reply: the state names the ending without repeating it.
  const state: VoiceCallState = await core.stateOf(
    loaded,
    deps.clock(),
    ending
      ? { ...ending, goodbye: ending.goodbye ? { ...ending.goodbye, audioUrl: '' } : null }
      : null,
  );
  yield { type: 'done', heard, reply, state };
}

async function hear(
  deps: CallsDeps,
  loaded: LoadedCall,
  prepared: PreparedUtterance,
  signal: AbortSignal,
): Promise<string> {
  if ('text' in prepared.utterance) return prepared.utterance.text;
  const language = languageOf(loaded.row);
  try {
    return await recognizeOnCall(deps, {
      callId: loaded.row.id,
      sheet: loaded.context.sheet,
      samples: prepared.samples!,
      mode: recognitionModeFor(deps, language) === 'provider' ? 'provider' : 'offline',
      language,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    deps.logger.warn({ err: error }, 'recognition failed on a call');
    return '';
  }
}

async function answer(
  deps: CallsDeps,
  loaded: LoadedCall,
  heard: string,
  signal: AbortSignal,
): Promise<string> {
  try {
    return (await answerOnCall(deps.chat, loaded.context, heard, signal)).reply;
  } catch (error) {
    if (signal.aborted) throw error;
    deps.logger.warn({ err: error }, 'a call turn failed');
    return REPLY_FAILED[languageOf(loaded.row)];
  }
}
