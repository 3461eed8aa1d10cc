import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { StoryElementType } from '@storyloom/contracts';
import { bagMembers, knowledgeDocuments, storyElements } from '../../db/schema/story-elements.js';
import type { Db } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/executor.js';
import { preparedQuery } from '../../platform/db/prepared.js';

export type StoryElementRow = typeof storyElements.$inferSelect;
export type KnowledgeRow = typeof knowledgeDocuments.$inferSelect;
export type KnowledgeSummaryRow = Omit<KnowledgeRow, 'content' | 'elementId'>;

/** Every element query is scoped to its owner: another user's id simply finds nothing. */
const owned = (userId: string, id: string) =>
  and(eq(storyElements.userId, userId), eq(storyElements.id, id));

export async function selectOwnedElement(
  db: Executor,
  userId: string,
  id: string,
): Promise<StoryElementRow | undefined> {
  const [row] = await db.select().from(storyElements).where(owned(userId, id));
  return row;
}

const ownedElements = preparedQuery('owned_elements', (db) =>
  db
    .select()
    .from(storyElements)
    .where(
      and(
        eq(storyElements.userId, sql.placeholder('userId')),
        sql`${storyElements.id} = any(${sql.placeholder('ids')}::text[])`,
      ),
    ),
);

/** The user's elements with these ids (in no particular order); ids not theirs are skipped. */
export function selectOwnedElements(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<StoryElementRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ownedElements(db).execute({ userId, ids });
}

/**
 * For another module's one-query read: the user's elements with these ids as a JSON array, in the
 * order of the ids (each once, ids not theirs skipped), each bag with its members' ids in order.
 * `userId` and `ids` are SQL for the owner and a jsonb array of ids; read the answer with
 * `elementsFromJson`. Timestamps travel as epoch milliseconds (they are stored to the ms).
 */
export const ownedElementsAsJson = (userId: SQL, ids: SQL): SQL<unknown> => sql`coalesce((
  select json_agg(json_build_object(
      'id', e.id, 'userId', e.user_id, 'name', e.name, 'description', e.description,
      'type', e.type, 'avatarPath', e.avatar_path,
      'createdAt', (extract(epoch from e.created_at) * 1000)::bigint,
      'updatedAt', (extract(epoch from e.updated_at) * 1000)::bigint,
      'memberIds', case when e.type = ${sql.raw(String(StoryElementType.Bag))} then (
        select coalesce(json_agg(m.member_id order by m.position), '[]'::json)
        from bag_members m where m.bag_id = e.id
      ) end
    ) order by given.position)
  from (
    select g.id, min(g.position) as position
    from jsonb_array_elements_text(${ids}) with ordinality as g(id, position)
    group by g.id
  ) given
  join story_elements e on e.id = given.id and e.user_id = ${userId}
), '[]'::json)`;

type ElementJson = Omit<StoryElementRow, 'createdAt' | 'updatedAt'> & {
  createdAt: number;
  updatedAt: number;
  memberIds: string[] | null;
};

/** Reads what ownedElementsAsJson selected: the rows, each with its members (bags only). */
export function elementsFromJson(
  value: unknown,
): Array<{ row: StoryElementRow; memberIds: string[] }> {
  return (value as ElementJson[]).map(({ memberIds, createdAt, updatedAt, ...rest }) => ({
    row: {
      ...rest,
      createdAt: new Date(Number(createdAt)),
      updatedAt: new Date(Number(updatedAt)),
    },
    memberIds: memberIds ?? [],
  }));
}

export async function insertElement(
  db: Executor,
  values: typeof storyElements.$inferInsert,
): Promise<void> {
  await db.insert(storyElements).values(values);
}

/** Updates an owned element; false when it is not there (any more). */
export async function updateElement(
  db: Executor,
  userId: string,
  id: string,
  values: Pick<StoryElementRow, 'name' | 'description' | 'avatarPath' | 'updatedAt'>,
): Promise<boolean> {
  const updated = await db
    .update(storyElements)
    .set(values)
    .where(owned(userId, id))
    .returning({ id: storyElements.id });
  return updated.length > 0;
}

export async function deleteOwnedElement(
  db: Executor,
  userId: string,
  id: string,
): Promise<StoryElementRow | undefined> {
  const [row] = await db.delete(storyElements).where(owned(userId, id)).returning();
  return row;
}

/** Marks bags as changed (a member of theirs went away). */
export async function touchElements(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(storyElements).set({ updatedAt: at }).where(inArray(storyElements.id, ids));
}

/** How many of the user's elements show this picture. */
export async function countElementsWithAvatar(
  db: Executor,
  userId: string,
  avatarPath: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(storyElements)
    .where(and(eq(storyElements.userId, userId), eq(storyElements.avatarPath, avatarPath)));
  return row?.value ?? 0;
}

export type ListFilter = {
  type?: StoryElementType | undefined;
  search?: string | undefined;
  /** Rows strictly after this position in the newest-first order. */
  after?: { createdAt: Date; id: string } | undefined;
  limit: number;
};

