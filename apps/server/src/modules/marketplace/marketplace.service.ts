import type {
  Acquisition,
  MarketplaceCategory,
  ProductDetails,
  ProductDetailsInput,
  ProductPage,
  SeedCategoriesResponse,
} from '@storyloom/contracts';
import type { RequestUser } from '../../platform/http/authentication.js';
import { abandonProduct } from './abandon-product.js';
import { acquireProduct } from './acquire-product.js';
import { selectLiveAcquisition } from './acquisition.repository.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { listCategories, seedCategories } from './marketplace-categories.js';
import {
  selectOwnerCards,
  selectProductCard,
  selectPublishedCards,
  type ProductCardRow,
} from './marketplace.repository.js';
import { publishProduct, unpublishProduct } from './product-publishing.js';
import { listReports, reportProduct } from './product-reports.js';
import { snapshotBag } from './product-snapshot.js';
import { assertVisible, presentCards, presentDetails } from './product-view.js';

type Caller = Pick<RequestUser, 'id' | 'admin'>;

export type ListQuery = {
  search?: string | undefined;
  categoryId?: string | undefined;
  sort: 'newest' | 'mostAcquired';
  page: number;
  pageSize: number;
};

type DetailsInput = Omit<ProductDetailsInput, 'description' | 'categoryIds'> & {
  description: string;
  categoryIds: string[];
};

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;

export function createMarketplaceService(deps: MarketplaceDeps) {
  const { db } = deps;

  async function details(row: ProductCardRow, viewer: Caller | null): Promise<ProductDetails> {
    const acquired = viewer
      ? (await selectLiveAcquisition(db, viewer.id, row.id)) !== undefined
      : false;
    return presentDetails(deps, row, viewer, acquired);
  }

  return {
    async publish(caller: Caller, bagId: string): Promise<ProductDetails> {
      const product = await snapshotBag(deps, caller.id, bagId);
      return details((await selectProductCard(db, product.id))!, caller);
    },

    async publishProduct(caller: Caller, input: DetailsInput): Promise<ProductDetails> {
      return details(await publishProduct(deps, caller.id, input), caller);
    },

    async unpublish(caller: Caller, productId: string): Promise<ProductDetails> {
      return details(await unpublishProduct(deps, caller, productId), caller);
    },

    acquire: (
      caller: Caller,
      productId: string,
      targetBagId: string | null,
    ): Promise<Acquisition> => acquireProduct(deps, caller.id, productId, targetBagId),

    abandon: (caller: Caller, productId: string, removeCopies: boolean) =>
      abandonProduct(deps, caller.id, productId, removeCopies),

    async list(query: ListQuery): Promise<ProductPage> {
      const { rows, total } = await selectPublishedCards(db, {
        search: query.search || undefined,
        categoryId: query.categoryId,
        sort: query.sort,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        items: await presentCards(deps, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(viewer: Caller | null, productId: string): Promise<ProductDetails> {
      return details(assertVisible(await selectProductCard(db, productId), viewer), viewer);
    },

    async myProducts(caller: Caller) {
      return { items: await presentCards(deps, await selectOwnerCards(db, caller.id)) };
    },

    categories: async (): Promise<{ items: MarketplaceCategory[] }> => ({
      items: await listCategories(db),
    }),

    seedCategories: (): Promise<SeedCategoriesResponse> => seedCategories(db),

    report: (caller: Caller, productId: string, reason: string) =>
      reportProduct(deps, caller, productId, reason),

    reports: () => listReports(deps),
  };
}
