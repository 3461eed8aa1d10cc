import { eq, sql } from 'drizzle-orm';
import { userStoragePath } from '@storyloom/contracts';
import { user, verification } from '../../db/schema/auth.js';
import { events } from '../../db/schema/events.js';
import { jobRuns } from '../../db/schema/job-runs.js';
import { liveEvents } from '../../db/schema/live-events.js';
import { traceAttachments, traceSpans } from '../../db/schema/operations.js';
import { outboxMails } from '../../db/schema/outbox-mails.js';
import type { Db } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { ConfirmIdentity } from '../identity/index.js';

export type AccountDeletionDeps = {
  db: Db;
  files: FileStorage;
  /** Stops a paid plan first, so nobody is charged for an account that is gone. */
  cancelPaidSubscription: (userId: string) => Promise<void>;
  /** The password again, or a sign-in within minutes for an account without one. */
  confirmIdentity: ConfirmIdentity;
  /** Tells every process that the account's sessions went with it, so its tokens stop working. */
  sessionsEnded: (userId: string) => Promise<void>;
  logger: { error(details: object, message: string): void };
};

export const CONFIRMATION_MISMATCH =
  "That is not this account's e-mail address. Type it exactly to delete the account.";

/** The user's whole storage folder, `users-prod/{userId}/`. */
export const userStorageFolder = (userId: string) => userStoragePath(userId, 'x').slice(0, -1);

export type DeletionRequest = {
  /** The account's e-mail address, typed by its owner. */
  confirmation: string;
  password: string | undefined;
  clientAddress: string;
};

/**
 * Deletes an account and everything it holds, once the caller typed the account's e-mail and
 * proved again to be its owner (password, or a fresh sign-in for a provider-only account).
 *
 * Rows: the user row goes, and every table keyed to it cascades (sessions and sign-in methods,
 * so every ID token dies with them; subscription, ledger, library, configuration, feedback,
 * share links). Tables that keep a user id without a foreign key (telemetry, traces, jobs, live
 * events), the dev outbox's mails to the address and pending reset links are cleared in the same
 * transaction. Files go after the commit: a file failure must not leave a half-deleted account
 * that can no longer be deleted, so it is logged for the operator instead.
 */
export async function deleteAccount(
  {
    db,
    files,
    logger,
    cancelPaidSubscription,
    confirmIdentity,
    sessionsEnded,
  }: AccountDeletionDeps,
  caller: RequestUser,
  { confirmation, password, clientAddress }: DeletionRequest,
): Promise<void> {
  const userId = caller.id;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) throw notFound('That account no longer exists.');
  if (confirmation.trim().toLowerCase() !== row.email.toLowerCase()) {
    throw badRequest(CONFIRMATION_MISMATCH);
  }
  await confirmIdentity(caller, { password, clientAddress });
  // Before anything is deleted: if Stripe refuses, the account is still whole and can retry.
  await cancelPaidSubscription(userId);

  await db.transaction(async (tx) => {
    await tx.delete(events).where(eq(events.userId, userId));
    await tx.delete(jobRuns).where(eq(jobRuns.userId, userId));
    await tx.delete(liveEvents).where(eq(liveEvents.userId, userId));
    // Traces of the account's requests: their large attributes first, then the spans.
    await tx.execute(
      sql`delete from ${traceAttachments} a using ${traceSpans} s
          where a.trace_id = s.trace_id and a.span_id = s.span_id and s.user_id = ${userId}`,
    );
    await tx.delete(traceSpans).where(eq(traceSpans.userId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(outboxMails).where(eq(sql`lower(${outboxMails.to})`, row.email.toLowerCase()));
    await tx.delete(user).where(eq(user.id, userId));
  });
  await sessionsEnded(userId);

  const folder = userStorageFolder(userId);
  try {
    await files.deletePrefix(folder);
  } catch (error) {
    logger.error({ err: error, folder }, 'account deleted but its files remain; remove them');
  }
}
