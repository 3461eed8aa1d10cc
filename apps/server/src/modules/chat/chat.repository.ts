import { and, desc, eq } from 'drizzle-orm';
import { chatConversations, chatMessages, chatSafetyEvents } from '../../db/schema/chat.js';
import type { Executor } from '../../platform/db/executor.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessageRow = typeof chatMessages.$inferInsert;
export type SafetyEventRow = typeof chatSafetyEvents.$inferSelect;

/** Every query is scoped to the family: another family's ids simply find nothing. */
export async function selectConversation(
  db: Executor,
  userId: string,
  characterId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(eq(chatConversations.userId, userId), eq(chatConversations.characterId, characterId)),
    );
  return row;
}

/** Inserts the conversation unless the family already has one with the character; true if new. */
export async function insertConversation(
  db: Executor,
  values: typeof chatConversations.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(chatConversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  return inserted.length > 0;
}

export async function updateConversation(
  db: Executor,
  id: string,
  values: Pick<ConversationRow, 'storyId' | 'updatedAt'>,
): Promise<void> {
  await db.update(chatConversations).set(values).where(eq(chatConversations.id, id));
}

export async function deleteConversation(
  db: Executor,
  userId: string,
  characterId: string,
): Promise<void> {
  await db
    .delete(chatConversations)
    .where(
      and(eq(chatConversations.userId, userId), eq(chatConversations.characterId, characterId)),
    );
}

/** The last `limit` messages of a conversation, oldest first. */
export async function selectRecentMessages(
  db: Executor,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Inserts messages in the given order (ids grow with it) and answers them as stored. */
export async function insertMessages(db: Executor, rows: NewMessageRow[]): Promise<MessageRow[]> {
  const stored: MessageRow[] = [];
  // One by one: a multi-row insert does not promise its ids follow the rows' order.
  for (const row of rows) {
    const [inserted] = await db.insert(chatMessages).values(row).returning();
    stored.push(inserted!);
  }
  return stored;
}

export async function insertSafetyEvent(
  db: Executor,
  values: typeof chatSafetyEvents.$inferInsert,
): Promise<void> {
  await db.insert(chatSafetyEvents).values(values);
}

/** A family's safety events, newest first. */
export function selectSafetyEvents(
  db: Executor,
  userId: string,
  limit: number,
): Promise<SafetyEventRow[]> {
  return db
    .select()
    .from(chatSafetyEvents)
    .where(eq(chatSafetyEvents.userId, userId))
    .orderBy(desc(chatSafetyEvents.createdAt), desc(chatSafetyEvents.id))
    .limit(limit);
}
