import { asc } from 'drizzle-orm';
import type { MarketplaceCategory, SeedCategoriesResponse } from '@storyloom/contracts';
import { marketplaceCategories } from '../../db/schema/marketplace.js';
import type { Executor } from '../../platform/db/executor.js';

/** The categories every instance starts with; ids are stable: products and links use them. */
export const DEFAULT_CATEGORIES: readonly MarketplaceCategory[] = [
  { id: 'bedtime', name: 'Bedtime' },
  { id: 'adventure', name: 'Adventure' },
  { id: 'animals', name: 'Animals' },
  { id: 'friendship', name: 'Friendship' },
  { id: 'fantasy', name: 'Fantasy' },
  { id: 'nature', name: 'Nature' },
  { id: 'space', name: 'Space' },
  { id: 'family', name: 'Family' },
  { id: 'learning', name: 'Learning' },
  { id: 'funny', name: 'Funny' },
];

/** Adds the default categories that are missing; existing ones (and their names) are kept. */
export async function seedCategories(db: Executor): Promise<SeedCategoriesResponse> {
  const added = await db
    .insert(marketplaceCategories)
    .values(DEFAULT_CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflictDoNothing()
    .returning({ id: marketplaceCategories.id });
  const total = (await listCategories(db)).length;
  return { added: added.map((row) => row.id), total };
}

export function listCategories(db: Executor): Promise<MarketplaceCategory[]> {
  return db
    .select({ id: marketplaceCategories.id, name: marketplaceCategories.name })
    .from(marketplaceCategories)
    .orderBy(asc(marketplaceCategories.position), asc(marketplaceCategories.id));
}