/** LIKE treats % and _ as wildcards and \ as the escape: a search means its literal text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// The library page's read, sent as it is and read by hand: with 200 rows Drizzle's mapping (a
// type check per field, a date parsed from text per timestamp) was a tenth of the request's CPU.
// Timestamps come as epoch milliseconds (stored to the ms, so exact). One named statement per
// combination of filters, so each is parsed and planned once per connection.
const LIST_COLUMNS = `id, user_id, name, description, type, avatar_path,
  (extract(epoch from created_at) * 1000)::bigint, (extract(epoch from updated_at) * 1000)::bigint`;

type ListedRow = [string, string, string, string, number, string | null, string, string];

const fromListed = (row: ListedRow): StoryElementRow => ({
  id: row[0],
  userId: row[1],
  name: row[2],
  description: row[3],
  type: row[4],
  avatarPath: row[5],
  createdAt: new Date(Number(row[6])),
  updatedAt: new Date(Number(row[7])),
});

export async function listElements(
  db: Db,
  userId: string,
  filter: ListFilter,
): Promise<StoryElementRow[]> {
  const values: unknown[] = [userId];
  const conditions = ['user_id = $1'];
  let shape = '';
  if (filter.type !== undefined) {
    values.push(filter.type);
    conditions.push(`type = $${values.length}`);
    shape += 't';
  }
  if (filter.search) {
    values.push(`%${escapeLike(filter.search)}%`);
    conditions.push(`name ilike $${values.length}`);
    shape += 's';
  }
  if (filter.after) {
    values.push(filter.after.createdAt.toISOString(), filter.after.id);
    conditions.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length})`);
    shape += 'a';
  }
  values.push(filter.limit);
  const result = await db.$client.query<ListedRow>({
    name: `story_elements_list_${shape}`,
    text: `select ${LIST_COLUMNS} from story_elements where ${conditions.join(' and ')}
      order by created_at desc, id desc limit $${values.length}`,
    values,
    rowMode: 'array',
  });
  return result.rows.map(fromListed);
}

/** The members of each bag, in the order they were added. */
export async function selectMemberIds(
  db: Executor,
  bagIds: string[],
): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>(bagIds.map((id) => [id, []]));
  if (bagIds.length === 0) return members;
  const rows = await db
    .select({ bagId: bagMembers.bagId, memberId: bagMembers.memberId })
    .from(bagMembers)
    .where(inArray(bagMembers.bagId, bagIds))
    .orderBy(asc(bagMembers.bagId), asc(bagMembers.position));
  for (const row of rows) members.get(row.bagId)?.push(row.memberId);
  return members;
}

export async function replaceBagMembers(
  db: Executor,
  bagId: string,
  memberIds: string[],
): Promise<void> {
  await db.delete(bagMembers).where(eq(bagMembers.bagId, bagId));
  if (memberIds.length === 0) return;
  await db
    .insert(bagMembers)
    .values(memberIds.map((memberId, position) => ({ bagId, memberId, position })));
}

export async function selectBagIdsHolding(db: Executor, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ bagId: bagMembers.bagId })
    .from(bagMembers)
    .where(eq(bagMembers.memberId, memberId));
  return rows.map((row) => row.bagId);
}

export function selectKnowledgeSummaries(
  db: Executor,
  elementId: string,
): Promise<KnowledgeSummaryRow[]> {
  return db
    .select({
      id: knowledgeDocuments.id,
      title: knowledgeDocuments.title,
      mediaType: knowledgeDocuments.mediaType,
      sizeBytes: knowledgeDocuments.sizeBytes,
      createdAt: knowledgeDocuments.createdAt,
    })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.elementId, elementId))
    .orderBy(asc(knowledgeDocuments.createdAt), asc(knowledgeDocuments.id));
}

/** The text of an element's knowledge documents, oldest first (what a character knows). */
export function selectKnowledgeContents(
  db: Executor,
  elementId: string,
): Promise<{ title: string; content: string }[]> {
  return db
    .select({ title: knowledgeDocuments.title, content: knowledgeDocuments.content })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.elementId, elementId))
    .orderBy(asc(knowledgeDocuments.createdAt), asc(knowledgeDocuments.id));
}

/** A document, only when the element holding it belongs to the user. */
export async function selectOwnedKnowledge(
  db: Executor,
  userId: string,
  elementId: string,
  knowledgeId: string,
): Promise<KnowledgeRow | undefined> {
  const [row] = await db
    .select({ document: knowledgeDocuments })
    .from(knowledgeDocuments)
    .innerJoin(storyElements, eq(storyElements.id, knowledgeDocuments.elementId))
    .where(and(owned(userId, elementId), eq(knowledgeDocuments.id, knowledgeId)));
  return row?.document;
}

export async function insertKnowledge(
  db: Executor,
  rows: (typeof knowledgeDocuments.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(knowledgeDocuments).values(rows);
}

export async function deleteKnowledge(
  db: Executor,
  elementId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.elementId, elementId), inArray(knowledgeDocuments.id, ids)));
}
