import { inArray, lt } from 'drizzle-orm';
import { signInThrottles } from '../../db/schema/sign-in-throttles.js';
import type { Db } from '../../platform/db/database.js';

/**
 * How password guesses are slowed (README, "Security"). Only failures count. Per address and
 * client (IP address, an IPv6 /64): a few free tries, then delays that double up to a ceiling;
 * a success clears them. Per address across all clients: past a looser count the address is
 * only slowed by seconds, never locked, and a client that signed in to it before is not slowed
 * at all, so a stranger elsewhere cannot keep the owner out.
 */
export const SIGN_IN_POLICY = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A client's failures are forgotten after this long without a new one. */
  forgetAfterSeconds: 24 * 60 * 60,
  addressWindowSeconds: 15 * 60,
  addressFailuresBeforeSlowing: 20,
  addressMaxDelaySeconds: 30,
  /** A client that signed in to the address this recently skips the address-wide slowing. */
  knownClientSeconds: 30 * 24 * 60 * 60,
} as const;

export type SignInPolicy = typeof SIGN_IN_POLICY;

/** How a reserved attempt ended: a wrong password, the right one, or no verdict on it at all. */
export type AttemptOutcome = 'failed' | 'succeeded' | 'void';

export class SignInThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`sign-in throttled for ${retryAfterSeconds} s`);
    this.name = 'SignInThrottled';
  }
}

type Row = typeof signInThrottles.$inferSelect;

const PRUNE_AFTER_MS = 31 * 24 * 60 * 60 * 1000;
const PRUNE_CHANCE = 0.01;

const keysOf = (email: string, client: string) => ({
  address: `address:${email}`,
  client: `client:${email} ${client}`,
});

export function clientDelaySeconds(failures: number, policy: SignInPolicy = SIGN_IN_POLICY) {
  if (failures < policy.freeFailures) return 0;
  const doubled = policy.firstDelaySeconds * 2 ** (failures - policy.freeFailures);
  return Math.min(doubled, policy.maxDelaySeconds);
}

export function addressDelaySeconds(failures: number, policy: SignInPolicy = SIGN_IN_POLICY) {
  if (failures < policy.addressFailuresBeforeSlowing) return 0;
  return Math.min(
    2 ** (failures - policy.addressFailuresBeforeSlowing),
    policy.addressMaxDelaySeconds,
  );
}

/**
 * "Try whenever you like". Not `now`: another process whose clock runs a little behind would
 * read that as a moment still to come and refuse for a second.
 */
const NO_WAIT = new Date(0);
const later = (from: Date, seconds: number) =>
  seconds === 0 ? NO_WAIT : new Date(from.getTime() + seconds * 1000);
const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/**
 * Password attempts, reserved before the password is checked and settled after: a burst of
 * parallel guesses cannot slip past a delay, because each one is counted as a failure until
 * it is known to have been something else. State lives in the database, shared by processes.
 */
