import { and, desc, eq, getTableColumns, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ArtifactStatus } from '@storyloom/contracts';
import { artifacts, stories } from '../../db/schema/stories.js';
import type { Executor } from '../../platform/db/executor.js';
import { preparedQuery } from '../../platform/db/prepared.js';
import {
  elementsFromJson,
  ownedElementsAsJson,
  type StoryElementRow,
} from '../story-elements/index.js';

/**
 * Words used here: a *draft* is the wizard's story (the `stories` table: elements, plot,
 * options), saved as the family edits it; what is made from it is an *artifact* (a told story,
 * a coloring book, a song, an audiobook), each generation of which is one run.
 */
export type DraftRow = typeof stories.$inferSelect;
export type ArtifactRow = typeof artifacts.$inferSelect;
export type NewArtifactRow = typeof artifacts.$inferInsert;

/** Every query is scoped to its owner: another user's id simply finds nothing. */
const ownedDraft = (userId: string, id: string) =>
  and(eq(stories.userId, userId), eq(stories.id, id));
const ownedArtifact = (userId: string, id: string) =>
  and(eq(artifacts.userId, userId), eq(artifacts.id, id));

/** Statuses of a generation that may still change. */
export const IN_FLIGHT: ArtifactStatus[] = ['queued', 'running'];

export async function selectOwnedDraft(
  db: Executor,
  userId: string,
  id: string,
): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(stories).where(ownedDraft(userId, id));
  return row;
}

/**
 * The story's artifacts' ids, newest first, as `GET /story/get/{id}` lists them. Written out by
 * name: in a one-table select Drizzle leaves columns unqualified, which inside this subquery
 * would name the artifact's own columns.
 */
const artifactIdsOfDraft = sql<string[]>`coalesce((
  select array_agg(a.id order by a.created_at desc, a.id desc)
  from artifacts a
  where a.user_id = "stories"."user_id" and a.story_id = "stories"."id"
), '{}')`;

/** The draft's chosen elements, as the story-elements module reads them in another's query. */
const elementsOfDraft = ownedElementsAsJson(
  sql`"stories"."user_id"`,
  sql`"stories"."story_element_ids"`,
);

const ownedDraftWithArtifactIds = preparedQuery('owned_draft_with_artifacts_and_elements', (db) =>
  db
    .select({
      ...getTableColumns(stories),
      artifactIds: artifactIdsOfDraft,
      elements: elementsOfDraft,
    })
    .from(stories)
    .where(
      and(eq(stories.userId, sql.placeholder('userId')), eq(stories.id, sql.placeholder('id'))),
    ),
);

/**
 * The caller's draft with its artifacts' ids, newest first, and its chosen elements in their
 * order (with bags' members), in one read: the hot path of `GET /story/get/{id}`.
 */
export async function selectOwnedDraftWithArtifactIds(
  db: Executor,
  userId: string,
  id: string,
): Promise<
  | (DraftRow & {
      artifactIds: string[];
      elements: Array<{ row: StoryElementRow; memberIds: string[] }>;
    })
  | undefined
> {
  const [row] = await ownedDraftWithArtifactIds(db).execute({ userId, id });
  return row && { ...row, elements: elementsFromJson(row.elements) };
}

export async function selectStoryArtifactIds(
  db: Executor,
  userId: string,
  storyId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: artifacts.id })
    .from(artifacts)
    .where(and(eq(artifacts.userId, userId), eq(artifacts.storyId, storyId)))
    .orderBy(desc(artifacts.createdAt), desc(artifacts.id));
  return rows.map((row) => row.id);
}

/** Inserts or updates a story; `update` names the columns a repeated save changes. */
export async function upsertDraft(
  db: Executor,
  values: typeof stories.$inferInsert,
  update: Partial<typeof stories.$inferInsert>,
): Promise<DraftRow> {
  const [row] = await db
    .insert(stories)
    .values(values)
    .onConflictDoUpdate({ target: [stories.userId, stories.id], set: update })
    .returning();
  return row!;
}

