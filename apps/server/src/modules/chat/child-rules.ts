import {
  goodbyeFor,
  parentSettingsOf,
  startOfLocalDay,
  stoppingRule,
  type StoppingRule,
} from '../parents/index.js';
import type { ChatDeps } from './chat-deps.js';
import { deleteMessagesBefore, selectChatMinutesSince } from './chat.repository.js';
import type { ChatContext } from './chat.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rule of the parent's that stops this child's chat now, with the character's kind goodbye
 * in the child's language; null on the parent's side or when the child may talk.
 */
export async function stopOf(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  context: ChatContext,
): Promise<{ rule: StoppingRule; goodbye: string } | null> {
  const child = context.child;
  if (!child) return null;
  const now = deps.now();
  const { timeZone } = await parentSettingsOf(deps.db, context.familyId);
  const minutesUsed =
    child.dailyChatMinutes === null
      ? 0
      : await selectChatMinutesSince(
          deps.db,
          context.familyId,
          child.id,
          startOfLocalDay(now, timeZone),
        );
  const rule = stoppingRule(child, context.character.id, { now, timeZone, minutesUsed });
  return rule ? { rule, goodbye: goodbyeFor(rule, child.language) } : null;
}

/**
 * The parent's retention setting, applied when a conversation is opened and when the parent
 * reads transcripts: messages older than the kept days are deleted (docs/decisions/0024).
 */
export async function applyRetention(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  familyId: string,
): Promise<void> {
  const { transcriptRetentionDays } = await parentSettingsOf(deps.db, familyId);
  if (transcriptRetentionDays === null) return;
  const before = new Date(deps.now().getTime() - transcriptRetentionDays * DAY_MS);
  await deleteMessagesBefore(deps.db, familyId, before);
}
