import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { imageVariantPath, StoryElementType, userStoragePath } from '@storyloom/contracts';
import { accountConfigurations, phoneNumberSlots } from '../../db/schema/account-configurations.js';
import { creditLedger } from '../../db/schema/credit-ledger.js';
import { events } from '../../db/schema/events.js';
import { feedback } from '../../db/schema/feedback.js';
import { jobRuns } from '../../db/schema/job-runs.js';
import { liveEvents } from '../../db/schema/live-events.js';
import { stripeCustomers } from '../../db/schema/payments.js';
import { shareLinks } from '../../db/schema/share-links.js';
import { bagMembers, knowledgeDocuments, storyElements } from '../../db/schema/story-elements.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import type { TestApp } from '../../test/test-app.js';
import { userStorageFolder } from './account-deletion.js';

// Helpers of the account integration tests: a full account's worth of data, and ways to count it.

export type SeededAccount = {
  characterId: string;
  bagId: string;
  avatarPath: string;
  knowledgeContent: string;
  shortCode: string;
};

/** Writes one of everything an account can hold, rows and files, tagged so users never clash. */
export async function seedAccount(
  testApp: TestApp,
  userId: string,
  tag: string,
): Promise<SeededAccount> {
  const db = testApp.platform.database.db;
  const files = testApp.platform.storage.files;
  const at = new Date('2026-01-02T03:04:05.678Z');
  const characterId = `${tag}-character`;
  const bagId = `${tag}-bag`;
  const avatarPath = userStoragePath(userId, `avatars/${tag}.png`);
  const knowledgeContent = `${tag} is afraid of thunder.`;
  const shortCode = `${tag}Code00001`;

  await db.insert(subscriptions).values({
    userId,
    plan: 2,
    bagOfIdeasSize: 5,
    canGenerateLongerContent: false,
    creditsAvailable: 30,
  });
  await db
    .insert(creditLedger)
    .values({ userId, delta: 30, reason: 'grant', idempotencyKey: `grant:${userId}` });
  await db.insert(stripeCustomers).values({ userId, customerId: `cus_${tag}` });
  await db.insert(storyElements).values([
    {
      id: characterId,
      userId,
      name: `${tag} the fox`,
      description: 'Brave',
      type: StoryElementType.Character,
      avatarPath,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: bagId,
      userId,
      name: `${tag}'s bag`,
      type: StoryElementType.Bag,
      createdAt: at,
      updatedAt: at,
    },
  ]);
  await db.insert(bagMembers).values({ bagId, memberId: characterId, position: 0 });
  await db.insert(knowledgeDocuments).values({
    id: `${tag}-knowledge`,
    elementId: characterId,
    title: 'Facts.md',
    mediaType: 'text/markdown',
    sizeBytes: knowledgeContent.length,
    content: knowledgeContent,
    createdAt: at,
  });
  await db.insert(shareLinks).values({ shortCode, userId, storyElementId: bagId });
  await db
    .insert(accountConfigurations)
    .values({ userId, preferredLanguage: 'es', phoneCountryCode: '44', phoneNumber: '7700900123' });
  await db.insert(phoneNumberSlots).values({ userId, slot: 1, storyElementId: characterId });
  await db.insert(feedback).values({ userId, rating: 5, text: `${tag} loves it` });
  await db.insert(events).values({
    userId,
    signedIn: true,
    type: 700,
    utcTimeEpoch: at.getTime(),
    primaryParameter: '/library',
    environment: 'prod',
    ipHash: `${tag}-keyed-ip-hash`,
  });
  await db.insert(jobRuns).values({ name: 'test-job', userId, payload: {} });
  await db.insert(liveEvents).values({ userId, type: 'test.event', data: {} });

  for (const variant of ['original', 'small', 'tiny'] as const) {
    await files.put(imageVariantPath(avatarPath, variant), Buffer.from(`${tag}-${variant}`));
  }
  await files.put(userStoragePath(userId, 'stories/book.pdf'), Buffer.from('%PDF'));
  return { characterId, bagId, avatarPath, knowledgeContent, shortCode };
}

/**
 * Rows of the user in every table that has a user_id column (found in the catalogue, so a table
 * added later is checked too), plus the user row, the library's child tables and mails.
 */
export async function rowsOf(
  testApp: TestApp,
  { userId, email, tag }: { userId: string; email: string; tag: string },
): Promise<Record<string, number>> {
  const pool = testApp.platform.database.pool;
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  const count = async (name: string, query: string, value: string) => {
    const { rows } = await pool.query<{ n: number }>(query, [value]);
    counts[name] = rows[0]?.n ?? 0;
  };
  for (const { table_name: table } of tables) {
    await count(table, `select count(*)::int as n from "${table}" where user_id = $1`, userId);
  }
  await count('user', 'select count(*)::int as n from "user" where id = $1', userId);
  // The library's child tables reach the user through element ids, which carry the tag.
  await count(
    'bag_members',
    `select count(*)::int as n from bag_members where bag_id like $1 || '-%'`,
    tag,
  );
  await count(
    'knowledge_documents',
    `select count(*)::int as n from knowledge_documents where element_id like $1 || '-%'`,
    tag,
  );
  await count(
    'outbox_mails',
    'select count(*)::int as n from outbox_mails where lower("to") = lower($1)',
    email,
  );
  return counts;
}

/** Every file under the user's storage folder, relative to it, sorted. */
export async function storedFilesOf(testApp: TestApp, userId: string): Promise<string[]> {
  const folder = path.join(
    testApp.config.dataDir,
    'files',
    ...userStorageFolder(userId).split('/'),
  );
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
