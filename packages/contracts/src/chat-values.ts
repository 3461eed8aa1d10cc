// Zod-free values of the character chat, so the web's first load can use them.

/** Longest message a child may send in one turn, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** Who said a chat message: the child (or parent) typing, or the character answering. */
export const CHAT_ROLES = ['child', 'character'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * The `storyId` a conversation opened from the Contacts dialog carries (`/story/all/chat/{id}`):
 * the character speaks from every story it appears in.
 */
export const ALL_STORIES_ID = 'all';

/** Content type of POST /api/Chat/{id}/Turn's answer: one JSON event per line. */
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';
