import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { clampUserListLimit } from '@storyloom/contracts';
import { user } from '../../db/schema/auth.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { ADMIN_ROLE } from './auth.js';

export type AccountSummary = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  admin: boolean;
  createdUtcEpoch: number;
};

const summaryColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  role: user.role,
  createdAt: user.createdAt,
};

type SummaryRow = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: string | null;
  createdAt: Date;
};

const toSummary = (row: SummaryRow): AccountSummary => ({
  id: row.id,
  email: row.email,
  name: row.name,
  emailVerified: row.emailVerified,
  admin: row.role === ADMIN_ROLE,
  createdUtcEpoch: row.createdAt.getTime(),
});

export async function getAccount(db: Db, userId: string): Promise<AccountSummary> {
  const [row] = await db.select(summaryColumns).from(user).where(eq(user.id, userId)).limit(1);
  if (!row) throw notFound('That account no longer exists.');
  return toSummary(row);
}

/** The admin user lookup: one address exactly, or a filter over addresses and names. */
export async function findAccounts(
  db: Db,
  query: { email: string } | { filter?: string | undefined; limit?: number | undefined },
): Promise<AccountSummary[]> {
  if ('email' in query) {
    const rows = await db
      .select(summaryColumns)
      .from(user)
      .where(eq(sql`lower(${user.email})`, query.email.trim().toLowerCase()));
    return rows.map(toSummary);
  }
  const pattern = `%${(query.filter ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(summaryColumns)
    .from(user)
    .where(query.filter ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined)
    .orderBy(asc(user.createdAt))
    .limit(clampUserListLimit(query.limit ?? 100));
  return rows.map(toSummary);
}

/** Grants or revokes the admin role; the claim follows in the account's next ID token. */
export async function setAdmin(db: Db, email: string, admin: boolean): Promise<AccountSummary> {
  const [row] = await db
    .update(user)
    .set({ role: admin ? ADMIN_ROLE : 'user', updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning(summaryColumns);
  if (!row) throw notFound(`No account uses ${email.trim()}.`);
  return toSummary(row);
}
