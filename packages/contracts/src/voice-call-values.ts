// Zod-free values of voice calls with characters (docs/decisions/0025-voice-calls.md), so a page
// can use them without loading zod.

/** The child's audio as the server takes it: WAV, mono, 16-bit PCM at this rate. */
export const VOICE_CALL_SAMPLE_RATE = 16_000;
/** Longest utterance, in seconds: a child's question, not a speech. */
export const VOICE_CALL_MAX_UTTERANCE_SECONDS = 15;
/** Shortest utterance worth recognising, in seconds (a tap on the button is not a question). */
export const VOICE_CALL_MIN_UTTERANCE_SECONDS = 0.2;
/** Largest utterance body: the longest audio plus room for the WAV header and extra chunks. */
export const VOICE_CALL_MAX_UTTERANCE_BYTES =
  VOICE_CALL_SAMPLE_RATE * 2 * VOICE_CALL_MAX_UTTERANCE_SECONDS + 4096;

/** Content types the utterance route reads as audio (all the same WAV). */
export const WAV_CONTENT_TYPES = ['audio/wav', 'audio/wave', 'audio/x-wav'] as const;
/** Content type of the utterance answer: one JSON event per line, flushed as made. */
export const VOICE_CALL_STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** How often the call page sends a heartbeat while the call is open. */
export const VOICE_CALL_HEARTBEAT_SECONDS = 5;
/** With no request for this long, the server takes the call as dropped and ends it. */
export const VOICE_CALL_GRACE_SECONDS = 20;
/** This close to the end of the paid time, when the next minute cannot be paid, the character says goodbye. */
export const VOICE_CALL_GOODBYE_SECONDS = 30;
/** Calls are metered per started minute of the server's clock. */
export const VOICE_CALL_MINUTE_SECONDS = 60;

/**
 * Why a call ended: the child hung up; the balance could not pay the next minute; a parent's
 * rule (calls off, not allowed, quiet hours, the day's call minutes); no sign of the page for the
 * grace time.
 */
export const VOICE_CALL_END_REASONS = ['hung-up', 'balance', 'rule', 'dropped'] as const;
export type VoiceCallEndReason = (typeof VOICE_CALL_END_REASONS)[number];

/** The parent's rules that can stop a call (the chat's three, and calls switched off). */
export const VOICE_CALL_RULES = ['calls-off', 'not-allowed', 'quiet-hours', 'daily-limit'] as const;
export type VoiceCallRule = (typeof VOICE_CALL_RULES)[number];

/**
 * Who recognises the child's words: the server offline against a grammar (send WAV), the
 * configured transcription provider (send WAV), or the browser's own recognition (send text:
 * the server has no offline model for the language and no provider is configured).
 */
export const RECOGNITION_MODES = ['offline', 'provider', 'browser'] as const;
export type RecognitionMode = (typeof RECOGNITION_MODES)[number];

/** The callId a start answers when a parent's rule stops the call: nothing opened or charged. */
export const RESTING_CALL_ID = 'resting';
