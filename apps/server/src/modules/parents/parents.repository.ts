import { and, asc, eq } from 'drizzle-orm';
import { childProfiles, parentSettings } from '../../db/schema/parents.js';
import type { Executor } from '../../platform/db/executor.js';

export type ChildProfileRow = typeof childProfiles.$inferSelect;
export type ParentSettingsRow = typeof parentSettings.$inferSelect;

/** Every query is scoped to the family: another family's ids simply find nothing. */
export async function selectChildProfile(
  db: Executor,
  userId: string,
  id: string,
): Promise<ChildProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.userId, userId), eq(childProfiles.id, id)));
  return row;
}

export function selectChildProfiles(db: Executor, userId: string): Promise<ChildProfileRow[]> {
  return db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
    .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id));
}

export async function insertChildProfile(db: Executor, row: ChildProfileRow): Promise<void> {
  await db.insert(childProfiles).values(row);
}

export async function updateChildProfile(
  db: Executor,
  userId: string,
  id: string,
  values: Omit<ChildProfileRow, 'id' | 'userId' | 'createdAt'>,
): Promise<ChildProfileRow | undefined> {
  const [row] = await db
    .update(childProfiles)
    .set(values)
    .where(and(eq(childProfiles.userId, userId), eq(childProfiles.id, id)))
    .returning();
  return row;
}

export async function deleteChildProfile(db: Executor, userId: string, id: string) {
  const deleted = await db
    .delete(childProfiles)
    .where(and(eq(childProfiles.userId, userId), eq(childProfiles.id, id)))
    .returning({ id: childProfiles.id });
  return deleted.length > 0;
}

export async function selectParentSettings(
  db: Executor,
  userId: string,
): Promise<ParentSettingsRow | undefined> {
  const [row] = await db.select().from(parentSettings).where(eq(parentSettings.userId, userId));
  return row;
}

/** Writes the given settings, creating the family's row on first use. */
export async function upsertParentSettings(
  db: Executor,
  userId: string,
  values: Partial<Omit<ParentSettingsRow, 'userId' | 'updatedAt'>>,
  now: Date,
): Promise<void> {
  await db
    .insert(parentSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: parentSettings.userId, set: { ...values, updatedAt: now } });
}
