import { asc, eq, inArray } from 'drizzle-orm';
import { chatConversations, chatMessages } from '../../db/schema/chat.js';
import type { Executor } from '../../platform/db/executor.js';
import { listChatSafetyEvents } from './safety-events.js';

/**
 * A family's chats for its account export: every conversation with its messages, oldest first,
 * and the safety events kept for the parent.
 */
export async function chatExportOf(db: Executor, familyId: string) {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, familyId))
    .orderBy(asc(chatConversations.createdAt), asc(chatConversations.id));
  const messages =
    conversations.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.conversationId,
              conversations.map((conversation) => conversation.id),
            ),
          )
          .orderBy(asc(chatMessages.id));
  return {
    conversations: conversations.map((conversation) => ({
      id: conversation.id,
      characterId: conversation.characterId,
      storyId: conversation.storyId,
      createdUtcEpoch: conversation.createdAt.getTime(),
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          role: message.role,
          text: message.text,
          createdUtcEpoch: message.createdAt.getTime(),
        })),
    })),
    safetyEvents: await listChatSafetyEvents(db, familyId, { limit: 10_000 }),
  };
}
