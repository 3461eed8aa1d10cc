import { and, eq, gt, sql } from 'drizzle-orm';
import { session } from '../../db/schema/auth.js';
import type { Database } from '../../platform/db/database.js';
import { preparedQuery } from '../../platform/db/prepared.js';
import { openBroadcast } from '../../platform/live/broadcast.js';
import type { LiveLogger } from '../../platform/live/live-event.js';

/**
 * The longest a process trusts that a session it saw is still there without asking the
 * database again. It bounds how long an ended session's tokens can still be accepted when the
 * message that it ended did not arrive (a process whose notification connection was down).
 */
export const SESSION_RECHECK_MS = 5_000;

/** Far more sessions than one process serves at once; the oldest are forgotten beyond it. */
const MAX_REMEMBERED = 50_000;

/** The channel on which every process hears that sessions ended. */
export const SESSIONS_ENDED_CHANNEL = 'storyloom_sessions_ended';

const liveSession = preparedQuery('live_session', (db) =>
  db
    .select({ userId: session.userId, expiresAt: session.expiresAt })
    .from(session)
    .where(and(eq(session.id, sql.placeholder('id')), gt(session.expiresAt, sql`now()`)))
    .limit(1),
);

type Remembered = { userId: string; expiresAt: number; checkedAt: number };

/** What went, in a NOTIFY payload: some sessions by id, or every session of an account. */
type Ended = { sessionIds: string[] } | { userId: string };

export type SessionLiveness = {
  /** Whether the session still exists and has not expired. */
  isLive(sessionId: string): Promise<boolean>;
  /** Sessions that were just deleted: every process stops accepting their tokens. */
  ended(sessionIds: string[]): Promise<void>;
  /** An account that was just deleted, with every session it had. */
  endedForUser(userId: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Remembers, for SESSION_RECHECK_MS, that an ID token's session is live, so a signed-in family's
 * requests do not each ask the database. Ending a session (sign-out, a password change or reset,
 * a revoked session, a deleted account) forgets it here at once and in every other process as
 * soon as the broadcast arrives; a process that may have missed broadcasts forgets everything.
 * A token of an ended session is therefore refused at once by the process that ended it, within
 * moments by the others, and in every case within SESSION_RECHECK_MS.
 */
export async function createSessionLiveness({
  database,
  logger,
  recheckMs = SESSION_RECHECK_MS,
  now = Date.now,
}: {
  database: Database;
  logger: LiveLogger;
  recheckMs?: number;
  now?: () => number;
}): Promise<SessionLiveness> {
  const remembered = new Map<string, Remembered>();
  // Bumped by every forget: a lookup that was under way meanwhile may have read a row that is
  // gone now, so its answer is used once but not remembered.
  let forgets = 0;

  const forget = (ended: Ended) => {
    forgets += 1;
    if ('sessionIds' in ended) {
      for (const id of ended.sessionIds) remembered.delete(id);
      return;
    }
    for (const [id, entry] of remembered) {
      if (entry.userId === ended.userId) remembered.delete(id);
    }
  };
  const forgetAll = () => {
    forgets += 1;
    remembered.clear();
  };

  const broadcast = await openBroadcast({
    database,
    channel: SESSIONS_ENDED_CHANNEL,
    logger,
    onMessage: (message) => {
      const ended = parseEnded(message);
      if (ended) forget(ended);
      else forgetAll();
    },
    onGap: forgetAll,
  });

  // This process forgets at once; if the others cannot be told (the database is away), they
  // still ask again within recheckMs, so the sign-out or deletion itself does not fail.
  const tell = (ended: Ended) =>
    broadcast.send(JSON.stringify(ended)).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not tell the other processes that sessions ended');
    });

  return {
    async isLive(sessionId) {
      const at = now();
      const known = remembered.get(sessionId);
      if (known && at - known.checkedAt < recheckMs && known.expiresAt > at) return true;

      const forgetsBefore = forgets;
      const [row] = await liveSession(database.db).execute({ id: sessionId });
      if (!row) {
        remembered.delete(sessionId);
        return false;
      }
      if (forgets === forgetsBefore) {
        // Re-inserted so the Map's order stays oldest-checked first.
        remembered.delete(sessionId);
        remembered.set(sessionId, {
          userId: row.userId,
          expiresAt: row.expiresAt.getTime(),
          checkedAt: at,
        });
        if (remembered.size > MAX_REMEMBERED) {
          remembered.delete(remembered.keys().next().value!);
        }
      }
      return true;
    },
    ended: (sessionIds) => tell({ sessionIds }),
    endedForUser: (userId) => tell({ userId }),
    close: () => broadcast.close(),
  };
}

/** A message of ours, or undefined (anything else makes the receiver forget everything). */
function parseEnded(message: string): Ended | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    if ('sessionIds' in value && Array.isArray(value.sessionIds)) {
      return { sessionIds: value.sessionIds.filter((id) => typeof id === 'string') };
    }
    if ('userId' in value && typeof value.userId === 'string') return { userId: value.userId };
  } catch {
    // Not JSON: handled below as unknown.
  }
  return undefined;
}
