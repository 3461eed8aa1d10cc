import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VoiceCallEvent, VoiceCallSpeech, VoiceCallStartResponse } from '@storyloom/contracts';
import type { Config } from '../../config.js';
import { createProviderSpeech } from '../../engines/narrator/index.js';
import { recognizeOffline } from '../../engines/speech-recognition/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { countAttempt, RateLimitedError, type Limit } from '../../platform/http/rate-limit.js';
import type { Platform } from '../../platform/platform.js';
import { chatDepsOf } from '../chat/index.js';
import { identifyCaller, ipHasherFor, rateLimitKeyOf, type IpHasher } from '../events/index.js';
import type { Plans } from '../plans/index.js';
import { generalGrammarOnce, utteranceSamples } from './call-recognition.js';
import { createCallSpeaker, type CallVoice } from './call-speech.js';
import { prepareUtterance, utteranceEvents } from './call-utterance.js';
import type { CallsDeps } from './calls-deps.js';
import { callsRoutes } from './calls.routes.js';
import {
  createCallsCore,
  languageOf,
  type CallsCore,
  type StartCallInput,
} from './calls.service.js';
import type { CallsService, Utterance, VoiceTestService } from './calls-service-port.js';

/** The /voice-test page: a visitor tries a few phrases, not hundreds. */
export const VOICE_TEST_LIMIT: Limit = { max: 20, windowSeconds: 60 };
export const VOICE_TEST_RATE_LIMITED =
  'That is a lot of tries! Please wait a minute and try again.';

export function callsDepsOf(
  config: Pick<Config, 'ai'>,
  platform: Platform,
  plans: CallsDeps['plans'],
  clock: () => Date = () => new Date(),
  /** Told after a safety event in a call is stored (the parent's alert mail). */
  onSafetyEvent?: (familyId: string) => Promise<void>,
): CallsDeps {
  const chat = chatDepsOf(config, platform, onSafetyEvent);
  const logger = platform.logger.child({ component: 'calls' });
  return {
    db: platform.database.db,
    chat: { ...chat, now: clock },
    plans,
    clock,
    transcription: config.ai.transcription,
    speaker: createCallSpeaker(createProviderSpeech(config.ai.speech), logger),
    logger,
  };
}

/** The calls, keyed by family, for the web routes and the phone lines. */
export function createCalls(deps: CallsDeps) {
  const core = createCallsCore(deps);
  /** The character's words with their audio in the call's voice (deps.speaker). */
  const voiced = async (speech: VoiceCallSpeech, voice: CallVoice): Promise<VoiceCallSpeech> => ({
    text: speech.text,
    audioUrl: await deps.speaker.audioUrl(speech.text, voice),
  });
  return {
    core,
    /**
     * Opens a call. The core answers the words; the greeting (or a rule's goodbye) is voiced
     * here, unless `withAudio: false` (a phone line's provider speaks the text).
     */
    async start(input: StartCallInput): Promise<VoiceCallStartResponse> {
      const started = await core.start({ ...input, withAudio: false });
      if (input.withAudio === false) return started;
      const voice = { characterId: started.character.id, language: started.language };
      const greeting = await voiced(started.greeting, voice);
      const { ended } = started;
      if (!ended?.goodbye) return { ...started, greeting };
      // A rule's goodbye is the greeting: spoken once.
      const goodbye =
        ended.goodbye.text === greeting.text ? greeting : await voiced(ended.goodbye, voice);
      return { ...started, greeting, ended: { ...ended, goodbye } };
    },
    /** The page is still there; a goodbye that ends the call is voiced as the greeting is. */
    async heartbeat(familyId: string, callId: string, withAudio = true) {
      const state = await core.heartbeat(familyId, callId, false);
      const goodbye = state.ended?.goodbye;
      if (!withAudio || !state.ended || !goodbye) return state;
      const { row } = await core.load(familyId, callId);
      const voice = { characterId: row.characterId, language: languageOf(row) };
      return { ...state, ended: { ...state.ended, goodbye: await voiced(goodbye, voice) } };
    },
    hangUp: core.hangUp,
    /**
     * What the child said (WAV or text): refused before anything streams when it cannot be
     * taken; then the answer's events. `withAudio: false` leaves the audio out (a phone line's
     * provider speaks the text).
     */
    async utterance(
      familyId: string,
      callId: string,
      utterance: Utterance,
      { signal, withAudio = true }: { signal: AbortSignal; withAudio?: boolean },
    ): Promise<AsyncIterable<VoiceCallEvent>> {
      const prepared = await prepareUtterance(core, deps, familyId, callId, utterance, withAudio);
      return utteranceEvents(core, deps, prepared, signal);
    },
  };
}

export type Calls = ReturnType<typeof createCalls>;

function httpService(calls: Calls): CallsService {
  return {
    start: (caller, childProfileId, storyId, characterId) =>
      calls.start({ familyId: caller.id, childProfileId, characterId, storyId }),
    utterance: (caller, callId, utterance, signal) =>
      calls.utterance(caller.id, callId, utterance, { signal }),
    heartbeat: (caller, callId) => calls.heartbeat(caller.id, callId),
    end: (caller, callId) => calls.hangUp(caller.id, callId),
  };
}

function voiceTestService(deps: CallsDeps, hashIp: IpHasher): VoiceTestService {
  return {
    async recognize(request: FastifyRequest, audio: Buffer) {
      try {
        await countAttempt(
          deps.db,
          rateLimitKeyOf('voice-test', identifyCaller(hashIp, request)),
          VOICE_TEST_LIMIT,
        );
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        throw new AppError('rate_limited', VOICE_TEST_RATE_LIMITED, 429, error.headers);
      }
      const samples = utteranceSamples(audio);
      const started = performance.now();
      const text = await recognizeOffline(samples, {
        jsgf: generalGrammarOnce().jsgf,
        language: 'en',
      });
      const milliseconds = Math.round(performance.now() - started);
      return { text, language: 'en', mode: 'offline', milliseconds } as const;
    },
  };
}

/** The voice-call routes (docs/decisions/0025-voice-calls.md); answers the calls for the phone lines. */
export async function registerCalls(
  app: FastifyInstance,
  {
    config,
    platform,
    plans,
    onSafetyEvent,
  }: {
    config: Config;
    platform: Platform;
    plans: Plans;
    onSafetyEvent?: (familyId: string) => Promise<void>;
  },
): Promise<Calls> {
  const deps = callsDepsOf(config, platform, plans, undefined, onSafetyEvent);
  const calls = createCalls(deps);
  const hashIp = await ipHasherFor(config);
  await app.register(
    callsRoutes({ calls: httpService(calls), voiceTest: voiceTestService(deps, hashIp) }),
  );
  return calls;
}

export type { CallsCore };
