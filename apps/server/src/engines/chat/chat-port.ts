// The port the chat module calls to have a character answer: the offline engine
// (offline-chat.ts) and the AI provider (provider-chat.ts) both implement it.

export type ChatLanguage = 'en' | 'es';

/** Another element the character shares a bag or a story with. */
export type ChatCompanion = {
  name: string;
  kind: 'character' | 'location' | 'note';
  description: string;
};

/** A story the character appears in, as the family's told version reads. */
export type ChatStory = { title: string; text: string };

/** Everything the family wrote that a character may speak from. */
export type CharacterSheet = {
  name: string;
  description: string;
  /** The character's knowledge documents (plain text or Markdown). */
  knowledge: { title: string; content: string }[];
  stories: ChatStory[];
  companions: ChatCompanion[];
  /** The language of the story the conversation is about; absent, read from the texts. */
  language?: ChatLanguage;
};

export type ChatLine = { role: 'child' | 'character'; text: string };

export type ChatTurn = {
  sheet: CharacterSheet;
  /** The conversation so far, oldest first, without the new message. */
  history: ChatLine[];
  childMessage: string;
  /** Makes the offline engine's choices repeatable (the conversation id and turn number). */
  seed: string;
};

/** One reply, streamed as pieces of text in order; joined they are the whole reply. */
export type ChatEngine = (
  turn: ChatTurn,
  options: { signal: AbortSignal },
) => AsyncIterable<string>;

/**
 * An outside moderation service, asked in addition to the built-in check (never instead of it).
 * `check` throws when the service cannot answer; `onFailure` hears of it (the turn goes on).
 */
export type ChatModeration = {
  check(text: string): Promise<{ flagged: boolean; categories: readonly string[] }>;
  onFailure(error: unknown): void;
};
