import { and, eq, inArray, sql } from 'drizzle-orm';
import { creditLedger } from '../../db/schema/credit-ledger.js';
import type { Executor } from '../../platform/db/executor.js';

export type LedgerEntry = typeof creditLedger.$inferSelect;
export type NewLedgerEntry = typeof creditLedger.$inferInsert;

export async function findEntryByKey(
  db: Executor,
  idempotencyKey: string,
): Promise<LedgerEntry | undefined> {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, idempotencyKey));
  return row;
}

/** The stored entry, or undefined when its idempotency key was already used. */
export async function insertEntry(
  tx: Executor,
  entry: NewLedgerEntry,
): Promise<LedgerEntry | undefined> {
  const [row] = await tx
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning();
  return row;
}

/**
 * What a reference still has charged (spends minus refunds, as a positive number) and the id
 * of its latest spend, which names the refund that undoes them.
 */
export async function outstandingCharge(
  db: Executor,
  userId: string,
  reference: string,
): Promise<{ charged: number; latestSpendId: number | null }> {
  const [row] = await db
    .select({
      charged: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int`,
      // bigserial ids arrive as strings; drizzle leaves a null (no spend yet) alone.
      latestSpendId: sql<
        number | null
      >`max(${creditLedger.id}) filter (where ${creditLedger.reason} = 'spend')`.mapWith(Number),
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reference, reference),
        inArray(creditLedger.reason, ['spend', 'refund']),
      ),
    );
  return { charged: row?.charged ?? 0, latestSpendId: row?.latestSpendId ?? null };
}

export async function ledgerBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.balance ?? 0;
}
