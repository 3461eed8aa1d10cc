import {
  ALL_STORIES_ID,
  StoryElementType,
  type ChatCharacter,
  type ChatMessage,
  type ChatSetupResponse,
} from '@storyloom/contracts';
import { greetingOf, suggestionsFor, type CharacterSheet } from '../../engines/chat/index.js';
import { notFound, unauthorized } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import { randomBase62 } from '../../platform/random-id.js';
import { publicDemoCharacter } from '../demo/index.js';
import { childProfileFor, type ChildProfileRow } from '../parents/index.js';
import { ownsStory } from '../stories/index.js';
import { selectOwnedElement, type StoryElementRow } from '../story-elements/index.js';
import { characterSheetOf } from './character-sheet.js';
import type { ChatDeps } from './chat-deps.js';
import {
  deleteConversation,
  insertConversation,
  insertMessages,
  selectConversation,
  selectRecentMessages,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.js';
import { toChatCharacter, toChatMessage } from './chat-view.js';
import { applyRetention, stopOf } from './child-rules.js';

export const CHARACTER_NOT_FOUND = 'Character not found';
export const STORY_NOT_FOUND = 'Story not found';

/** Setup shows the conversation's last messages; older ones stay stored. */
export const SHOWN_MESSAGES = 200;

/** The character being talked with, whose family it is, and what it may speak from. */
export type ChatContext = {
  familyId: string;
  /** The child profile the device acts as, whose rules hold; null on the parent's side. */
  child: ChildProfileRow | null;
  /** A signed-out visitor talking with a public demo's character: nothing is stored. */
  visitor: boolean;
  character: StoryElementRow;
  storyId: string | null;
  sheet: CharacterSheet;
};

/** No story, or 'all', means every story the character is in. */
const storyFilter = (storyId: string | null | undefined) =>
  !storyId || storyId === ALL_STORIES_ID ? null : storyId;

/**
 * Which family's character this is, for this caller: their own, or (for a visitor) a running
 * public demo's, which speaks only of the demo's story. Another family's character, or a story
 * that is not theirs, is 404, never 403: a caller learns nothing of what others have.
 */
export async function chatContextFor(
  deps: Pick<ChatDeps, 'db'>,
  caller: RequestUser | null,
  childProfileId: string | null,
  characterId: string,
  requestedStoryId: string | null | undefined,
): Promise<ChatContext> {
  const demo = caller ? null : await publicDemoCharacter(deps.db, characterId);
  const familyId = caller?.id ?? demo?.ownerId;
  if (!familyId) throw unauthorized();
  // A visitor has no family of their own: a child-profile header means nothing for them.
  const child =
    caller && childProfileId ? await childProfileFor(deps.db, familyId, childProfileId) : null;
  const character = await selectOwnedElement(deps.db, familyId, characterId);
  if (!character || character.type !== StoryElementType.Character) {
    throw notFound(CHARACTER_NOT_FOUND);
  }
  const requested = storyFilter(requestedStoryId);
  if (demo && requested && requested !== demo.storyId) throw notFound(STORY_NOT_FOUND);
  const storyId = demo ? demo.storyId : requested;
  if (!demo && storyId && !(await ownsStory(deps.db, familyId, storyId))) {
    throw notFound(STORY_NOT_FOUND);
  }
  const sheet = await characterSheetOf(deps.db, familyId, character, storyId);
  return { familyId, child, visitor: demo !== null, character, storyId, sheet };
}

/**
 * This side of the family's (the child profile's, or the parent's) conversation with the
 * character, begun with its greeting when new. The parent's retention setting is applied first.
 */
export async function openConversation(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  context: ChatContext,
): Promise<ConversationRow> {
  const { db } = deps;
  await applyRetention(deps, context.familyId);
  const childProfileId = context.child?.id ?? null;
  const existing = await selectConversation(
    db,
    context.familyId,
    childProfileId,
    context.character.id,
  );
  if (existing) {
    if (existing.storyId !== context.storyId) {
      await updateConversation(db, existing.id, {
        storyId: context.storyId,
        updatedAt: new Date(),
      });
    }
    return existing;
  }
  const now = new Date();
  const id = randomBase62();
  await db.transaction(async (tx) => {
    const created = await insertConversation(tx, {
      id,
      userId: context.familyId,
      childProfileId,
      characterId: context.character.id,
      storyId: context.storyId,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) return;
    await insertMessages(tx, [
      {
        conversationId: id,
        role: 'character',
        text: greetingOf(context.sheet, id),
        createdAt: now,
      },
    ]);
  });
  // Another request may have opened it at the same moment: theirs is the one.
  const opened = await selectConversation(
    db,
    context.familyId,
    childProfileId,
    context.character.id,
  );
  if (!opened) throw new Error('the conversation was not stored');
  return opened;
}

const childTurns = (messages: MessageRow[]) =>
  messages.filter((message) => message.role === 'child').length;

/** The conversation id a visitor's Setup answers: a visitor's chat is not kept. */
export const VISITOR_CONVERSATION_ID = 'visitor';
/** The conversation id Setup answers when a parent's rule stops the child's chat for now. */
export const RESTING_CONVERSATION_ID = 'resting';

/** A chat a rule stopped: the character's goodbye only, nothing opened or stored. */
function restingConversation(character: ChatCharacter, goodbye: string): ChatSetupResponse {
  return {
    conversationId: RESTING_CONVERSATION_ID,
    character,
    messages: [
      { id: 'goodbye', role: 'character', text: goodbye, createdAt: new Date().toISOString() },
    ],
    suggestions: [],
  };
}

/** A visitor's conversation: the greeting only, every time (nothing of theirs is stored). */
function visitorConversation(context: ChatContext, character: ChatCharacter): ChatSetupResponse {
  const greeting: ChatMessage = {
    id: 'greeting',
    role: 'character',
    text: greetingOf(context.sheet, `${VISITOR_CONVERSATION_ID}:${context.character.id}`),
    createdAt: new Date().toISOString(),
  };
  return {
    conversationId: VISITOR_CONVERSATION_ID,
    character,
    messages: [greeting],
    suggestions: suggestionsFor(context.sheet, 0),
  };
}

export function createChatService(deps: ChatDeps) {
  return {
    /** Opens or resumes the family's conversation with a character. */
    async setup(
      caller: RequestUser | null,
      childProfileId: string | null,
      characterId: string,
      storyId: string | null | undefined,
    ): Promise<ChatSetupResponse> {
      const context = await chatContextFor(deps, caller, childProfileId, characterId, storyId);
      const character = await toChatCharacter(deps.files, context.character);
      if (context.visitor) return visitorConversation(context, character);
      const stop = await stopOf(deps, context);
      if (stop) return restingConversation(character, stop.goodbye);
      const conversation = await openConversation(deps, context);
      const messages = await selectRecentMessages(deps.db, conversation.id, SHOWN_MESSAGES);
      return {
        conversationId: conversation.id,
        character,
        messages: messages.map(toChatMessage),
        suggestions: suggestionsFor(context.sheet, childTurns(messages)),
      };
    },

    /** A parent clears every conversation of the family with a character (safety events stay). */
    async clear(caller: RequestUser, characterId: string): Promise<void> {
      const character = await selectOwnedElement(deps.db, caller.id, characterId);
      if (!character || character.type !== StoryElementType.Character) {
        throw notFound(CHARACTER_NOT_FOUND);
      }
      await deleteConversation(deps.db, caller.id, characterId);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
