import { ContentKind } from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { Plans } from '../plans/index.js';
import { markMinutePaid } from './phone-lines.repository.js';

// Minutes of a phone call, paid through the credits ledger like a voice call's (content kind
// VoiceChatSeconds, creditsPerMinuteOfCall per started minute): minute k of a call is charged
// once, under the key phone-call:{CallSid}:{k}, together with the call row's paid_minutes.

export const SECONDS_PER_MINUTE = 60;

export type PhoneMeter = {
  /** Charges minute `minute` (0-based) of the call; false when the balance cannot pay it. */
  chargeMinute(userId: string, callSid: string, minute: number): Promise<boolean>;
  /** Whether the family's balance covers one more minute now. */
  canPayAMinute(userId: string): Promise<boolean>;
};

export function createPhoneMeter(
  plans: Pick<Plans, 'credits' | 'subscriptions' | 'systemConfiguration'>,
): PhoneMeter {
  return {
    async chargeMinute(userId, callSid, minute) {
      try {
        await plans.credits.spendCredits(
          {
            userId,
            contentKind: ContentKind.VoiceChatSeconds,
            units: SECONDS_PER_MINUTE,
            reference: `phone-call:${callSid}`,
            idempotencyKey: `phone-call:${callSid}:${minute}`,
          },
          // The minute moves on the call row in the same transaction: a twin request pays nothing.
          (tx) => markMinutePaid(tx, callSid, minute),
        );
        return true;
      } catch (error) {
        if (error instanceof AppError && error.status === 402) return false;
        throw error;
      }
    },
    async canPayAMinute(userId) {
      const [subscription, configuration] = [
        await plans.subscriptions.getCurrentSubscription(userId),
        await plans.systemConfiguration.getCurrent(),
      ];
      return subscription.creditsAvailable >= configuration.systemCosts.creditsPerMinuteOfCall;
    },
  };
}
