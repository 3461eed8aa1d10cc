import { SYSTEM_CONFIGURATION_DOC_ID } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { databaseErrorCode, SqlState } from '../../platform/db/database-errors.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

/**
 * The usual spend as one autocommitted statement: it locks and lowers the balance and writes the
 * ledger line together, so the account's row lock is held for one statement and its commit, not
 * for a transaction's round trips. It charges only when everything the full path would check
 * holds: the subscription exists, it has enough credits, the key was never used and the system
 * configuration is still the version the cost was worked out from. Anything else writes nothing
 * and answers undefined, and the caller takes the full path, which sorts out which it was.
 * A twin spend racing on the same key loses on the key's unique index: the statement fails, is
 * rolled back whole, and also answers undefined.
 */
const SPEND = `
with moved as (
  update subscriptions
     set credits_available = credits_available - $2, updated_at = clock_timestamp()
   where user_id = $1
     and credits_available >= $2
     and exists (select 1 from system_configurations where id = $6 and configuration_version = $7)
     and not exists (select 1 from credit_ledger where idempotency_key = $5)
  returning *
), entry as (
  insert into credit_ledger (user_id, delta, reason, content_kind, reference, idempotency_key)
  select user_id, -$2::integer, 'spend', $3, $4, $5 from moved
  returning id
)
select moved.user_id as "userId", moved.plan, moved.bag_of_ideas_size as "bagOfIdeasSize",
       moved.can_generate_longer_content as "canGenerateLongerContent",
       moved.credits_available as "creditsAvailable", moved.created_at as "createdAt",
       moved.updated_at as "updatedAt", moved.email_domain as "emailDomain"
  from moved cross join entry`;

export type OneStatementSpend = {
  userId: string;
  cost: number;
  contentKind: number;
  reference: string;
  idempotencyKey: string;
  configurationVersion: number;
};

/** The subscription after the charge, or undefined when nothing was charged (see above). */
export async function spendInOneStatement(
  db: Db,
  spend: OneStatementSpend,
): Promise<SubscriptionRow | undefined> {
  try {
    const result = await db.$client.query<SubscriptionRow>({
      // Named: each connection parses and plans it once.
      name: 'plans_one_statement_spend',
      text: SPEND,
      values: [
        spend.userId,
        spend.cost,
        spend.contentKind,
        spend.reference,
        spend.idempotencyKey,
        SYSTEM_CONFIGURATION_DOC_ID,
        spend.configurationVersion,
      ],
    });
    return result.rows[0];
  } catch (error) {
    if (databaseErrorCode(error) === SqlState.uniqueViolation) return undefined;
    throw error;
  }
}
