import type { Executor } from '../../platform/db/executor.js';
import { selectCallsOf } from './calls.repository.js';

/**
 * The account export's `calls` section: each call, on the web or on the phone line, with the
 * child whose rules held, its minutes and how it ended (what was said is in the chat section's
 * conversation of the call).
 */
export async function callsExportOf(db: Executor, familyId: string) {
  return (await selectCallsOf(db, familyId)).map((call) => ({
    id: call.id,
    channel: call.channel,
    externalId: call.externalId,
    childProfileId: call.childProfileId,
    characterId: call.characterId,
    storyId: call.storyId,
    conversationId: call.conversationId,
    language: call.language,
    startedAt: call.startedAt.toISOString(),
    endedAt: call.endedAt?.toISOString() ?? null,
    endReason: call.endReason,
    endRule: call.endRule,
    paidMinutes: call.paidMinutes,
  }));
}
