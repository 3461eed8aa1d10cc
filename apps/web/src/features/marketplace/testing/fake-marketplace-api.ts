import {
  ApiRoutes,
  StoryElementType,
  acquireRequestSchema,
  abandonProductRequestSchema,
  productIdRequestSchema,
  productListQuerySchema,
  publishProductRequestSchema,
  publishRequestSchema,
  reportProductRequestSchema,
  type ApiRoute,
  type MarketplaceCategory,
  type ProductDetails,
} from '@storyloom/contracts';
import { vi } from 'vitest';
import { ApiRequestError, type ApiClient, type ApiRequestInit } from '../../../lib/api-client';
import { matchRoute } from '../../../lib/testing/route-matcher';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  /** Whether the call carried the signed-in user's token. */
  signedIn: boolean;
}

export const apiError = (status: number, error: string, message: string, extra = {}) =>
  new ApiRequestError(`API request failed: ${status}`, status, {
    error,
    message,
    status,
    ...extra,
  });

export const categories: MarketplaceCategory[] = [
  { id: 'bedtime', name: 'Bedtime' },
  { id: 'animals', name: 'Animals' },
  { id: 'space', name: 'Space' },
];

const image = (name: string) => ({
  original: `https://files.test/${name}.png`,
  small: `https://files.test/${name}.small.png`,
  tiny: null,
});

/** A published product with two characters, a place and a note. */
export function aProduct(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    id: 'p1',
    title: 'Moonlit Meadow',
    description: 'A sleepy fox and her friends.',
    state: 'published',
    cover: image('meadow'),
    ageMin: 3,
    ageMax: 6,
    language: 'en',
    categoryIds: ['bedtime'],
    creatorName: 'Ana',
    elementCount: 4,
    elementTypeCounts: { characters: 2, locations: 1, notes: 1 },
    acquisitionCount: 7,
    createdDateTimeUtcEpoch: 1000,
    updatedDateTimeUtcEpoch: 1000,
    elements: [
      {
        id: 'e1',
        name: 'Luna',
        description: 'A brave little fox',
        type: StoryElementType.Character,
        image: image('luna'),
        knowledgeCount: 0,
      },
      {
        id: 'e2',
        name: 'Pip',
        description: 'An owl who cannot sleep',
        type: StoryElementType.Character,
        image: null,
        knowledgeCount: 0,
      },
      {
        id: 'e3',
        name: 'The Meadow',
        description: 'Soft grass under the moon',
        type: StoryElementType.Location,
        image: image('field'),
        knowledgeCount: 0,
      },
      {
        id: 'e4',
        name: 'Fox facts',
        description: 'Foxes love berries',
        type: StoryElementType.Note,
        image: null,
        knowledgeCount: 1,
      },
    ],
    ...overrides,
  };
}

interface FakeOptions {
  products?: ProductDetails[];
  /** Total reported by the list (to test paging); defaults to the products' count. */
  total?: number;
  /** Who owns which product when signed in; their products answer isOwner: true. */
  owned?: string[];
  acquired?: string[];
}

/**
 * The marketplace API at the network boundary, answering from memory like the server: bodies are
 * checked with the contracts' schemas, so a wrong request fails the test. `failNext` makes the
 * next matching call fail.
 */
