import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { session, user } from '../../db/schema/auth.js';
import type { Db } from '../../platform/db/database.js';

/** An account with one sign-in session a day long, written straight into the tables. */
export async function insertSignedInAccount(db: Db, name: string) {
  const userId = `${name}-${randomBytes(4).toString('hex')}`;
  await db.insert(user).values({ id: userId, name, email: `${userId}@example.org` });
  const sessionId = await insertSession(db, userId);
  return { userId, sessionId };
}

export async function insertSession(db: Db, userId: string): Promise<string> {
  const id = `session-${randomBytes(6).toString('hex')}`;
  await db.insert(session).values({
    id,
    userId,
    token: randomBytes(16).toString('hex'),
    expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
    updatedAt: new Date(),
  });
  return id;
}

/** Deletes a session row as better-auth would, without telling anyone. */
export const deleteSessionRow = (db: Db, id: string) =>
  db.delete(session).where(eq(session.id, id));

export const silentLogger = { warn: () => {}, error: () => {} };