export async function deleteOwnedDraft(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(stories)
    .where(ownedDraft(userId, id))
    .returning({ id: stories.id });
  return deleted.length > 0;
}

export async function selectOwnedArtifact(
  db: Executor,
  userId: string,
  id: string,
): Promise<ArtifactRow | undefined> {
  const [row] = await db.select().from(artifacts).where(ownedArtifact(userId, id));
  return row;
}

/** A story's artifacts, newest first. */
export function selectStoryArtifacts(
  db: Executor,
  userId: string,
  storyId: string,
): Promise<ArtifactRow[]> {
  return db
    .select()
    .from(artifacts)
    .where(and(eq(artifacts.userId, userId), eq(artifacts.storyId, storyId)))
    .orderBy(desc(artifacts.createdAt), desc(artifacts.id));
}

/** Inserts an artifact unless one with its id exists; answers the row that is there now. */
export async function insertArtifact(
  db: Executor,
  values: NewArtifactRow,
): Promise<{ row: ArtifactRow; inserted: boolean }> {
  const [inserted] = await db.insert(artifacts).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, inserted: true };
  const existing = await selectOwnedArtifact(db, values.userId, values.id);
  if (!existing) throw new Error(`artifact ${values.id} neither inserted nor found`);
  return { row: existing, inserted: false };
}

/**
 * Changes an artifact only while its status is one of `from`: whoever moves a generation to its
 * end (succeeded, failed, cancelled) wins once, so only the winner refunds or publishes it.
 */
export async function updateArtifactFrom(
  db: Executor,
  userId: string,
  id: string,
  from: ArtifactStatus[],
  values: Partial<typeof artifacts.$inferInsert>,
): Promise<ArtifactRow | undefined> {
  const [row] = await db
    .update(artifacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ownedArtifact(userId, id), inArray(artifacts.status, from)))
    .returning();
  return row;
}

/**
 * Replaces a finished artifact's result (and parent) only if nobody changed it since it was read
 * at `readAt`: of two edits racing, the later one answers a conflict instead of losing the first.
 */
export async function replaceSucceededResult(
  db: Executor,
  userId: string,
  id: string,
  readAt: Date,
  values: Pick<typeof artifacts.$inferInsert, 'result' | 'parentBagId'>,
): Promise<ArtifactRow | undefined> {
  const [row] = await db
    .update(artifacts)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        ownedArtifact(userId, id),
        eq(artifacts.status, 'succeeded'),
        eq(artifacts.updatedAt, readAt),
      ),
    )
    .returning();
  return row;
}

export async function updateArtifactParent(
  db: Executor,
  userId: string,
  id: string,
  parentBagId: string | null,
): Promise<ArtifactRow | undefined> {
  const [row] = await db
    .update(artifacts)
    .set({ parentBagId, updatedAt: new Date() })
    .where(ownedArtifact(userId, id))
    .returning();
  return row;
}

export async function deleteOwnedArtifact(db: Executor, userId: string, id: string): Promise<void> {
  await db.delete(artifacts).where(ownedArtifact(userId, id));
}

/** Per child profile of the family: the stories told (succeeded) between `since` and `until`. */
export async function selectStoriesMadeByChildren(
  db: Executor,
  userId: string,
  since: Date,
  until: Date,
): Promise<{ childProfileId: string; stories: number }[]> {
  return db
    .select({
      childProfileId: sql<string>`${stories.childProfileId}`,
      stories: sql<number>`count(*)::int`,
    })
    .from(artifacts)
    .innerJoin(
      stories,
      and(eq(stories.userId, artifacts.userId), eq(stories.id, artifacts.storyId)),
    )
    .where(
      and(
        eq(artifacts.userId, userId),
        eq(artifacts.kind, 'story'),
        eq(artifacts.status, 'succeeded'),
        isNotNull(stories.childProfileId),
        gte(artifacts.createdAt, since),
        lt(artifacts.createdAt, until),
      ),
    )
    .groupBy(stories.childProfileId);
}