export function createFakeMarketplaceApi({
  products: initial = [aProduct()],
  total,
  owned = [],
  acquired = [],
}: FakeOptions = {}) {
  const products = new Map(initial.map((product) => [product.id, product]));
  const acquiredIds = new Set(acquired);
  const calls: RecordedCall[] = [];
  const failures: { method: string; pattern: RegExp; error: Error }[] = [];

  function view(product: ProductDetails, signedIn: boolean): ProductDetails {
    if (!signedIn) return product;
    return {
      ...product,
      isOwner: owned.includes(product.id),
      acquired: acquiredIds.has(product.id),
    };
  }

  function find(id: string, signedIn: boolean): ProductDetails {
    const product = products.get(id);
    const visible = product && (product.state === 'published' || (signedIn && owned.includes(id)));
    if (!product || !visible) throw apiError(404, 'not_found', 'Not found');
    return product;
  }

  function answer(method: string, path: string, body: unknown, signedIn: boolean): unknown {
    const failure = failures.findIndex((f) => f.method === method && f.pattern.test(path));
    if (failure !== -1) {
      const [failed] = failures.splice(failure, 1);
      if (failed) throw failed.error;
    }
    const url = new URL(path, 'http://api.test');
    const route = `${method} ${url.pathname}`;
    const is = <P extends string>(candidate: ApiRoute<P>) => matchRoute(candidate, method, path);
    const wanted = is(ApiRoutes.marketplace.product);
    if (wanted) return view(find(wanted.productId, signedIn), signedIn);

    if (is(ApiRoutes.marketplace.categories)) return { items: categories };
    if (is(ApiRoutes.marketplace.products)) {
      const query = productListQuerySchema.parse(Object.fromEntries(url.searchParams));
      const items = [...products.values()].filter((p) => p.state === 'published');
      const start = (query.page - 1) * query.pageSize;
      return {
        items: items.slice(start, start + query.pageSize),
        total: total ?? items.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    }
    if (is(ApiRoutes.marketplace.myProducts)) {
      return { items: [...products.values()].filter((p) => owned.includes(p.id)) };
    }
    if (is(ApiRoutes.marketplace.publish)) {
      const { bagId } = publishRequestSchema.parse(body);
      const draft = aProduct({
        id: `from-${bagId}`,
        title: 'Bedtime bag',
        description: '',
        state: 'draft',
        cover: null,
        categoryIds: [],
        coverElementId: null,
        sourceBagId: bagId,
        isOwner: true,
      });
      products.set(draft.id, draft);
      owned.push(draft.id);
      return draft;
    }
    if (is(ApiRoutes.marketplace.publishProduct)) {
      const { product: input } = publishProductRequestSchema.parse(body);
      const existing = find(input.id ?? '', signedIn);
      const picked = existing.elements.find((e) => e.id === input.coverElementId);
      const saved: ProductDetails = {
        ...existing,
        ...input,
        id: existing.id,
        state: 'published',
        cover: picked?.image ?? existing.cover,
      };
      products.set(saved.id, saved);
      return saved;
    }
    if (is(ApiRoutes.marketplace.unpublishProduct)) {
      const { productId } = productIdRequestSchema.parse(body);
      const saved: ProductDetails = { ...find(productId, signedIn), state: 'unpublished' };
      products.set(productId, saved);
      return saved;
    }
    if (is(ApiRoutes.marketplace.acquire)) {
      const { productId } = acquireRequestSchema.parse(body);
      const product = find(productId, signedIn);
      const already = acquiredIds.has(productId);
      acquiredIds.add(productId);
      return {
        productId,
        bagId: 'new-bag',
        elementIds: product.elements.map((e) => `copy-${e.id}`),
        acquiredDateTimeUtcEpoch: 5000,
        alreadyAcquired: already,
      };
    }
    if (is(ApiRoutes.marketplace.abandonProduct)) {
      const { productId, removeCopies } = abandonProductRequestSchema.parse(body);
      const product = find(productId, signedIn);
      acquiredIds.delete(productId);
      return {
        productId,
        removedElementIds: removeCopies ? product.elements.map((e) => `copy-${e.id}`) : [],
      };
    }
    if (is(ApiRoutes.marketplace.reportProduct)) {
      const { productId } = reportProductRequestSchema.parse(body);
      find(productId, signedIn);
      return { productId, reported: true };
    }
    throw new Error(`The fake API has no answer for ${route}`);
  }

  const handle = (signedIn: boolean) =>
    vi.fn(async (path: string, init: ApiRequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body, signedIn });
      return answer(method, path, init.body, signedIn);
    });

  const api: ApiClient = {
    request: handle(true) as ApiClient['request'],
    requestBlob: vi.fn(async () => new Blob()),
    publicRequest: handle(false) as ApiClient['publicRequest'],
  };

  return {
    api,
    calls,
    products,
    /** The next `method` call whose path matches fails with `error`. */
    failNext(method: string, pattern: RegExp, error: Error) {
      failures.push({ method, pattern, error });
    },
    /** The calls other than categories, as 'METHOD path'. */
    actions: () =>
      calls.filter((c) => !c.path.endsWith('/categories')).map((c) => `${c.method} ${c.path}`),
    /** The bodies sent to one action path. */
    bodiesOf: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
