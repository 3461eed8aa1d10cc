import { z } from 'zod';
import { chatCharacterSchema } from './chat.js';
import { STORY_LANGUAGES } from './story-values.js';
import {
  RECOGNITION_MODES,
  RESTING_CALL_ID,
  VOICE_CALL_END_REASONS,
  VOICE_CALL_GRACE_SECONDS,
  VOICE_CALL_HEARTBEAT_SECONDS,
  VOICE_CALL_MAX_UTTERANCE_BYTES,
  VOICE_CALL_MAX_UTTERANCE_SECONDS,
  VOICE_CALL_RULES,
  VOICE_CALL_SAMPLE_RATE,
} from './voice-call-values.js';

// Voice calls with characters (docs/decisions/0025-voice-calls.md): plain HTTP. Start opens the
// call and pays its first minute; the page sends each utterance as WAV (or as text when the
// browser recognises) and plays the reply sentence by sentence as the answer streams; a heartbeat
// keeps the call alive and lets the server's clock charge each started minute; end hangs up.

/**
 * Something the character says: its words and its voice as a playable data URL: `data:audio/wav`
 * (eSpeak), or the speech provider's own type (`data:audio/mpeg`) when one is configured.
 */
export const voiceCallSpeechSchema = z.object({
  text: z.string().describe('What the character says (the caption)'),
  audioUrl: z
    .string()
    .describe(
      "The spoken words as a base64 data URL, playable as it is: data:audio/wav (mono 16-bit PCM, the offline voices) or the speech provider's type, such as data:audio/mpeg; empty when there was nothing to say",
    ),
});
export type VoiceCallSpeech = z.infer<typeof voiceCallSpeechSchema>;

export const voiceCallEndingSchema = z.object({
  reason: z
    .enum(VOICE_CALL_END_REASONS)
    .describe(
      "hung-up: the caller ended it; balance: the credits could not pay the next minute; rule: a parent's rule; dropped: no heartbeat for the grace time",
    ),
  rule: z.enum(VOICE_CALL_RULES).nullable().describe("Which parent's rule, when reason is 'rule'"),
  goodbye: voiceCallSpeechSchema
    .nullable()
    .describe(
      'The character’s goodbye to play, when the server ended the call (not after a hang-up or a drop)',
    ),
});
export type VoiceCallEnding = z.infer<typeof voiceCallEndingSchema>;

export const voiceCallRecognitionSchema = z.object({
  mode: z
    .enum(RECOGNITION_MODES)
    .describe(
      'offline or provider: send the utterance as WAV; browser: recognise on the device and send {text} (no server model for this language)',
    ),
  language: z.enum(STORY_LANGUAGES).describe('The language the child is heard in'),
  sampleRate: z
    .literal(VOICE_CALL_SAMPLE_RATE)
    .describe('WAV sample rate the server takes (mono, 16-bit)'),
  maxUtteranceSeconds: z.literal(VOICE_CALL_MAX_UTTERANCE_SECONDS),
  maxUtteranceBytes: z.literal(VOICE_CALL_MAX_UTTERANCE_BYTES),
  phrases: z
    .array(z.string())
    .describe(
      'Offline only: example questions the grammar understands, to show the child what to ask (the grammar takes many more)',
    ),
});
export type VoiceCallRecognition = z.infer<typeof voiceCallRecognitionSchema>;

export const voiceCallStartResponseSchema = z.object({
  callId: z
    .string()
    .describe(
      `The call's id for the other call routes; "${RESTING_CALL_ID}" when a parent's rule stops it (see ended)`,
    ),
  conversationId: z
    .string()
    .nullable()
    .describe(
      'The conversation the captions are stored in (the same as the text chat’s); null when resting',
    ),
  character: chatCharacterSchema,
  language: z.enum(STORY_LANGUAGES),
  creditsPerMinute: z.number().int().min(0).describe('What each started minute costs; 0 is free'),
  paidMinutes: z
    .number()
    .int()
    .min(0)
    .describe('Minutes charged so far (the first is charged at start)'),
  secondsLeft: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(
      "How long the call can run from now: the paid minute's rest plus what the balance pays for (and within the day's call minutes); null when calls are free and no rule limits them",
    ),
  heartbeatSeconds: z
    .literal(VOICE_CALL_HEARTBEAT_SECONDS)
    .describe('Send a heartbeat this often while the call is open'),
  graceSeconds: z
    .literal(VOICE_CALL_GRACE_SECONDS)
    .describe('With no request for this long the call ends as dropped'),
  recognition: voiceCallRecognitionSchema,
  greeting: voiceCallSpeechSchema.describe('The character answers the phone: play this first'),
  ended: voiceCallEndingSchema
    .nullable()
    .describe("Set when a parent's rule stops the call at once: the greeting is then the goodbye"),
});
export type VoiceCallStartResponse = z.infer<typeof voiceCallStartResponseSchema>;

/** Body of an utterance sent as text (recognition mode 'browser', or a phone line's gathered speech). */
export const voiceCallTextUtteranceSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text must not be empty')
    .max(500, 'text can be at most 500 characters')
    .describe('What the child said, as the browser recognised it'),
});
export type VoiceCallTextUtterance = z.infer<typeof voiceCallTextUtteranceSchema>;

/** The state of a call after a heartbeat or a hang-up. */
export const voiceCallStateSchema = z.object({
  callId: z.string(),
  paidMinutes: z.number().int().min(0),
  creditsCharged: z.number().int().min(0).describe('Credits this call has cost so far'),
  secondsLeft: z.number().int().min(0).nullable(),
  ended: voiceCallEndingSchema.nullable(),
});
export type VoiceCallState = z.infer<typeof voiceCallStateSchema>;

/**
 * One line of the utterance answer. `heard` first (what the server recognised, '' when nothing
 * was understood); then one `sentence` per sentence of the reply, each with its audio, the first
 * sent as soon as it is spoken; then `done` with the whole reply and the call's state. A reply
 * that had to be replaced by a safe one is only ever sent as the safe one.
 */
export const voiceCallEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heard'),
    text: z.string().describe("The child's words as recognised ('' when nothing was understood)"),
  }),
  z.object({
    type: z.literal('sentence'),
    index: z.number().int().min(0),
    text: z.string(),
    audioUrl: z
      .string()
      .describe(
        'base64 data URL of this sentence: data:audio/wav, or data:audio/mpeg from a provider',
      ),
  }),
  z.object({
    type: z.literal('done'),
    heard: z.string(),
    reply: z.string().describe('The whole reply as stored in the conversation (the captions)'),
    state: voiceCallStateSchema,
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type VoiceCallEvent = z.infer<typeof voiceCallEventSchema>;

/** Answer of POST /api/voice-test/recognize. */
export const voiceTestRecognitionSchema = z.object({
  text: z
    .string()
    .describe(
      "What was recognised against the general grammar of children's questions ('' for nothing)",
    ),
  language: z.literal('en'),
  mode: z.literal('offline'),
  milliseconds: z.number().int().min(0).describe('How long recognition took on the server'),
});
export type VoiceTestRecognition = z.infer<typeof voiceTestRecognitionSchema>;
