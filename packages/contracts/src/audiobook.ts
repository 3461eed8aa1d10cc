import { z } from 'zod';
import { STORY_LANGUAGES } from './story-values.js';

/**
 * Who speaks an audiobook. 'espeak' is the offline narrator built into the server, always there;
 * the hosted speech providers (OpenAI-compatible, ElevenLabs) speak only when configured.
 */
export const SPEECH_PROVIDERS = ['espeak', 'openai-compatible', 'elevenlabs'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

export const VOICE_GENDERS = ['female', 'male'] as const;

/** A voice id: lower-case letters, digits and dashes, safe in a URL path segment. */
export const voiceIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'a voice id is lower-case letters, digits and dashes');

/** One narrator voice as the voice picker shows it, with a short sample to play. */
export const narratorVoiceSchema = z.object({
  id: voiceIdSchema.describe('Pass as voiceId when making an audiobook'),
  name: z.string().describe('A name a parent understands, such as "Warm (English)"'),
  language: z.enum(STORY_LANGUAGES).describe('The language the voice reads'),
  gender: z.enum(VOICE_GENDERS).optional(),
  provider: z.enum(SPEECH_PROVIDERS),
  sampleUrl: z
    .string()
    .describe('Path of a short MP3 sample on this API (prefix it with the API base)'),
});
export type NarratorVoice = z.infer<typeof narratorVoiceSchema>;

/** Body of `GET /audiobook/voice-samples` and `GET /{speechProvider}/voice-samples`. */
export const voiceSampleListSchema = z.array(narratorVoiceSchema);
export type VoiceSampleList = z.infer<typeof voiceSampleListSchema>;

/** One chapter of an audiobook: the title first, then one per story page. */
export const audiobookChapterSchema = z.object({
  title: z.string(),
  startSeconds: z.number().nonnegative(),
  durationSeconds: z.number().nonnegative(),
});
export type AudiobookChapter = z.infer<typeof audiobookChapterSchema>;
