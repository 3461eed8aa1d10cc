import { greetingOf, sheetLanguage, type ChatLanguage } from '../../engines/chat/index.js';
import type { ChatDeps } from './chat-deps.js';
import { chatContextFor } from './chat.service.js';

// A character as a phone line names it before a call begins (its menu): the name, language and a
// greeting. The call itself is the calls module's (docs/decisions/0033).

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
