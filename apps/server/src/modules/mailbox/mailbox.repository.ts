import { desc, eq, sql } from 'drizzle-orm';
import { outboxMails } from '../../db/schema/outbox-mails.js';
import type { Db } from '../../platform/db/database.js';

export type OutboxMail = typeof outboxMails.$inferSelect;

/** The newest mails first; `to` keeps only mail to that address, in any letter case. */
export async function listLatestMails(
  db: Db,
  { to, limit }: { to?: string; limit: number },
): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outboxMails)
    .where(to ? sql`lower(${outboxMails.to}) = lower(${to})` : undefined)
    .orderBy(desc(outboxMails.sequence))
    .limit(limit);
}

export async function findMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
  return mail;
}
