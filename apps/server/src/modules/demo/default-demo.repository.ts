import { and, eq, lte } from 'drizzle-orm';
import { user } from '../../db/schema/auth.js';
import { campaigns } from '../../db/schema/campaigns.js';
import type { Db } from '../../platform/db/database.js';

/** The account that owns the default demo: made by the instance, it never signs in. */
export const DEMO_OWNER = {
  id: 'storyloom-demo',
  name: 'Storyloom demo',
  email: 'demo-owner@storyloom.invalid',
} as const;

/** Whether the demo owner already has a campaign: the default demo was made. */
export async function hasDemoCampaign(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ code: campaigns.code })
    .from(campaigns)
    .where(eq(campaigns.ownerId, DEMO_OWNER.id))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims the making of the default demo for this process: makes the owner account, or takes
 * over one whose making was left unfinished longer than `staleAfterMs` ago (a process that
 * stopped half-way). False when another process is making it now.
 */
export async function claimDemoOwner(db: Db, role: string, staleAfterMs: number): Promise<boolean> {
  const now = new Date();
  const inserted = await db
    .insert(user)
    .values({ ...DEMO_OWNER, emailVerified: true, role, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: user.id });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(user)
    .set({ updatedAt: now })
    .where(
      and(eq(user.id, DEMO_OWNER.id), lte(user.updatedAt, new Date(now.getTime() - staleAfterMs))),
    )
    .returning({ id: user.id });
  return taken.length > 0;
}
