import type {
  ProductCard,
  ProductDetails,
  ProductLanguage,
  ProductState,
  StoryElementType,
} from '@storyloom/contracts';
import type { RequestUser } from '../../platform/http/authentication.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { productNotFound } from './marketplace.errors.js';
import {
  selectCategoryIds,
  selectElementCounts,
  selectProductElements,
  selectProductKnowledge,
  type ElementTypeCounts,
  type ProductCardRow,
} from './marketplace.repository.js';
import { signedImage } from './product-files.js';

type Viewer = Pick<RequestUser, 'id' | 'admin'> | null;

/** Drafts and unpublished products are visible to their owner and to administrators only. */
export function assertVisible(row: ProductCardRow | undefined, viewer: Viewer): ProductCardRow {
  if (!row) throw productNotFound();
  const privileged = viewer !== null && (viewer.id === row.ownerId || viewer.admin);
  if (row.state !== 'published' && !privileged) throw productNotFound();
  return row;
}

const elementCountsOf = (types: ElementTypeCounts = { characters: 0, locations: 0, notes: 0 }) => ({
  elementCount: types.characters + types.locations + types.notes,
  elementTypeCounts: types,
});

export async function presentCards(
  deps: Pick<MarketplaceDeps, 'db' | 'files'>,
  rows: ProductCardRow[],
): Promise<ProductCard[]> {
  const ids = rows.map((row) => row.id);
  const [categories, counts] = await Promise.all([
    selectCategoryIds(deps.db, ids),
    selectElementCounts(deps.db, ids),
  ]);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      state: row.state as ProductState,
      cover: await signedImage(deps.files, row.coverPath),
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      language: row.language as ProductLanguage,
      categoryIds: categories.get(row.id) ?? [],
      creatorName: row.creatorName,
      ...elementCountsOf(counts.get(row.id)),
      acquisitionCount: row.acquisitionCount,
      createdDateTimeUtcEpoch: row.createdAt.getTime(),
      updatedDateTimeUtcEpoch: row.updatedAt.getTime(),
    })),
  );
}

/** The product page; `acquired` and `isOwner` only for a signed-in viewer, owner fields for the owner. */
export async function presentDetails(
  deps: Pick<MarketplaceDeps, 'db' | 'files'>,
  row: ProductCardRow,
  viewer: Viewer,
  acquired = false,
): Promise<ProductDetails> {
  const [[card], elements] = await Promise.all([
    presentCards(deps, [row]),
    selectProductElements(deps.db, row.id),
  ]);
  const knowledge = await selectProductKnowledge(
    deps.db,
    elements.map((element) => element.id),
  );
  const isOwner = viewer?.id === row.ownerId;
  return {
    ...card!,
    elements: await Promise.all(
      elements.map(async (element) => ({
        id: element.id,
        name: element.name,
        description: element.description,
        type: element.type as StoryElementType,
        image: await signedImage(deps.files, element.avatarPath),
        knowledgeCount: knowledge.filter((doc) => doc.productElementId === element.id).length,
      })),
    ),
    ...(viewer ? { acquired, isOwner } : {}),
    ...(isOwner ? { sourceBagId: row.sourceBagId, coverElementId: row.coverElementId } : {}),
  };
}
