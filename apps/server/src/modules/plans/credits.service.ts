import { z } from 'zod';
import {
  contentKindSchema,
  insufficientCreditsMessage,
  type ContentKind,
  type Subscription,
} from '@storyloom/contracts';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import { creditCost } from './credit-costs.js';
import { findEntryByKey, outstandingCharge, type LedgerEntry } from './credit-ledger.repository.js';
import type { PlansDeps } from './plans-deps.js';
import type { Executor } from '../../platform/db/executor.js';
import {
  assertReplayMatches,
  idempotencyKeyReused,
  lockOrCreateSubscription,
  moveCredits,
  publishSubscription,
  toSubscription,
} from './subscription-ledger.js';
import { lockSubscription, type SubscriptionRow } from './subscriptions.repository.js';
import { spendInOneStatement } from './one-statement-spend.repository.js';
import { readConfiguration, type CurrentConfiguration } from './system-configuration.service.js';

const key = z.string().trim().min(1).max(200);

const spendSchema = z.object({
  userId: key,
  contentKind: contentKindSchema,
  reference: key.describe('What was generated, e.g. a story or artifact id; refunds name it'),
  idempotencyKey: key,
  units: z.number().int().positive().optional().describe('Items, or seconds of voice chat'),
  alsoCharge: z
    .array(z.object({ contentKind: contentKindSchema, units: z.number().int().positive() }))
    .max(4)
    .default([])
    .describe('Paid together with the first item, all or nothing: a story and its pictures'),
});
export type SpendCreditsInput = {
  userId: string;
  contentKind: ContentKind;
  reference: string;
  idempotencyKey: string;
  units?: number | undefined;
  /** More items paid in the same transaction; each gets its own ledger entry. */
  alsoCharge?: { contentKind: ContentKind; units: number }[];
};

/** Ledger keys of a spend's items: the caller's key for the first, a suffix for the others. */
const itemKey = (idempotencyKey: string, index: number) =>
  index === 0 ? idempotencyKey : `${idempotencyKey}#${index}`;

const refundSchema = z.object({ userId: key, reference: key });

/** The largest single grant or deduction; it keeps a typo from minting millions of credits. */
export const MAX_CREDIT_GRANT = 1_000_000;

const grantSchema = z.object({
  userId: key,
  amount: z
    .number()
    .int()
    .min(-MAX_CREDIT_GRANT)
    .max(MAX_CREDIT_GRANT)
    .refine((amount) => amount !== 0, 'must not be 0'),
  reason: z.enum(['grant', 'admin']),
  idempotencyKey: key,
  note: z.string().trim().max(500).optional(),
});
export type GrantCreditsInput = z.input<typeof grantSchema>;

export type SpendOutcome = { charged: number; replayed: boolean; subscription: Subscription };

/**
 * Writes the work a spend pays for inside the spend's transaction, before anything is charged, so
 * the work and its charge commit together or not at all. Answers false when there is nothing to
 * pay for after all (a twin request recorded the same work first): then nothing is charged.
 */
export type RecordPaidWork = (tx: Executor) => Promise<boolean>;
/**
 * Ends paid work inside its refund's transaction, before anything is given back, so nobody sees
 * the work ended while its credits are still out. Answers the reference of the charge to give
 * back, or undefined when there is nothing to give (the work was made after all).
 */
export type EndPaidWork = (tx: Executor) => Promise<string | undefined>;
export type RefundOutcome = { refunded: number; subscription: Subscription | null };
export type GrantOutcome = { granted: number; replayed: boolean; subscription: Subscription };

function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(`Invalid ${what}: ${z.prettifyError(result.error)}`);
  return result.data;
}

const insufficientCredits = (cost: number, available: number) =>
  new AppError('insufficient_credits', insufficientCreditsMessage(cost, available), 402);

export type CreditsService = ReturnType<typeof createCreditsService>;

/**
 * Credits move only here: each call is one transaction that locks the user's subscription row,
 * writes one ledger entry under an idempotency key and moves the balance by the same amount.
 */
