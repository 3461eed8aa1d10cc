import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { campaigns } from '../../db/schema/campaigns.js';
import { stories } from '../../db/schema/stories.js';
import type { Executor } from '../../platform/db/executor.js';

/** Whose character it is, and the demo story a visitor may hear it speak of. */
export type PublicDemoCharacter = { ownerId: string; storyId: string };

/**
 * A character of a running public demo: one chosen for the story of a campaign that has started
 * and not ended (the newest such campaign), or null. Visitors may talk only with these.
 */
export async function publicDemoCharacter(
  db: Executor,
  elementId: string,
  now = new Date(),
): Promise<PublicDemoCharacter | null> {
  const [row] = await db
    .select({ ownerId: campaigns.ownerId, storyId: campaigns.storyId })
    .from(campaigns)
    .innerJoin(
      stories,
      and(eq(stories.userId, campaigns.ownerId), eq(stories.id, campaigns.storyId)),
    )
    .where(
      and(
        sql`${stories.storyElementIds} @> ${JSON.stringify([elementId])}::jsonb`,
        lte(campaigns.startsAt, now),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(campaigns.startsAt))
    .limit(1);
  return row ?? null;
}
