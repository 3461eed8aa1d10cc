import type { SafetyEvent } from '@storyloom/contracts';
import type { SafetyKind } from '../../engines/chat/index.js';
import type { Executor } from '../../platform/db/executor.js';
import {
  markSafetyEventsMailed,
  selectSafetyEvents,
  selectSafetyEventsInContext,
  type SafetyEventFilter,
} from './chat.repository.js';

/** A moment in a chat a parent should know about (shown to them by the parents' area). */
export type ChatSafetyEvent = {
  id: string;
  /** Null when the character has since been deleted. */
  characterId: string | null;
  kind: SafetyKind | 'blocked-topic';
  /** The child profile that was chatting; null for the parent's side (or a deleted profile). */
  childProfileId: string | null;
  /** What the child wrote, as written. */
  message: string;
  createdAt: string;
};

/** A family's chat safety events, newest first. */
export async function listChatSafetyEvents(
  db: Executor,
  familyId: string,
  { limit = 100 }: { limit?: number } = {},
): Promise<ChatSafetyEvent[]> {
  const rows = await selectSafetyEvents(db, familyId, limit);
  return rows.map((row) => ({
    id: String(row.id),
    characterId: row.characterId,
    kind: row.kind as ChatSafetyEvent['kind'],
    childProfileId: row.childProfileId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The family's safety events as the parent's page and mails show them, newest first: one
 * child's when asked, only those not mailed yet when asked, each with its moment in the
 * transcript (the conversation and the stored message) while the transcript is kept.
 */
export async function safetyEventsForParent(
  db: Executor,
  familyId: string,
  filter: SafetyEventFilter = {},
): Promise<SafetyEvent[]> {
  const rows = await selectSafetyEventsInContext(db, familyId, filter);
  return rows.map(({ event, conversationId, characterName }) => ({
    id: String(event.id),
    kind: event.kind,
    childProfileId: event.childProfileId,
    characterId: event.characterId,
    characterName,
    conversationId,
    messageId: conversationId && event.messageId !== null ? String(event.messageId) : null,
    message: event.message,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** Marks the events as mailed; answers the ids this call marked (none when another run did). */
export async function markMailed(
  db: Executor,
  familyId: string,
  eventIds: string[],
  at: Date,
): Promise<string[]> {
  const marked = await markSafetyEventsMailed(db, familyId, eventIds.map(Number), at);
  return marked.map(String);
}
