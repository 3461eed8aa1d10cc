import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_ROLES } from './chat-values.js';

// The character chat (docs/product.md, "Chat"). `{id}` in /api/Chat/{id}/Setup and /Turn is the
// character's id: a family keeps one conversation per character, which Setup opens or resumes.

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A signed link to the character's picture, or '' for the default icon. */
  avatarUrl: z.string(),
});
export type ChatCharacter = z.infer<typeof chatCharacterSchema>;

/** Body of POST /api/Chat/{characterId}/Setup. No story (or 'all') means every story. */
export const chatSetupRequestSchema = z.object({
  storyId: z.string().trim().min(1).max(200).nullish(),
});
export type ChatSetupRequest = z.infer<typeof chatSetupRequestSchema>;

export const chatSetupResponseSchema = z.object({
  conversationId: z.string(),
  character: chatCharacterSchema,
  /** The conversation so far, oldest first; a new one holds the greeting only. */
  messages: z.array(chatMessageSchema),
  /** Questions a child may tap to ask. */
  suggestions: z.array(z.string()),
});
export type ChatSetupResponse = z.infer<typeof chatSetupResponseSchema>;

/** Body of POST /api/Chat/{characterId}/Turn (the spec's fields). */
export const chatTurnRequestSchema = z.object({
  characterId: z.string().trim().min(1).max(200),
  storyId: z.string().trim().min(1).max(200).nullish(),
  userMessage: z
    .string()
    .trim()
    .min(1, 'userMessage must not be empty')
    .max(
      CHAT_MESSAGE_MAX_LENGTH,
      `userMessage can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    ),
});
export type ChatTurnRequest = z.infer<typeof chatTurnRequestSchema>;

/**
 * One line of the Turn answer's stream: the reply's words as they come (`delta`), then `done`
 * with both stored messages, or `error` when the reply could not be made (nothing is stored then).
 * `done.reply.text` is the whole reply as stored: show it in place of the deltas (they differ
 * only when a provider's answer had to be replaced midway by a safe one).
 */
export const chatTurnEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    childMessage: chatMessageSchema,
    reply: chatMessageSchema,
    suggestions: z.array(z.string()),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatTurnEvent = z.infer<typeof chatTurnEventSchema>;
