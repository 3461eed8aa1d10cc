import type { SafetyKind } from '../../engines/chat/index.js';
import type { Executor } from '../../platform/db/executor.js';
import { selectSafetyEvents } from './chat.repository.js';

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
