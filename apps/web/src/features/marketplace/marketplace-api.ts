import {
  ApiRoutes,
  abandonProductResponseSchema,
  acquisitionSchema,
  marketplaceCategoryListSchema,
  myProductListSchema,
  productDetailsSchema,
  productCardSchema,
  reportProductResponseSchema,
  unsafeContentErrorSchema,
  type Acquisition,
  type ChildSafetyProblem,
  type MarketplaceCategory,
  type ProductCard,
  type ProductDetails,
  type ProductDetailsInput,
  type ProductSort,
  type QueryValues,
} from '@storyloom/contracts';
import { z } from 'zod';
import {
  ApiRequestError,
  callPublicRoute,
  callRoute,
  errorCodeOf,
  userMessageOf,
  type ApiClient,
} from '../../lib/api-client';

/** What the browse page asks for; empty search and category are left out of the query. */
export interface ProductQuery {
  search: string;
  categoryId: string | null;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`The server sent ${what} the app cannot read.`);
  return parsed.data;
}

function productsQuery({ search, categoryId, sort, page, pageSize }: ProductQuery): QueryValues {
  return {
    search: search.trim() || undefined,
    categoryId: categoryId || undefined,
    sort,
    page,
    pageSize,
  };
}

/** A card as the list shows it. */
const listedCardSchema = productCardSchema;
export type ListedProduct = z.infer<typeof listedCardSchema>;

const listedPageSchema = z.object({
  items: z.array(listedCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ListedPage = z.infer<typeof listedPageSchema>;

/** Published products only; anyone may look, so no token is sent. */
export async function fetchProducts(api: ApiClient, query: ProductQuery): Promise<ListedPage> {
  const body = await callPublicRoute(api, ApiRoutes.marketplace.products, {
    query: productsQuery(query),
  });
  return parse(listedPageSchema, body, 'a list of products');
}

/**
 * One product. Signed in, the token goes along so the answer says whether it is already in the
 * caller's library and whether it is theirs (and the owner can see it while unpublished).
 * null when it does not exist or is not visible to the caller (404).
 */
export async function fetchProduct(
  api: ApiClient,
  id: string,
  signedIn: boolean,
): Promise<ProductDetails | null> {
  const call = { params: { productId: id } };
  try {
    const body = signedIn
      ? await callRoute(api, ApiRoutes.marketplace.product, call)
      : await callPublicRoute(api, ApiRoutes.marketplace.product, call);
    return parse(productDetailsSchema, body, 'a product');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchMyProducts(api: ApiClient): Promise<ProductCard[]> {
  const body = await callRoute(api, ApiRoutes.marketplace.myProducts);
  return parse(myProductListSchema, body, 'your products').items;
}

export async function fetchCategories(api: ApiClient): Promise<MarketplaceCategory[]> {
  const body = await callPublicRoute(api, ApiRoutes.marketplace.categories);
  return parse(marketplaceCategoryListSchema, body, 'the categories').items;
}

/** Snapshots a bag into a draft (or refreshes the snapshot of its existing product). */
export async function snapshotBag(api: ApiClient, bagId: string): Promise<ProductDetails> {
  const body = await callRoute(api, ApiRoutes.marketplace.publish, { body: { bagId } });
  return parse(productDetailsSchema, body, 'a product');
}

/** Saves the details and publishes (or publishes again). */
export async function publishProduct(
  api: ApiClient,
  product: ProductDetailsInput,
): Promise<ProductDetails> {
  const body = await callRoute(api, ApiRoutes.marketplace.publishProduct, {
    body: { product: { ...product } },
  });
  return parse(productDetailsSchema, body, 'a product');
}

export async function unpublishProduct(api: ApiClient, productId: string): Promise<ProductDetails> {
  const body = await callRoute(api, ApiRoutes.marketplace.unpublishProduct, {
    body: { productId },
  });
  return parse(productDetailsSchema, body, 'a product');
}

/** Copies the product into a new bag of the caller's library (targetBagId null). */
export async function acquireProduct(api: ApiClient, productId: string): Promise<Acquisition> {
  const body = await callRoute(api, ApiRoutes.marketplace.acquire, {
    body: { productId, targetBagId: null },
  });
  return parse(acquisitionSchema, body, 'an acquisition');
}

export async function abandonProduct(
  api: ApiClient,
  productId: string,
  removeCopies: boolean,
): Promise<number> {
  const body = await callRoute(api, ApiRoutes.marketplace.abandonProduct, {
    body: { productId, removeCopies },
  });
  return parse(abandonProductResponseSchema, body, 'an answer').removedElementIds.length;
}

export async function reportProduct(
  api: ApiClient,
  productId: string,
  reason: string,
): Promise<void> {
  const body = await callRoute(api, ApiRoutes.marketplace.reportProduct, {
    body: { productId, reason },
  });
  parse(reportProductResponseSchema, body, 'an answer');
}

// One reading of the server's error body for the whole app; this feature's screens import it here.
export { errorCodeOf, userMessageOf };

/** The child-safety check's answer (422): its message and what to change, field by field. */
export function unsafeContentOf(
  error: unknown,
): { message: string; problems: ChildSafetyProblem[] } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const body = unsafeContentErrorSchema.safeParse(error.data);
  if (body.success) return { message: body.data.message, problems: body.data.problems };
  return { message: userMessageOf(error), problems: [] };
}
