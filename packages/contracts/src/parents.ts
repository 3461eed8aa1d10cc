import { z } from 'zod';
import { chatMessageSchema } from './chat.js';
import { STORY_LANGUAGES } from './story-values.js';

// Parents in charge (docs/product.md, "Parents in charge"): child profiles under the parent's
// account, their chat rules, the parent's PIN and settings, and the children's transcripts.

/** The header a device sends while it acts as a child profile; parent-only routes refuse it. */
export const CHILD_PROFILE_HEADER = 'x-child-profile';

export const AGE_BANDS = ['3-5', '6-8', '9-12'] as const;
export const READING_LEVELS = ['pictures', 'first-words', 'short-sentences', 'chapters'] as const;

const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:MM, for example 19:30');
const word = z.string().trim().min(1).max(60);

/** A child profile's chat rules: empty allow-list = every character; null = no such rule. */
export const childChatRulesSchema = z.object({
  allowedCharacterIds: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
  quietHours: z.object({ start: localTime, end: localTime }).nullable().default(null),
  dailyChatMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
  /** Words added to the safety check for this child (matched whole, any case or accent). */
  blockedTopics: z.array(word).max(100).default([]),
  /** Whether the child may call characters (voice calls); the chat rules above hold for calls too. */
  callsEnabled: z.boolean().default(true),
  /** Paid call minutes a day, counted since midnight in the family's time zone; null = no limit. */
  dailyCallMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
});
export type ChildChatRules = z.infer<typeof childChatRulesSchema>;

/** Body of POST and PUT of a child profile. The picture is a story element's id, never a photo. */
export const childProfileInputSchema = z.object({
  name: z.string().trim().min(1, 'A name or nickname is needed').max(60),
  ageBand: z.enum(AGE_BANDS),
  readingLevel: z.enum(READING_LEVELS),
  language: z.enum(STORY_LANGUAGES),
  pictureElementId: z.string().trim().min(1).max(200).nullable().default(null),
  rules: childChatRulesSchema.default({
    allowedCharacterIds: [],
    quietHours: null,
    dailyChatMinutes: null,
    blockedTopics: [],
    callsEnabled: true,
    dailyCallMinutes: null,
  }),
});
export type ChildProfileInput = z.infer<typeof childProfileInputSchema>;

export const childProfileSchema = childProfileInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
});
export type ChildProfile = z.infer<typeof childProfileSchema>;

export const childProfileListSchema = z.object({ profiles: z.array(childProfileSchema) });

/** Body of PUT /api/parents/pin: four to eight digits. */
export const parentPinSchema = z.object({
  pin: z.string().regex(/^\d{4,8}$/, 'The PIN is 4 to 8 digits'),
});

/**
 * Body of POST /api/parents/unlock: the PIN that switches a device back to the parent, or the
 * account's password while no PIN is set.
 */
export const parentUnlockSchema = z
  .object({
    pin: z.string().min(1).max(8).optional(),
    password: z.string().min(1).max(200).optional(),
  })
  .refine((body) => (body.pin === undefined) !== (body.password === undefined), {
    message: 'Send the PIN, or the password when no PIN is set',
  });

export const parentSettingsSchema = z.object({
  /** An IANA time zone (Europe/Madrid): quiet hours and the daily limit are read in it. */
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine((zone) => isTimeZone(zone), 'Unknown time zone'),
  /** Chat messages older than this many days are deleted; null keeps them. */
  transcriptRetentionDays: z.number().int().min(1).max(3650).nullable(),
  /** Whether the weekly digest mail (time chatting, characters, stories per child) goes out. */
  weeklyDigest: z.boolean().default(true),
  /**
   * The child profile whose call rules (calls on or off, allowed characters, quiet hours, daily
   * call minutes) calls to the family's phone line follow; null: none chosen, the earliest profile
   * is followed. Left out of a PUT, it stays as it is.
   */
  phoneLineChildProfileId: z.string().trim().min(1).max(200).nullable().optional(),
  /** Whether a PIN is set (answers only; ignored in a PUT). */
  pinSet: z.boolean().optional(),
});
export type ParentSettings = z.infer<typeof parentSettingsSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const transcriptSchema = z.object({
  conversationId: z.string(),
  childProfileId: z.string().nullable(),
  characterId: z.string(),
  characterName: z.string(),
  updatedAt: z.string(),
  /** Oldest first; only the matching ones when the list was searched. */
  messages: z.array(chatMessageSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const transcriptListSchema = z.object({ transcripts: z.array(transcriptSchema) });

/** Query of GET /api/parents/transcripts. */
export const transcriptQuerySchema = z.object({
  childProfileId: z.string().trim().min(1).max(200).optional(),
  q: z.string().trim().min(1).max(200).optional(),
});

/** What kind of moment a safety event is: the safety check's concerns, or a parent's topic. */
export const SAFETY_EVENT_KINDS = [
  'personal-details',
  'hurt',
  'self-harm',
  'secret',
  'meeting',
  'unkind-words',
  'blocked-topic',
] as const;

/** A moment in a child's chat a parent should know about, with where it is in the transcript. */
export const safetyEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  childProfileId: z.string().nullable(),
  /** Null once the character is deleted. */
  characterId: z.string().nullable(),
  characterName: z.string(),
  /** The conversation and message it happened in; null once the transcript was deleted. */
  conversationId: z.string().nullable(),
  messageId: z.string().nullable(),
  /** What the child wrote, as written (the transcript shows a note in its place). */
  message: z.string(),
  createdAt: z.string(),
});
export type SafetyEvent = z.infer<typeof safetyEventSchema>;

export const safetyEventListSchema = z.object({ events: z.array(safetyEventSchema) });
