import type { Transcript } from '@storyloom/contracts';
import { notFound } from '../../platform/http/app-error.js';
import { foldedForMatching } from '../parents/index.js';
import { selectOwnedElement } from '../story-elements/index.js';
import type { ChatDeps } from './chat-deps.js';
import {
  deleteConversationById,
  selectFamilyConversations,
  selectMessagesOf,
} from './chat.repository.js';
import { toChatMessage } from './chat-view.js';
import { applyRetention } from './child-rules.js';

export const TRANSCRIPT_NOT_FOUND = 'Transcript not found';

const folded = foldedForMatching;

/**
 * The family's chat transcripts for the parent, newest first: one child's when asked, and only
 * the messages containing `q` (any case or accent) when searched, leaving out conversations
 * without a match. The retention setting is applied first.
 */
export async function listTranscripts(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  familyId: string,
  { childProfileId, q }: { childProfileId?: string; q?: string },
): Promise<Transcript[]> {
  await applyRetention(deps, familyId);
  const conversations = await selectFamilyConversations(deps.db, familyId, childProfileId);
  const messages = await selectMessagesOf(
    deps.db,
    conversations.map((conversation) => conversation.id),
  );
  const needle = q ? folded(q) : null;
  const transcripts: Transcript[] = [];
  for (const conversation of conversations) {
    const own = messages.filter(
      (message) =>
        message.conversationId === conversation.id &&
        (needle === null || folded(message.text).includes(needle)),
    );
    if (needle !== null && own.length === 0) continue;
    const character = await selectOwnedElement(deps.db, familyId, conversation.characterId);
    transcripts.push({
      conversationId: conversation.id,
      childProfileId: conversation.childProfileId,
      characterId: conversation.characterId,
      characterName: character?.name ?? '',
      updatedAt: conversation.updatedAt.toISOString(),
      messages: own.map(toChatMessage),
    });
  }
  return transcripts;
}

/** Another family's conversation is 404, as an unknown one. */
export async function deleteTranscript(
  deps: Pick<ChatDeps, 'db'>,
  familyId: string,
  conversationId: string,
): Promise<void> {
  if (!(await deleteConversationById(deps.db, familyId, conversationId))) {
    throw notFound(TRANSCRIPT_NOT_FOUND);
  }
}
