import { and, desc, eq, sql } from 'drizzle-orm';
import { EventType } from '@storyloom/contracts';
import { campaigns } from '../../db/schema/campaigns.js';
import { marketplaceProducts } from '../../db/schema/marketplace.js';
import type { Db } from '../../platform/db/database.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

export async function selectCampaign(db: Db, code: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.code, code));
  return row;
}

export function selectCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
}

/** Inserts the campaign; false when its code is taken (the primary key decides, even in a race). */
export async function insertCampaign(db: Db, row: NewCampaignRow): Promise<boolean> {
  const inserted = await db
    .insert(campaigns)
    .values(row)
    .onConflictDoNothing({ target: campaigns.code })
    .returning({ code: campaigns.code });
  return inserted.length > 0;
}

/** Whether the product is the owner's and published: only then may a demo link to it. */
export async function isPublishedProductOf(
  db: Db,
  ownerId: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceProducts.id })
    .from(marketplaceProducts)
    .where(
      and(
        eq(marketplaceProducts.id, productId),
        eq(marketplaceProducts.ownerId, ownerId),
        eq(marketplaceProducts.state, 'published'),
      ),
    );
  return row !== undefined;
}

export type CampaignCounts = { visits: number; signUps: number };

/**
 * Visits and sign-ups per campaign code, from the page-presence starts the web records: a visit
 * is a distinct visitor (or account) whose page view carried the code, or who opened the demo's
 * own page; a sign-up is such an account made after the campaign began.
 */
export async function selectCampaignCounts(db: Db): Promise<Map<string, CampaignCounts>> {
  const rows = await db.execute<{
    code: string;
    visits: number | string;
    sign_ups: number | string;
  }>(sql`
    select c.code,
      count(distinct e.user_id) as visits,
      count(distinct u.id) as sign_ups
    from campaigns c
    left join events e
      on e.type = ${EventType.PagePresenceStart}
     and (e.secondary_parameter = c.code or e.primary_parameter = '/story/demo/' || c.code)
    left join "user" u
      on e.signed_in and u.id = e.user_id and u.created_at >= c.starts_at
    group by c.code`);
  const counts = new Map<string, CampaignCounts>();
  for (const row of rows.rows) {
    counts.set(row.code, { visits: Number(row.visits), signUps: Number(row.sign_ups) });
  }
  return counts;
}
