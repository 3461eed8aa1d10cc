import type { ChatTurnEvent, ChatTurnRequest } from '@storyloom/contracts';
import {
  answerTurn,
  KEPT_FOR_A_GROWN_UP,
  readChildMessage,
  SAFE_REPLIES,
  sheetLanguage,
  suggestionsFor,
  wordsOf,
  type AnswerOutcome,
  type ChildMessageReading,
} from '../../engines/chat/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import { countAttempt, RateLimitedError, type Limit } from '../../platform/http/rate-limit.js';
import type { ChatDeps } from './chat-deps.js';
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
};

/**
 * Everything that can refuse a turn, before its answer starts streaming: the character and story
 * (401, 404), the rate limit (429) counted under `limitKey` (the family, or a visitor's
 * address). A refused turn stores nothing.
 */
export async function prepareTurn(
  deps: Pick<ChatDeps, 'db'>,
  caller: RequestUser | null,
  characterId: string,
  request: ChatTurnRequest,
  limitKey: string,
): Promise<PreparedTurn> {
  const context = await chatContextFor(deps, caller, characterId, request.storyId);
  try {
    await countAttempt(deps.db, limitKey, CHAT_TURN_LIMIT);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    throw new AppError('rate_limited', CHAT_RATE_LIMITED_MESSAGE, 429, error.headers);
  }
  if (context.visitor)
    return { context, conversation: null, history: [], userMessage: request.userMessage };
  const conversation = await openConversation(deps, context);
  const history = await selectRecentMessages(deps.db, conversation.id, HISTORY_MESSAGES);
  return { context, conversation, history, userMessage: request.userMessage };
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
  const { context, conversation, history, userMessage } = prepared;
  try {
    const reading = await readChildMessage(userMessage, sheetLanguage(context.sheet));
    const outcome: AnswerOutcome = { text: '', replacedBecause: null };
    if (reading.concern) {
      outcome.text = SAFE_REPLIES[reading.language][reading.concern];
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
      for await (const segment of answerTurn(turn, deps.engine, { signal, onFailure }, outcome)) {
        yield { type: 'delta', text: segment };
      }
    }
    const [childMessage, reply] = conversation
      ? await storeTurn(deps, { ...prepared, conversation }, reading, outcome.text)
      : unstoredTurn(prepared, reading, outcome.text);
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

const childText = (reading: ChildMessageReading, userMessage: string) =>
  reading.concern ? KEPT_FOR_A_GROWN_UP[reading.language] : userMessage;

/** A visitor's turn as the client is shown it: nothing is stored, and no family is told. */
function unstoredTurn(
  { userMessage }: PreparedTurn,
  reading: ChildMessageReading,
  replyText: string,
): [MessageRow, MessageRow] {
  const createdAt = new Date();
  const message = (id: number, role: MessageRow['role'], text: string): MessageRow => ({
    id,
    conversationId: VISITOR_CONVERSATION_ID,
    role,
    text,
    createdAt,
  });
  const id = createdAt.getTime() * 2;
  return [
    message(id, 'child', childText(reading, userMessage)),
    message(id + 1, 'character', replyText),
  ];
}

async function storeTurn(
  deps: Pick<ChatDeps, 'db'>,
  { context, conversation, userMessage }: PreparedTurn & { conversation: ConversationRow },
  reading: ChildMessageReading,
  replyText: string,
): Promise<[MessageRow, MessageRow]> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const stored = await insertMessages(tx, [
      {
        conversationId: conversation.id,
        role: 'child',
        text: childText(reading, userMessage),
        createdAt: now,
      },
      { conversationId: conversation.id, role: 'character', text: replyText, createdAt: now },
    ]);
    if (reading.concern) {
      await insertSafetyEvent(tx, {
        userId: context.familyId,
        characterId: context.character.id,
        kind: reading.concern,
        message: userMessage,
        messageId: stored[0]!.id,
        createdAt: now,
      });
    }
    await updateConversation(tx, conversation.id, { storyId: context.storyId, updatedAt: now });
    return [stored[0]!, stored[1]!];
  });
}