export function createCreditsService(deps: PlansDeps) {
  const { db } = deps;
  // The configuration the last full spend or grant read. The one-statement spend works its cost
  // out from it and charges only while the stored version is still this one, so a change of
  // costs is never charged late: the first spend after it takes the full path and reads it again.
  let lastRead: CurrentConfiguration | undefined;
  const remember = (configuration: CurrentConfiguration) => {
    if (!lastRead || configuration.configurationVersion >= lastRead.configurationVersion) {
      lastRead = configuration;
    }
    return configuration;
  };

  const announce = async (userId: string, row: SubscriptionRow, changed: boolean) => {
    const subscription = toSubscription(row);
    if (changed) await publishSubscription(deps, userId, subscription);
    return subscription;
  };

  const refund = async (userId: string, endWork: EndPaidWork): Promise<RefundOutcome> => {
    const result = await db.transaction(async (tx) => {
      // The work's row before the account's, in the order a spend that records work locks them.
      const reference = await endWork(tx);
      if (reference === undefined) return { refunded: 0, row: null };
      parse(refundSchema.shape.reference, reference, 'credit refund');
      const row = await lockSubscription(tx, userId);
      if (!row) return { refunded: 0, row: null };
      const { charged, latestSpendId } = await outstandingCharge(tx, userId, reference);
      if (charged <= 0 || latestSpendId === null) return { refunded: 0, row };
      const moved = await moveCredits(tx, {
        userId,
        delta: charged,
        reason: 'refund',
        reference,
        // One refund per state of the reference: a newer spend makes a new refund possible.
        idempotencyKey: `refund:${userId}:${reference}:${latestSpendId}`,
      });
      return moved ? { refunded: charged, row: moved.row } : { refunded: 0, row };
    });
    if (!result.row) return { refunded: 0, subscription: null };
    return {
      refunded: result.refunded,
      subscription: await announce(userId, result.row, result.refunded > 0),
    };
  };

  return {
    /**
     * Charges what the content kind costs now. A replayed idempotency key returns the first
     * charge and moves nothing; a cost of 0 is free and always allowed; too few credits is a 402
     * with nothing written. A user without a subscription gets the Demo default first.
     * `recordWork` writes what is paid for in the same transaction (see RecordPaidWork).
     */
    async spendCredits(
      input: SpendCreditsInput,
      recordWork?: RecordPaidWork,
    ): Promise<SpendOutcome> {
      const request = parse(spendSchema, input, 'credit spend');
      const { userId } = request;
      // The usual spend (one item, nothing recorded with it, not free): one statement, so the
      // account's row is locked for one round trip. Whatever it does not charge goes on below.
      const known = lastRead;
      if (known && !recordWork && request.alsoCharge.length === 0) {
        const cost = creditCost(known.systemCosts, request.contentKind, request.units);
        const row =
          cost > 0
            ? await spendInOneStatement(db, {
                userId,
                cost,
                contentKind: request.contentKind,
                reference: request.reference,
                idempotencyKey: request.idempotencyKey,
                configurationVersion: known.configurationVersion,
              })
            : undefined;
        if (row) {
          const subscription = await announce(userId, row, true);
          return { charged: cost, replayed: false, subscription };
        }
      }
      const items = [
        { contentKind: request.contentKind, units: request.units },
        ...request.alsoCharge,
      ];
      const result = await db.transaction(async (tx) => {
        // The work first: a twin request waits here on the work's key until the first commits.
        const workIsNew = recordWork ? await recordWork(tx) : true;
        const configuration = remember(await readConfiguration(tx));
        const { row, created } = await lockOrCreateSubscription(tx, userId, configuration);
        if (!workIsNew) return { charged: 0, replayed: true, row, changed: created };
        // What a replayed key answers: the first charge, with nothing moved again.
        const replayOf = async (previous: LedgerEntry) => {
          assertReplayMatches(previous, userId, ['spend']);
          // The items were written together, so the others are there too (or cost nothing).
          let charged = -previous.delta;
          for (let index = 1; index < items.length; index += 1) {
            const other = await findEntryByKey(tx, itemKey(request.idempotencyKey, index));
            if (other) charged -= other.delta;
          }
          return { charged, replayed: true, row, changed: created };
        };
        const costs = items.map((item) =>
          creditCost(configuration.systemCosts, item.contentKind, item.units),
        );
        const total = costs.reduce((sum, cost) => sum + cost, 0);
        // The row lock is held from here to the commit, and every spend of the account waits for
        // it: the usual spend (a new key, enough credits) goes straight to its ledger insert,
        // which finds a replayed key by its conflict. Only the rarer paths look the key up first.
        if (total === 0 || row.creditsAvailable < total) {
          const previous = await findEntryByKey(tx, request.idempotencyKey);
          if (previous) return replayOf(previous);
          if (total === 0) return { charged: 0, replayed: false, row, changed: created };
          throw insufficientCredits(total, row.creditsAvailable);
        }
        let latest = row;
        for (const [index, item] of items.entries()) {
          if (costs[index] === 0) continue;
          const key = itemKey(request.idempotencyKey, index);
          const moved = await moveCredits(tx, {
            userId,
            delta: -costs[index]!,
            reason: 'spend',
            contentKind: item.contentKind,
            reference: request.reference,
            idempotencyKey: key,
          });
          if (!moved) {
            // The request's own key taken: a replay of it (ours, under the lock) or another
            // user's key, which assertReplayMatches refuses. Any other item's key taken can
            // only be another user's: ours were written together with the first.
            const previous =
              index === 0 ? await findEntryByKey(tx, request.idempotencyKey) : undefined;
            if (previous) return replayOf(previous);
            throw idempotencyKeyReused();
          }
          latest = moved.row;
        }
        return { charged: total, replayed: false, row: latest, changed: true };
      });
      const subscription = await announce(userId, result.row, result.changed);
      return { charged: result.charged, replayed: result.replayed, subscription };
    },

    /** What is charged for a reference now: its spends less their refunds (0 for none). */
    async chargedFor(input: { userId: string; reference: string }): Promise<number> {
      const { userId, reference } = parse(refundSchema, input, 'credit reference');
      return (await outstandingCharge(db, userId, reference)).charged;
    },

    /**
     * Gives back what is still charged for a reference (all its spends, less earlier refunds).
     * A second refund finds nothing outstanding and does nothing.
     */
    async refundCredits(input: { userId: string; reference: string }): Promise<RefundOutcome> {
      const { userId, reference } = parse(refundSchema, input, 'credit refund');
      return refund(userId, async () => reference);
    },

    /** Ends paid work and refunds its charge in one transaction (see EndPaidWork). */
    async refundEndedWork(userId: string, endWork: EndPaidWork): Promise<RefundOutcome> {
      parse(refundSchema.shape.userId, userId, 'credit refund');
      return refund(userId, endWork);
    },
    /**
     * Adds credits (or, with a negative amount, takes them away, never below 0). A replayed
     * idempotency key returns the first grant and moves nothing.
     */
    async grantCredits(input: GrantCreditsInput): Promise<GrantOutcome> {
      const request = parse(grantSchema, input, 'credit grant');
      const { userId } = request;
      const result = await db.transaction(async (tx) => {
        const configuration = remember(await readConfiguration(tx));
        const { row, created } = await lockOrCreateSubscription(tx, userId, configuration);
        const previous = await findEntryByKey(tx, request.idempotencyKey);
        if (previous) {
          assertReplayMatches(previous, userId, ['grant', 'admin']);
          return { granted: previous.delta, replayed: true, row, changed: created };
        }
        if (row.creditsAvailable + request.amount < 0) {
          throw insufficientCredits(-request.amount, row.creditsAvailable);
        }
        const moved = await moveCredits(tx, {
          userId,
          delta: request.amount,
          reason: request.reason,
          idempotencyKey: request.idempotencyKey,
          note: request.note ?? null,
        });
        if (!moved) throw idempotencyKeyReused();
        return { granted: request.amount, replayed: false, row: moved.row, changed: true };
      });
      const subscription = await announce(userId, result.row, result.changed);
      return { granted: result.granted, replayed: result.replayed, subscription };
    },
  };
}