export function createSignInThrottle(db: Db, policy: SignInPolicy = SIGN_IN_POLICY) {
  /** Locks both rows of the pair (creating them), in key order so no two attempts deadlock. */
  async function withRows<T>(
    email: string,
    client: string,
    change: (rows: { address: Row; client: Row }, now: Date) => { result: T; rows: Row[] },
  ): Promise<T> {
    const keys = keysOf(email, client);
    const outcome = await db.transaction(async (tx) => {
      const now = new Date();
      const blank = (key: string) => ({
        key,
        countingSince: now,
        nextAttemptAt: NO_WAIT,
        updatedAt: now,
      });
      await tx
        .insert(signInThrottles)
        .values([blank(keys.address), blank(keys.client)])
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(signInThrottles)
        .where(inArray(signInThrottles.key, [keys.address, keys.client]))
        .orderBy(signInThrottles.key)
        .for('update');
      const address = rows.find((row) => row.key === keys.address);
      const clientRow = rows.find((row) => row.key === keys.client);
      if (!address || !clientRow) throw new Error('sign-in throttle rows vanished');
      const changed = change({ address, client: clientRow }, now);
      for (const row of changed.rows) {
        const { key: _key, ...values } = row;
        await tx
          .insert(signInThrottles)
          .values(row)
          .onConflictDoUpdate({ target: signInThrottles.key, set: { ...values, updatedAt: now } });
      }
      return changed.result;
    });
    if (Math.random() < PRUNE_CHANCE) await prune();
    return outcome;
  }

  async function prune() {
    await db
      .delete(signInThrottles)
      .where(lt(signInThrottles.updatedAt, new Date(Date.now() - PRUNE_AFTER_MS)));
  }

  return {
    /**
     * Counts one password attempt for `email` from `client` as a failure, or throws
     * SignInThrottled (nothing counted) when that client or the address must wait first.
     */
    async reserve(email: string, client: string): Promise<void> {
      const waitSeconds = await withRows(email, client, (rows, now) => {
        const ms = now.getTime();
        const forgotten =
          rows.client.lastFailureAt !== null &&
          ms - rows.client.lastFailureAt.getTime() > policy.forgetAfterSeconds * 1000;
        const clientFailures = forgotten ? 0 : rows.client.failures;
        if (rows.client.nextAttemptAt > now) {
          return { result: secondsUntil(rows.client.nextAttemptAt, now), rows: [] };
        }
        const known =
          rows.client.lastSuccessAt !== null &&
          ms - rows.client.lastSuccessAt.getTime() < policy.knownClientSeconds * 1000;
        const windowOver =
          ms - rows.address.countingSince.getTime() > policy.addressWindowSeconds * 1000;
        const addressFailures = windowOver ? 0 : rows.address.failures;
        if (!known && rows.address.nextAttemptAt > now) {
          return { result: secondsUntil(rows.address.nextAttemptAt, now), rows: [] };
        }
        const client: Row = {
          ...rows.client,
          failures: clientFailures + 1,
          countingSince: clientFailures === 0 ? now : rows.client.countingSince,
          lastFailureAt: now,
          nextAttemptAt: later(now, clientDelaySeconds(clientFailures + 1, policy)),
        };
        const address: Row = {
          ...rows.address,
          failures: addressFailures + 1,
          countingSince: windowOver ? now : rows.address.countingSince,
          lastFailureAt: now,
          nextAttemptAt: later(now, addressDelaySeconds(addressFailures + 1, policy)),
        };
        return { result: 0, rows: [address, client] };
      });
      if (waitSeconds > 0) throw new SignInThrottled(waitSeconds);
    },

    /**
     * Settles a reserved attempt. A failure stays counted. A success clears the client's
     * failures and marks it known; a success or an attempt that never reached a verdict on the
     * password (a malformed request) is taken back from the counts.
     */
    async settle(email: string, client: string, outcome: AttemptOutcome): Promise<void> {
      if (outcome === 'failed') return;
      await withRows(email, client, (rows, now) => {
        const addressFailures = Math.max(0, rows.address.failures - 1);
        const address: Row = {
          ...rows.address,
          failures: addressFailures,
          nextAttemptAt: earliest(
            rows.address.nextAttemptAt,
            later(rows.address.lastFailureAt ?? now, addressDelaySeconds(addressFailures, policy)),
          ),
        };
        const clientFailures = Math.max(0, rows.client.failures - 1);
        const client: Row =
          outcome === 'succeeded'
            ? {
                ...rows.client,
                failures: 0,
                countingSince: now,
                lastFailureAt: null,
                nextAttemptAt: NO_WAIT,
                lastSuccessAt: now,
              }
            : {
                ...rows.client,
                failures: clientFailures,
                nextAttemptAt: earliest(
                  rows.client.nextAttemptAt,
                  later(
                    rows.client.lastFailureAt ?? now,
                    clientDelaySeconds(clientFailures, policy),
                  ),
                ),
              };
        return { result: undefined, rows: [address, client] };
      });
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

const earliest = (a: Date, b: Date) => (a < b ? a : b);
