import type { ChatTurnEvent, ChatTurnRequest } from '@storyloom/contracts';
import {
  answerTurn,
  KEPT_FOR_A_GROWN_UP,
  moderatedReading,
  readChildMessage,
  SAFE_REPLIES,
  sheetLanguage,
  suggestionsFor,
  wordsOf,
  type AnswerOutcome,
  type ChildMessageReading,
  type SafetyKind,
} from '../../engines/chat/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import { countAttempt, RateLimitedError, type Limit } from '../../platform/http/rate-limit.js';
import { blockedTopicIn } from '../parents/index.js';
import type { ChatDeps } from './chat-deps.js';
import { stopOf } from './child-rules.js';
import {
  insertMessages,
  insertSafetyEvent,
  selectRecentMessages,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.js';
import {
  chatContextFor,
  openConversation,
  VISITOR_CONVERSATION_ID,
  type ChatContext,
} from './chat.service.js';
import { toChatMessage } from './chat-view.js';

/** Per family: a child chatting quickly sends a message every few seconds, not every second. */
export const CHAT_TURN_LIMIT: Limit = { max: 30, windowSeconds: 60 };
export const CHAT_RATE_LIMITED_MESSAGE =
  "That's a lot of messages! Let's take a little break and talk again in a minute.";
export const CHAT_REPLY_FAILED_MESSAGE = 'Sorry, I could not answer just now. Please try again.';

/** The conversation a reply is written from: the last lines are enough to stay on topic. */
const HISTORY_MESSAGES = 30;

export type PreparedTurn = {
  context: ChatContext;
  /** Null for a visitor: their chat is answered but not kept. */
  conversation: ConversationRow | null;
  history: MessageRow[];
  userMessage: string;
  /** The character's goodbye when a parent's rule stops this child's chat: nothing is stored. */
  goodbye: string | null;
};

/** What a grown-up should hear of: the safety check's concerns, or a topic the parent blocked. */
type Concern = SafetyKind | 'blocked-topic';

const BLOCKED_TOPIC_REPLIES = {
  en: "Let's talk about something else! What would you like to do in our next story?",
  es: '¡Hablemos de otra cosa! ¿Qué te gustaría hacer en nuestro próximo cuento?',
} as const;

/**
 * Everything that can refuse a turn, before its answer starts streaming: the character and story
 * (401, 404), the rate limit (429) counted under `limitKey` (the family, or a visitor's
 * address). A refused turn stores nothing.
 */
export async function prepareTurn(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  caller: RequestUser | null,
  childProfileId: string | null,
  characterId: string,
  request: ChatTurnRequest,
  limitKey: string,
  /** A voice call applies the parent's call rules itself (modules/calls), not the chat's. */
  { ignoreChatRules = false }: { ignoreChatRules?: boolean } = {},
): Promise<PreparedTurn> {
  const context = await chatContextFor(deps, caller, childProfileId, characterId, request.storyId);
  try {
    await countAttempt(deps.db, limitKey, CHAT_TURN_LIMIT);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    throw new AppError('rate_limited', CHAT_RATE_LIMITED_MESSAGE, 429, error.headers);
  }
  const unstored = { context, conversation: null, history: [], userMessage: request.userMessage };
  if (context.visitor) return { ...unstored, goodbye: null };
  const stop = ignoreChatRules ? null : await stopOf(deps, context);
  if (stop) return { ...unstored, goodbye: stop.goodbye };
  const conversation = await openConversation(deps, context);
  const history = await selectRecentMessages(deps.db, conversation.id, HISTORY_MESSAGES);
  return { context, conversation, history, userMessage: request.userMessage, goodbye: null };
}

/**
 * The turn's answer as events: the reply's words as they come, then both stored messages. A
 * message a grown-up should hear of is answered with a warm safe reply, kept out of the
 * conversation (a note stands in its place) and recorded as a safety event for the parent.
 */
export async function* turnEvents(
  deps: ChatDeps,
  prepared: PreparedTurn,
  signal: AbortSignal,
): AsyncGenerator<ChatTurnEvent> {
  const { context, conversation, history, userMessage, goodbye } = prepared;
  try {
    if (goodbye !== null) {
      // A parent's rule stops the chat: the character says goodbye in the normal stream.
      for (const word of wordsOf(goodbye)) yield { type: 'delta', text: word };
      const [childMessage, reply] = unstoredTurn(userMessage, goodbye);
      yield {
        type: 'done',
        childMessage: toChatMessage(childMessage),
        reply: toChatMessage(reply),
        suggestions: [],
      };
      return;
    }
    const reading = await moderatedReading(
      await readChildMessage(userMessage, sheetLanguage(context.sheet)),
      userMessage,
      deps.moderation,
    );
    const concern = concernOf(reading, context.child?.blockedTopics ?? [], userMessage);
    const outcome: AnswerOutcome = { text: '', replacedBecause: null };
    if (concern) {
      outcome.text =
        concern === 'blocked-topic'
          ? BLOCKED_TOPIC_REPLIES[reading.language]
          : SAFE_REPLIES[reading.language][concern];
      for (const word of wordsOf(outcome.text)) yield { type: 'delta', text: word };
    } else {
      const turn = {
        sheet: context.sheet,
        history: history.map((row) => ({ role: row.role, text: row.text })),
        childMessage: userMessage,
        seed: `${conversation?.id ?? VISITOR_CONVERSATION_ID}:${history.at(-1)?.id ?? 0}`,
      };
      const onFailure = (error: unknown) =>
        deps.logger.warn({ err: error }, 'the chat provider failed; the offline engine answered');
      const options = { signal, onFailure, moderation: deps.moderation };
      for await (const segment of answerTurn(turn, deps.engine, options, outcome)) {
        yield { type: 'delta', text: segment };
      }
    }
    const shownChildText = concern ? KEPT_FOR_A_GROWN_UP[reading.language] : userMessage;
    const [childMessage, reply] = conversation
      ? await storeTurn(deps, { ...prepared, conversation }, concern, shownChildText, outcome.text)
      : unstoredTurn(shownChildText, outcome.text);
    if (concern && conversation) tellParent(deps, context.familyId);
    const childTurns = history.filter((row) => row.role === 'child').length + 1;
    yield {
      type: 'done',
      childMessage: toChatMessage(childMessage),
      reply: toChatMessage(reply),
      suggestions: suggestionsFor(context.sheet, childTurns, reading.language),
    };
  } catch (error) {
    if (signal.aborted) return;
    deps.logger.warn({ err: error }, 'a chat turn failed');
    yield { type: 'error', message: CHAT_REPLY_FAILED_MESSAGE };
  }
}

/** The safety check's concern first; else a topic this child's parent blocked. */
function concernOf(
  reading: ChildMessageReading,
  blockedTopics: readonly string[],
  userMessage: string,
): Concern | null {
  if (reading.concern) return reading.concern;
  return blockedTopicIn(userMessage, blockedTopics) ? 'blocked-topic' : null;
}

/**
 * A turn as the client is shown it when nothing is stored: a visitor's (no family is told), or
 * one a parent's rule stopped.
 */
function unstoredTurn(childText: string, replyText: string): [MessageRow, MessageRow] {
  const createdAt = new Date();
  const message = (id: number, role: MessageRow['role'], text: string): MessageRow => ({
    id,
    conversationId: VISITOR_CONVERSATION_ID,
    role,
    text,
    createdAt,
  });
  const id = createdAt.getTime() * 2;
  return [message(id, 'child', childText), message(id + 1, 'character', replyText)];
}

async function storeTurn(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  { context, conversation, userMessage }: PreparedTurn & { conversation: ConversationRow },
  concern: Concern | null,
  childText: string,
  replyText: string,
): Promise<[MessageRow, MessageRow]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const stored = await insertMessages(tx, [
      {
        conversationId: conversation.id,
        role: 'child',
        text: childText,
        createdAt: now,
      },
      { conversationId: conversation.id, role: 'character', text: replyText, createdAt: now },
    ]);
    if (concern) {
      await insertSafetyEvent(tx, {
        userId: context.familyId,
        childProfileId: context.child?.id ?? null,
        characterId: context.character.id,
        kind: concern,
        message: userMessage,
        messageId: stored[0]!.id,
        createdAt: now,
      });
    }
    await updateConversation(tx, conversation.id, { storyId: context.storyId, updatedAt: now });
    return [stored[0]!, stored[1]!];
  });
}

/** The parent hears of a safety event by mail; a failure to enqueue that never fails the turn. */
function tellParent(deps: ChatDeps, familyId: string): void {
  deps
    .onSafetyEvent?.(familyId)
    .catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'could not ask for the parent’s safety alert'),
    );
}
