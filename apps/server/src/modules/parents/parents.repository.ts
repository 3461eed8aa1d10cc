import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
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

/** Which of the family's mail clocks a claim moves (docs/decisions/0029). */
export type MailClock = 'lastSafetyAlertAt' | 'lastSafetyDigestAt' | 'lastWeeklyDigestAt';

/**
 * Takes the family's turn for a mail: sets the clock to `now` when it is unset or at least
 * `gapMs` old, in one statement, so of two processes claiming at once only one wins. The
 * settings row is made first (defaults) when the parent never saved any.
 */
export async function claimMailClock(
  db: Executor,
  userId: string,
  clock: MailClock,
  now: Date,
  gapMs: number,
): Promise<boolean> {
  await db
    .insert(parentSettings)
    .values({ userId, updatedAt: now })
    .onConflictDoNothing({ target: parentSettings.userId });
  const column = parentSettings[clock];
  const claimed = await db
    .update(parentSettings)
    .set({ [clock]: now })
    .where(
      and(
        eq(parentSettings.userId, userId),
        or(isNull(column), lte(column, new Date(now.getTime() - gapMs))),
      ),
    )
    .returning({ userId: parentSettings.userId });
  return claimed.length > 0;
}

/** Gives a claimed clock back (the mail could not be sent: the next run tries again). */
export async function releaseMailClock(
  db: Executor,
  userId: string,
  clock: MailClock,
  claimedAt: Date,
  previous: Date | null,
): Promise<void> {
  await db
    .update(parentSettings)
    .set({ [clock]: previous })
    .where(and(eq(parentSettings.userId, userId), eq(parentSettings[clock], claimedAt)));
}

/** Every family with at least one child profile, with its settings (null: never saved). */
export async function selectFamiliesWithChildren(
  db: Executor,
): Promise<{ userId: string; settings: ParentSettingsRow | null }[]> {
  const rows = await db
    .selectDistinct({ userId: childProfiles.userId })
    .from(childProfiles)
    .orderBy(childProfiles.userId);
  if (rows.length === 0) return [];
  const settings = await db
    .select()
    .from(parentSettings)
    .where(
      inArray(
        parentSettings.userId,
        rows.map((row) => row.userId),
      ),
    );
  return rows.map((row) => ({
    userId: row.userId,
    settings: settings.find((candidate) => candidate.userId === row.userId) ?? null,
  }));
}
