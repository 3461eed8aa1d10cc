import { eq, inArray } from 'drizzle-orm';
import type { ProductDetailsInput } from '@storyloom/contracts';
import {
  marketplaceCategories,
  marketplaceProductCategories,
  marketplaceProducts,
} from '../../db/schema/marketplace.js';
import { conflict } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { productNotFound, unknownCategory, unknownCover } from './marketplace.errors.js';
import {
  selectOwnedProduct,
  selectProductCard,
  selectProductElements,
  selectProductKnowledge,
  type ProductCardRow,
  type ProductRow,
} from './marketplace.repository.js';
import { loadBag, snapshotBag } from './product-snapshot.js';
import { assertChildSafe, ideaTexts } from './safety-texts.js';

type Details = Omit<ProductDetailsInput, 'description' | 'categoryIds'> & {
  description: string;
  categoryIds: string[];
};

async function assertKnownCategories(deps: MarketplaceDeps, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const known = await deps.db
    .select({ id: marketplaceCategories.id })
    .from(marketplaceCategories)
    .where(inArray(marketplaceCategories.id, unique));
  if (known.length !== unique.length) throw unknownCategory();
  return unique;
}

/** The product's own texts are checked again: the word list may have grown since the snapshot. */
async function assertSnapshotSafe(deps: MarketplaceDeps, product: ProductRow): Promise<void> {
  const elements = await selectProductElements(deps.db, product.id);
  const documents = await selectProductKnowledge(
    deps.db,
    elements.map((e) => e.id),
  );
  assertChildSafe(
    elements.flatMap((element) =>
      ideaTexts(
        element,
        documents.filter((doc) => doc.productElementId === element.id),
      ),
    ),
  );
}

/** The product element a cover choice names (its id, or the id of the idea it was copied from). */
async function resolveCover(
  deps: MarketplaceDeps,
  productId: string,
  cover: string | null | undefined,
): Promise<string | null> {
  if (!cover) return null;
  const elements = await selectProductElements(deps.db, productId);
  const chosen = elements.find((e) => e.id === cover || e.sourceElementId === cover);
  if (!chosen?.avatarPath) throw unknownCover();
  return chosen.id;
}

/**
 * PublishProduct: saves the details of the caller's product and publishes it. Without an id, the
 * bag is snapshotted first (as Publish does). Everything that can be refused is checked before the
 * first write, so a refused call changes nothing.
 */
export async function publishProduct(
  deps: MarketplaceDeps,
  userId: string,
  input: Details,
): Promise<ProductCardRow> {
  const categoryIds = await assertKnownCategories(deps, input.categoryIds);
  assertChildSafe([
    { field: 'Title', text: input.title },
    { field: 'Description', text: input.description },
  ]);
  let product: ProductRow;
  if (input.id) {
    const owned = await selectOwnedProduct(deps.db, userId, input.id);
    if (!owned) throw productNotFound();
    await assertSnapshotSafe(deps, owned);
    product = owned;
  } else {
    if (input.coverElementId) {
      const { members } = await loadBag(deps, userId, input.bagId!);
      const member = members.find((m) => m.id === input.coverElementId);
      if (!member?.avatarPath) throw unknownCover();
    }
    product = await snapshotBag(deps, userId, input.bagId!);
  }
  const coverElementId = await resolveCover(deps, product.id, input.coverElementId);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(marketplaceProducts)
      .set({
        title: input.title,
        description: input.description,
        ageMin: input.ageMin,
        ageMax: input.ageMax,
        language: input.language,
        coverElementId,
        state: 'published',
        updatedAt: now,
        // 'Newest' means newly published: editing a published product keeps its place.
        publishedAt: product.state === 'published' ? product.publishedAt : now,
      })
      .where(eq(marketplaceProducts.id, product.id));
    await tx
      .delete(marketplaceProductCategories)
      .where(eq(marketplaceProductCategories.productId, product.id));
    if (categoryIds.length > 0) {
      await tx
        .insert(marketplaceProductCategories)
        .values(categoryIds.map((categoryId) => ({ productId: product.id, categoryId })));
    }
  });
  return (await selectProductCard(deps.db, product.id))!;
}

/** Owner or admin: hidden from browsing and from new acquirers; acquired copies stay. */
export async function unpublishProduct(
  deps: MarketplaceDeps,
  caller: Pick<RequestUser, 'id' | 'admin'>,
  productId: string,
): Promise<ProductCardRow> {
  const product = await selectProductCard(deps.db, productId);
  if (!product || (product.ownerId !== caller.id && !caller.admin)) throw productNotFound();
  if (product.state === 'draft') throw conflict('Only a published product can be unpublished.');
  if (product.state === 'unpublished') return product;
  await deps.db
    .update(marketplaceProducts)
    .set({ state: 'unpublished', updatedAt: new Date() })
    .where(eq(marketplaceProducts.id, productId));
  return (await selectProductCard(deps.db, productId))!;
}
