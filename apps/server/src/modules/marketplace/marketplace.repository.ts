import { StoryElementType } from '@storyloom/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductSort } from '@storyloom/contracts';
import { user } from '../../db/schema/auth.js';
import {
  marketplaceProductCategories,
  marketplaceProductElements,
  marketplaceProductKnowledge,
  marketplaceProducts,
} from '../../db/schema/marketplace.js';
import type { Executor } from '../../platform/db/executor.js';

export type ProductRow = typeof marketplaceProducts.$inferSelect;
export type ProductElementRow = typeof marketplaceProductElements.$inferSelect;
export type ProductKnowledgeRow = typeof marketplaceProductKnowledge.$inferSelect;

/** A product with what its card shows beyond its own row. */
export type ProductCardRow = ProductRow & { creatorName: string; coverPath: string | null };

/** The user's name, else the part of their e-mail before '@'. */
const creatorName = sql<string>`coalesce(nullif(trim(${user.name}), ''), split_part(${user.email}, '@', 1))`;
const cover = alias(marketplaceProductElements, 'cover');
const coverPath = sql<
  string | null
>`case when ${marketplaceProducts.coverElementId} is null then ${marketplaceProducts.bagAvatarPath} else ${cover.avatarPath} end`;

function selectCards(db: Executor) {
  return db
    .select({ product: marketplaceProducts, creatorName, coverPath })
    .from(marketplaceProducts)
    .innerJoin(user, eq(user.id, marketplaceProducts.ownerId))
    .leftJoin(cover, eq(cover.id, marketplaceProducts.coverElementId));
}

const flatten = (row: { product: ProductRow; creatorName: string; coverPath: string | null }) => ({
  ...row.product,
  creatorName: row.creatorName,
  coverPath: row.coverPath,
});

export async function selectProductCard(
  db: Executor,
  productId: string,
): Promise<ProductCardRow | undefined> {
  const [row] = await selectCards(db).where(eq(marketplaceProducts.id, productId));
  return row && flatten(row);
}

export async function selectOwnedProduct(
  db: Executor,
  ownerId: string,
  productId: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceProducts)
    .where(and(eq(marketplaceProducts.id, productId), eq(marketplaceProducts.ownerId, ownerId)));
  return row;
}

export async function selectProductOfBag(
  db: Executor,
  ownerId: string,
  bagId: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceProducts)
    .where(
      and(eq(marketplaceProducts.ownerId, ownerId), eq(marketplaceProducts.sourceBagId, bagId)),
    );
  return row;
}

export async function selectOwnerCards(db: Executor, ownerId: string): Promise<ProductCardRow[]> {
  const rows = await selectCards(db)
    .where(eq(marketplaceProducts.ownerId, ownerId))
    .orderBy(desc(marketplaceProducts.updatedAt), desc(marketplaceProducts.id));
  return rows.map(flatten);
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search means its literal text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export type PublishedFilter = {
  search?: string | undefined;
  categoryId?: string | undefined;
  sort: ProductSort;
  offset: number;
  limit: number;
};

export async function selectPublishedCards(
  db: Executor,
  filter: PublishedFilter,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const conditions: SQL[] = [eq(marketplaceProducts.state, 'published')];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(marketplaceProducts.title, pattern),
        ilike(marketplaceProducts.description, pattern),
        sql`${creatorName} ilike ${pattern}`,
      )!,
    );
  }
  if (filter.categoryId) {
    conditions.push(
      sql`exists (select 1 from ${marketplaceProductCategories} where ${marketplaceProductCategories.productId} = ${marketplaceProducts.id} and ${marketplaceProductCategories.categoryId} = ${filter.categoryId})`,
    );
  }
  const where = and(...conditions);
  const order =
    filter.sort === 'mostAcquired'
      ? [desc(marketplaceProducts.acquisitionCount), desc(marketplaceProducts.publishedAt)]
      : [desc(marketplaceProducts.publishedAt)];
  const [rows, [counted]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...order, desc(marketplaceProducts.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ value: count() })
      .from(marketplaceProducts)
      .innerJoin(user, eq(user.id, marketplaceProducts.ownerId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.value ?? 0 };
}

export async function selectCategoryIds(
  db: Executor,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(marketplaceProductCategories)
    .where(inArray(marketplaceProductCategories.productId, productIds))
    .orderBy(asc(marketplaceProductCategories.categoryId));
  for (const row of rows) byProduct.get(row.productId)?.push(row.categoryId);
  return byProduct;
}

export type ElementTypeCounts = { characters: number; locations: number; notes: number };

/** How many elements of each kind every product holds. */
export async function selectElementCounts(
  db: Executor,
  productIds: string[],
): Promise<Map<string, ElementTypeCounts>> {
  const counts = new Map<string, ElementTypeCounts>();
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({
      productId: marketplaceProductElements.productId,
      type: marketplaceProductElements.type,
      value: count(),
    })
    .from(marketplaceProductElements)
    .where(inArray(marketplaceProductElements.productId, productIds))
    .groupBy(marketplaceProductElements.productId, marketplaceProductElements.type);
  for (const row of rows) {
    const total = counts.get(row.productId) ?? { characters: 0, locations: 0, notes: 0 };
    if (row.type === StoryElementType.Character) total.characters += row.value;
    else if (row.type === StoryElementType.Location) total.locations += row.value;
    else if (row.type === StoryElementType.Note) total.notes += row.value;
    counts.set(row.productId, total);
  }
  return counts;
}

export function selectProductElements(
  db: Executor,
  productId: string,
): Promise<ProductElementRow[]> {
  return db
    .select()
    .from(marketplaceProductElements)
    .where(eq(marketplaceProductElements.productId, productId))
    .orderBy(asc(marketplaceProductElements.position));
}

export function selectProductKnowledge(
  db: Executor,
  productElementIds: string[],
): Promise<ProductKnowledgeRow[]> {
  if (productElementIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(marketplaceProductKnowledge)
    .where(inArray(marketplaceProductKnowledge.productElementId, productElementIds))
    .orderBy(asc(marketplaceProductKnowledge.position));
}
