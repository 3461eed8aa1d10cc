import type { FastifyRequest } from 'fastify';
import type {
  VoiceCallEvent,
  VoiceCallStartResponse,
  VoiceCallState,
  VoiceTestRecognition,
} from '@storyloom/contracts';
import type { RequestUser } from '../../platform/http/authentication.js';

/** The child's words: WAV bytes to recognise, or text already recognised (browser, phone). */
export type Utterance = { audio: Buffer } | { text: string };

/** What the call routes need of the calls service. */
export type CallsService = {
  start(
    caller: RequestUser,
    childProfileId: string | null,
    storyId: string,
    characterId: string,
  ): Promise<VoiceCallStartResponse>;
  /** Everything that can refuse the utterance throws before the stream starts. */
  utterance(
    caller: RequestUser,
    callId: string,
    utterance: Utterance,
    signal: AbortSignal,
  ): Promise<AsyncIterable<VoiceCallEvent>>;
  heartbeat(caller: RequestUser, callId: string): Promise<VoiceCallState>;
  end(caller: RequestUser, callId: string): Promise<VoiceCallState>;
};

export type VoiceTestService = {
  recognize(request: FastifyRequest, audio: Buffer): Promise<VoiceTestRecognition>;
};
