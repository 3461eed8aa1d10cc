import type { ChatCharacter } from '@storyloom/contracts';
import {
  greetingOf,
  sheetLanguage,
  type CharacterSheet,
  type ChatLanguage,
} from '../../engines/chat/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ChildProfileRow } from '../parents/index.js';
import type { ChatDeps } from './chat-deps.js';
import { chatContextFor, openConversation, type ChatContext } from './chat.service.js';
import { CHAT_REPLY_FAILED_MESSAGE, prepareTurn, turnEvents } from './chat-turn.js';
import { toChatCharacter } from './chat-view.js';

// What a voice call (modules/calls) needs of the chat: the same character, conversation, safety
// checks and replies as the text chat, answered as whole texts the call then speaks.

/** The character a call talks with, in the family's (or the child's) conversation. */
export type CallChatContext = {
  familyId: string;
  child: ChildProfileRow | null;
  characterId: string;
  storyId: string | null;
  character: ChatCharacter;
  sheet: CharacterSheet;
  language: ChatLanguage;
  /** The character's element, for the words its grammar is built from. */
  description: string;
};

/** One answered utterance: the child's words as stored (kept for a grown-up when flagged), the reply. */
export type CallChatTurn = { childText: string; reply: string; concern: boolean };

/**
 * The family's character for a call (404 for another family's character or story). A child
 * profile must be the family's (403). Nothing is opened yet.
 */
export async function callChatContext(
  deps: ChatDeps,
  familyId: string,
  childProfileId: string | null,
  characterId: string,
  storyId: string | null,
): Promise<CallChatContext> {
  const context = await chatContextFor(
    deps,
    { id: familyId, admin: false },
    childProfileId,
    characterId,
    storyId,
  );
  return {
    familyId,
    child: context.child,
    characterId: context.character.id,
    storyId: context.storyId,
    character: await toChatCharacter(deps.files, context.character),
    sheet: context.sheet,
    language: sheetLanguage(context.sheet),
    description: context.character.description,
  };
}

/** Opens (or resumes) the conversation a call's captions are stored in; answers its id. */
export async function openCallConversation(deps: ChatDeps, call: CallChatContext) {
  const context = await contextOf(deps, call);
  const conversation = await openConversation(deps, context);
  return conversation.id;
}

/** The character's greeting when it answers the phone (not stored: the captions are the turns). */
export const callGreetingOf = (sheet: CharacterSheet, seed: string): string =>
  greetingOf(sheet, seed);

/**
 * Answers what the child said on a call exactly as a text-chat turn is answered: the child-safety
 * check (and the moderation service) both ways, a safe reply and a safety event for a message a
 * grown-up should hear of, both lines stored in the conversation. Rate limited per family like
 * the chat (429). The parent's call rules are the call's to apply, not the chat's.
 */
export async function answerOnCall(
  deps: ChatDeps,
  call: CallChatContext,
  text: string,
  signal: AbortSignal,
): Promise<CallChatTurn> {
  const prepared = await prepareTurn(
    deps,
    { id: call.familyId, admin: false },
    call.child?.id ?? null,
    call.characterId,
    { characterId: call.characterId, storyId: call.storyId, userMessage: text },
    `call-turn:${call.familyId}`,
    { ignoreChatRules: true },
  );
  for await (const event of turnEvents(deps, prepared, signal)) {
    if (event.type === 'done') {
      return {
        childText: event.childMessage.text,
        reply: event.reply.text,
        concern: event.childMessage.text !== text,
      };
    }
    if (event.type === 'error') break;
  }
  signal.throwIfAborted();
  throw new AppError('call_reply_failed', CHAT_REPLY_FAILED_MESSAGE, 502, {}, true);
}

async function contextOf(deps: ChatDeps, call: CallChatContext): Promise<ChatContext> {
  return chatContextFor(
    deps,
    { id: call.familyId, admin: false },
    call.child?.id ?? null,
    call.characterId,
    call.storyId,
  );
}
