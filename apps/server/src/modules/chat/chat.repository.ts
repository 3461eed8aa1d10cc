import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { chatConversations, chatMessages, chatSafetyEvents } from '../../db/schema/chat.js';
import { storyElements } from '../../db/schema/story-elements.js';
import type { Executor } from '../../platform/db/executor.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessageRow = typeof chatMessages.$inferInsert;
export type SafetyEventRow = typeof chatSafetyEvents.$inferSelect;

/** Every query is scoped to the family: another family's ids simply find nothing. */
/** The conversations of one side of the family: a child profile's, or (null) the parent's. */
const ofChild = (childProfileId: string | null): SQL =>
  childProfileId === null
    ? isNull(chatConversations.childProfileId)
    : eq(chatConversations.childProfileId, childProfileId);

export async function selectConversation(
  db: Executor,
  userId: string,
  childProfileId: string | null,
  characterId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.userId, userId),
        ofChild(childProfileId),
        eq(chatConversations.characterId, characterId),
      ),
    );
  return row;
}

/** Inserts the conversation unless this side of the family has one with the character; true if new. */
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

/** Every conversation of the family with the character, the children's too. */
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

/**
 * The minutes a child profile has chatted since `since`: each minute in which the child sent a
 * message counts once (a child reading a long answer is not on the clock twice).
 */
export async function selectChatMinutesSince(
  db: Executor,
  userId: string,
  childProfileId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({
      minutes: sql<number>`count(distinct date_trunc('minute', ${chatMessages.createdAt}))::int`,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.userId, userId),
        eq(chatConversations.childProfileId, childProfileId),
        eq(chatMessages.role, 'child'),
        gte(chatMessages.createdAt, since),
      ),
    );
  return row?.minutes ?? 0;
}

/** The family's conversations, newest first; only one child's when `childProfileId` is given. */
export function selectFamilyConversations(
  db: Executor,
  userId: string,
  childProfileId: string | undefined,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.userId, userId),
        childProfileId === undefined ? undefined : ofChild(childProfileId),
      ),
    )
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id));
}

/** The messages of the given conversations, oldest first. */
export function selectMessagesOf(db: Executor, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(chatMessages.id);
}

export async function deleteConversationById(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.id, id)))
    .returning({ id: chatConversations.id });
  return deleted.length > 0;
}

/** Deletes the family's chat messages older than `before` (the parent's retention setting). */
export async function deleteMessagesBefore(
  db: Executor,
  userId: string,
  before: Date,
): Promise<void> {
  await db
    .delete(chatMessages)
    .where(
      and(
        lt(chatMessages.createdAt, before),
        inArray(
          chatMessages.conversationId,
          db
            .select({ id: chatConversations.id })
            .from(chatConversations)
            .where(eq(chatConversations.userId, userId)),
        ),
      ),
    );
}

/**
 * A family's safety events for the parent, newest first, with the conversation of the moment
 * (null once its messages were deleted) and the character's name ('' once it was deleted).
 */
export function selectSafetyEventsInContext(
  db: Executor,
  userId: string,
  { childProfileId, unmailedOnly = false, limit = 200 }: SafetyEventFilter = {},
) {
  return db
    .select({
      event: chatSafetyEvents,
      conversationId: chatMessages.conversationId,
      characterName: sql<string>`coalesce(${storyElements.name}, '')`,
    })
    .from(chatSafetyEvents)
    .leftJoin(chatMessages, eq(chatMessages.id, chatSafetyEvents.messageId))
    .leftJoin(storyElements, eq(storyElements.id, chatSafetyEvents.characterId))
    .where(
      and(
        eq(chatSafetyEvents.userId, userId),
        childProfileId === undefined
          ? undefined
          : eq(chatSafetyEvents.childProfileId, childProfileId),
        unmailedOnly ? isNull(chatSafetyEvents.mailedAt) : undefined,
      ),
    )
    .orderBy(desc(chatSafetyEvents.createdAt), desc(chatSafetyEvents.id))
    .limit(limit);
}

export type SafetyEventFilter = {
  childProfileId?: string;
  unmailedOnly?: boolean;
  limit?: number;
};

/** Marks these events as mailed to the parent; only those still unmailed (a second run adds none). */
export async function markSafetyEventsMailed(
  db: Executor,
  userId: string,
  ids: number[],
  at: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const marked = await db
    .update(chatSafetyEvents)
    .set({ mailedAt: at })
    .where(
      and(
        eq(chatSafetyEvents.userId, userId),
        inArray(chatSafetyEvents.id, ids),
        isNull(chatSafetyEvents.mailedAt),
      ),
    )
    .returning({ id: chatSafetyEvents.id });
  return marked.map((row) => row.id);
}

/**
 * Per child profile of the family, between `since` and `until`: the minutes chatted (each minute
 * with a child's message counts once, as the daily limit counts them) and the characters talked to.
 */
export async function selectChildChatWeek(
  db: Executor,
  userId: string,
  since: Date,
  until: Date,
): Promise<{ childProfileId: string; minutes: number; characterNames: string[] }[]> {
  const inWindow = and(
    eq(chatConversations.userId, userId),
    isNotNull(chatConversations.childProfileId),
    eq(chatMessages.role, 'child'),
    gte(chatMessages.createdAt, since),
    lt(chatMessages.createdAt, until),
  );
  const minutes = await db
    .select({
      childProfileId: sql<string>`${chatConversations.childProfileId}`,
      minutes: sql<number>`count(distinct date_trunc('minute', ${chatMessages.createdAt}))::int`,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(inWindow)
    .groupBy(chatConversations.childProfileId);
  const characters = await db
    .selectDistinct({
      childProfileId: sql<string>`${chatConversations.childProfileId}`,
      name: storyElements.name,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .innerJoin(storyElements, eq(storyElements.id, chatConversations.characterId))
    .where(inWindow);
  return minutes.map((row) => ({
    childProfileId: row.childProfileId,
    minutes: row.minutes,
    characterNames: characters
      .filter((character) => character.childProfileId === row.childProfileId)
      .map((character) => character.name)
      .sort((a, b) => a.localeCompare(b)),
  }));
}
