import { CHAT_MESSAGE_MAX_LENGTH } from '@storyloom/contracts';
import { greetingOf, sheetLanguage, type ChatLanguage } from '../../engines/chat/index.js';
import type { ChatDeps } from './chat-deps.js';
import { prepareTurn, turnEvents } from './chat-turn.js';
import { chatContextFor } from './chat.service.js';

// The chat core for a caller that speaks rather than reads (a phone line): the same context,
// rate limit, parents' rules, safety checks both ways and stored transcript as the text chat's
// Turn, answered whole instead of streamed.

export type SpokenCharacter = { name: string; language: ChatLanguage; greeting: string };

/** The family's character as a call opens: its name, language and a greeting for `seed`. */
export async function spokenCharacter(
  deps: Pick<ChatDeps, 'db'>,
  familyId: string,
  characterId: string,
  seed: string,
): Promise<SpokenCharacter> {
  const context = await chatContextFor(
    deps,
    { id: familyId, admin: false },
    null,
    characterId,
    null,
  );
  return {
    name: context.character.name,
    language: sheetLanguage(context.sheet),
    greeting: greetingOf(context.sheet, seed),
  };
}

/**
 * One spoken turn of the family's conversation with the character: the reply as stored (the safe
 * answer when the child's words or the reply needed one). Throws what the text chat refuses with
 * (404 for a character no longer there, 429 past the family's turn limit) or when it failed.
 */
export async function spokenTurn(
  deps: ChatDeps,
  familyId: string,
  characterId: string,
  words: string,
  signal: AbortSignal,
): Promise<string> {
  const userMessage = words.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
  const prepared = await prepareTurn(
    deps,
    { id: familyId, admin: false },
    null,
    characterId,
    { characterId, storyId: null, userMessage },
    `chat-turn:user:${familyId}`,
  );
  for await (const event of turnEvents(deps, prepared, signal)) {
    if (event.type === 'done') return event.reply.text;
    if (event.type === 'error') throw new Error(event.message);
  }
  throw new Error('the chat turn ended without a reply');
}
