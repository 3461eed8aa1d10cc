import {
  DEFAULT_SUBSCRIPTION,
  Plan,
  SUBSCRIPTION_DOC_ID,
  SUBSCRIPTION_UPDATED_EVENT,
  type Subscription,
  type SystemConfiguration,
} from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { insertEntry, type LedgerEntry, type NewLedgerEntry } from './credit-ledger.repository.js';
import type { PlansDeps } from './plans-deps.js';
import type { Executor } from '../../platform/db/executor.js';
import { planCredits } from './system-configuration.rules.js';
import {
  insertSubscriptionIfMissing,
  lockSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository.js';

// Steps the credits and subscriptions services share. Each runs inside the caller's transaction.

export const welcomeGrantKey = (userId: string) => `welcome:${userId}`;

/**
 * Locks the user's subscription, creating the Demo default with the Demo plan's grant first if
 * there is none. Concurrent first calls wait on the new row's key, so only one of them grants.
 */
export async function lockOrCreateSubscription(
  tx: Executor,
  userId: string,
  configuration: SystemConfiguration,
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const existing = await lockSubscription(tx, userId);
  if (existing) return { row: existing, created: false };
  const inserted = await insertSubscriptionIfMissing(tx, userId, {
    plan: DEFAULT_SUBSCRIPTION.plan,
    bagOfIdeasSize: DEFAULT_SUBSCRIPTION.bagOfIdeasSize,
    canGenerateLongerContent: DEFAULT_SUBSCRIPTION.canGenerateLongerContent,
  });
  if (inserted) {
    const welcome = planCredits(configuration, Plan.Demo);
    const row =
      welcome > 0
        ? await moveCredits(tx, {
            userId,
            delta: welcome,
            reason: 'grant',
            idempotencyKey: welcomeGrantKey(userId),
            note: 'Demo plan credits',
          }).then((moved) => moved?.row ?? inserted)
        : inserted;
    return { row, created: true };
  }
  // Another transaction created it meanwhile; its insert committed before ours gave way.
  const row = await lockSubscription(tx, userId);
  if (!row) throw new Error(`subscription of ${userId} missing after insert`);
  return { row, created: false };
}

/**
 * Writes one ledger entry and moves the balance by the same delta. Undefined when the key was
 * used before (nothing moves). The subscription row must be locked by the caller.
 */
export async function moveCredits(
  tx: Executor,
  entry: NewLedgerEntry & { delta: number },
): Promise<{ entry: LedgerEntry; row: SubscriptionRow } | undefined> {
  const stored = await insertEntry(tx, entry);
  if (!stored) return undefined;
  const row = await updateSubscription(tx, entry.userId, { creditsDelta: entry.delta });
  return { entry: stored, row };
}

/** A replayed key must belong to the same user and kind of movement; anything else is misuse. */
export function assertReplayMatches(
  previous: LedgerEntry,
  userId: string,
  reasons: LedgerEntry['reason'][],
): void {
  if (previous.userId !== userId || !reasons.includes(previous.reason)) {
    throw idempotencyKeyReused();
  }
}

export const idempotencyKeyReused = () =>
  new AppError(
    'idempotency_key_reused',
    'This idempotency key was already used for a different credit change.',
    409,
  );

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: SUBSCRIPTION_DOC_ID,
    plan: row.plan as Plan,
    bagOfIdeasSize: row.bagOfIdeasSize,
    canGenerateLongerContent: row.canGenerateLongerContent,
    creditsAvailable: row.creditsAvailable,
    createdUtcEpoch: row.createdAt.getTime(),
    updatedUtcEpoch: row.updatedAt.getTime(),
  };
}

/**
 * Tells the user's open tabs, after the transaction committed. The change is already stored, so
 * a failed publish is logged rather than failing the caller; the next change carries the state.
 */
export async function publishSubscription(
  { live, logger }: Pick<PlansDeps, 'live' | 'logger'>,
  userId: string,
  subscription: Subscription,
): Promise<void> {
  try {
    await live.publish(userId, { type: SUBSCRIPTION_UPDATED_EVENT, data: subscription });
  } catch (error) {
    logger.warn({ err: error, userId }, 'could not publish the subscription change');
  }
}
