import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { artifacts, stories } from '../../db/schema/stories.js';
import type { Executor } from '../../platform/db/executor.js';

/** A story as a character remembers it: its plot, its told text when there is one. */
export type StoryMemory = {
  id: string;
  title: string;
  language: 'en' | 'es';
  /** Ids of the library elements chosen for the story (deleted ones may be among them). */
  elementIds: string[];
  /** The told story's pages, else the wizard's plot. */
  text: string;
};

type TellingResult = { title?: unknown; pages?: { text?: unknown }[] };

/**
 * The user's stories that the element appears in (all of them, or only `storyId`), newest
 * first, each with the text of its latest told version. At most `limit`: a character speaks
 * from its recent stories.
 */
export async function storiesFeaturing(
  db: Executor,
  userId: string,
  elementId: string,
  { storyId, limit = 5 }: { storyId?: string | null; limit?: number } = {},
): Promise<StoryMemory[]> {
  const drafts = await db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.userId, userId),
        sql`${stories.storyElementIds} @> ${JSON.stringify([elementId])}::jsonb`,
        storyId ? eq(stories.id, storyId) : undefined,
      ),
    )
    .orderBy(desc(stories.updatedAt))
    .limit(limit);
  if (drafts.length === 0) return [];
  const told = await db
    .select({ storyId: artifacts.storyId, result: artifacts.result })
    .from(artifacts)
    .where(
      and(
        eq(artifacts.userId, userId),
        inArray(
          artifacts.storyId,
          drafts.map((draft) => draft.id),
        ),
        eq(artifacts.kind, 'story'),
        eq(artifacts.status, 'succeeded'),
      ),
    )
    .orderBy(desc(artifacts.updatedAt));
  const latest = new Map<string, TellingResult>();
  for (const row of told) {
    if (!latest.has(row.storyId)) latest.set(row.storyId, (row.result ?? {}) as TellingResult);
  }
  return drafts.map((draft) => {
    const telling = latest.get(draft.id);
    const pages = (telling?.pages ?? [])
      .map((page) => (typeof page.text === 'string' ? page.text : ''))
      .filter(Boolean);
    const plot = [draft.eventDescription, draft.goalDescription, draft.challengeDescription]
      .map((part) => part.trim())
      .filter(Boolean);
    const title = (typeof telling?.title === 'string' && telling.title) || draft.title || '';
    return {
      id: draft.id,
      title,
      language: draft.language,
      elementIds: draft.storyElementIds,
      text: (pages.length > 0 ? pages : plot).join('\n'),
    };
  });
}

/** Whether the user has a story with this id. */
export async function ownsStory(db: Executor, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.id, id)));
  return row !== undefined;
}
