import type { Executor } from '../../platform/db/executor.js';
import { selectCallsOf } from './phone-lines.repository.js';

/**
 * The account export's `phoneCalls` section: each call to the phone line, and the call of the
 * calls module it became once a character answered (`callId`, listed with the web calls in the
 * `calls` section; its words are in the chat section's conversation) with the minutes it paid.
 */
export async function phoneCallsExportOf(db: Executor, userId: string) {
  return (await selectCallsOf(db, userId)).map((call) => ({
    callSid: call.callSid,
    callId: call.callId,
    childProfileId: call.childProfileId,
    characterId: call.characterId,
    startedAt: call.startedAt.toISOString(),
    endedAt: call.endedAt?.toISOString() ?? null,
    endReason: call.endReason,
    paidMinutes: call.paidMinutes ?? 0,
  }));
}
