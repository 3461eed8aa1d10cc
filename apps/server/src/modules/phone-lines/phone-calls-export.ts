import type { Executor } from '../../platform/db/executor.js';
import { selectCallsOf } from './phone-lines.repository.js';

/** The account export's `phoneCalls` section: each call to the phone line and its minutes. */
export async function phoneCallsExportOf(db: Executor, userId: string) {
  return (await selectCallsOf(db, userId)).map((call) => ({
    callSid: call.callSid,
    characterId: call.characterId,
    startedAt: call.startedAt.toISOString(),
    endedAt: call.endedAt?.toISOString() ?? null,
    endReason: call.endReason,
    paidMinutes: call.paidMinutes,
  }));
}
