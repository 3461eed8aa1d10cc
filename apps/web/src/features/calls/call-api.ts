import {
  ApiRoutes,
  voiceCallEventSchema,
  voiceCallStartResponseSchema,
  voiceCallStateSchema,
  voiceSampleListSchema,
  voiceTestRecognitionSchema,
  type NarratorVoice,
  type VoiceCallEvent,
  type VoiceCallStartResponse,
  type VoiceCallState,
  type VoiceTestRecognition,
} from '@storyloom/contracts';
import {
  callPublicRoute,
  callRoute,
  callRouteForResponse,
  type ApiClient,
} from '../../lib/api-client';
import { readJsonLines } from '../../lib/json-lines';

function unreadable(what: string): Error {
  return new Error(`The server sent ${what} the app cannot read.`);
}

const WAV_HEADERS = { 'Content-Type': 'audio/wav' };

/** Calls a character: opens the call and pays its first minute (402 when the balance cannot). */
export async function startCall(
  api: ApiClient,
  storyId: string,
  characterId: string,
): Promise<VoiceCallStartResponse> {
  const parsed = voiceCallStartResponseSchema.safeParse(
    await callRoute(api, ApiRoutes.voiceCalls.start, { params: { storyId, characterId } }),
  );
  if (!parsed.success) throw unreadable('a call');
  return parsed.data;
}

/** What the child said: a WAV recording, or the words when the browser recognised them. */
export type SaidThing = { wav: ArrayBuffer } | { text: string };

/**
 * Sends what the child said and hands each event of the answer to `onEvent` as it arrives: what
 * was heard, the reply sentence by sentence with its voice, then `done` (or `error`).
 */
export async function sendUtterance(
  api: ApiClient,
  callId: string,
  said: SaidThing,
  onEvent: (event: VoiceCallEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await callRouteForResponse(api, ApiRoutes.voiceCalls.utterance, {
    params: { callId },
    ...('wav' in said ? { body: said.wav, headers: WAV_HEADERS } : { body: { text: said.text } }),
    signal,
  });
  let finished = false;
  await readJsonLines(response, (line) => {
    const parsed = voiceCallEventSchema.safeParse(line);
    if (!parsed.success) throw unreadable('an answer');
    if (parsed.data.type === 'done' || parsed.data.type === 'error') finished = true;
    onEvent(parsed.data);
  });
  if (!finished) throw unreadable('half an answer');
}

async function callState(
  api: ApiClient,
  route: typeof ApiRoutes.voiceCalls.heartbeat | typeof ApiRoutes.voiceCalls.end,
  callId: string,
  keepalive = false,
): Promise<VoiceCallState> {
  const parsed = voiceCallStateSchema.safeParse(
    await callRoute(api, route, { params: { callId }, keepalive }),
  );
  if (!parsed.success) throw unreadable("a call's state");
  return parsed.data;
}

/** Still on the call: the server charges a minute that has started and may end the call. */
export const sendHeartbeat = (api: ApiClient, callId: string) =>
  callState(api, ApiRoutes.voiceCalls.heartbeat, callId);

/**
 * Hangs up. `keepalive` lets the request outlive the page (a closed tab), where the answer is
 * never read.
 */
export const endCall = (api: ApiClient, callId: string, { keepalive = false } = {}) =>
  callState(api, ApiRoutes.voiceCalls.end, callId, keepalive);

/** The voice test: what the server's recogniser makes of a recording. Anyone may ask. */
export async function recognizeForTest(
  api: ApiClient,
  wav: ArrayBuffer,
): Promise<VoiceTestRecognition> {
  const parsed = voiceTestRecognitionSchema.safeParse(
    await callPublicRoute(api, ApiRoutes.voiceTest.recognize, { body: wav, headers: WAV_HEADERS }),
  );
  if (!parsed.success) throw unreadable('a recognition');
  return parsed.data;
}

/** The offline narrator's voices, each with a short sample: the speaker check plays one. */
export async function fetchSampleVoices(api: ApiClient): Promise<NarratorVoice[]> {
  const parsed = voiceSampleListSchema.safeParse(
    await callPublicRoute(api, ApiRoutes.narrator.espeakVoiceSamples),
  );
  if (!parsed.success) throw unreadable('a list of voices');
  return parsed.data;
}

/**
 * A voice's sample, fetched without sign-in, as an address the page can play (an object URL:
 * revoke it when done).
 */
export async function fetchSampleSound(apiBase: string, voice: NarratorVoice): Promise<string> {
  const response = await fetch(`${apiBase.replace(/\/+$/, '')}${voice.sampleUrl}`);
  if (!response.ok) throw new Error(`The voice sample could not be loaded (${response.status}).`);
  return URL.createObjectURL(await response.blob());
}
