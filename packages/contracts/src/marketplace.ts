import { z } from 'zod';
import { apiErrorSchema } from './api-error.js';
import { storyElementTypeSchema } from './enum-schemas.js';
import { sharedImageSchema } from './sharing.js';

/**
 * Marketplace: published snapshots of a bag ("products") that other families can acquire. Every
 * write is `POST /api/Marketplace/<Action>` with a wrapped JSON body (docs/product.md, "Readings of
 * unclear points" 10); reads are `GET /api/Marketplace/...`. Errors are `{ error, message, status
 * }` (apiErrorSchema). The lifecycle and what happens to acquired copies is described in
 * docs/marketplace.md.
 */

export const MARKETPLACE_LIMITS = {
  titleMax: 80,
  descriptionMax: 2000,
  /** Youngest and oldest age a product can be meant for, in years. */
  ageYearsMin: 2,
  ageYearsMax: 12,
  categoriesPerProductMax: 5,
  reportReasonMax: 500,
  searchMax: 100,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** draft (only the owner sees it) → published (everyone) → unpublished (owner and admins). */
export const PRODUCT_STATES = ['draft', 'published', 'unpublished'] as const;
export const productStateSchema = z.enum(PRODUCT_STATES);
export type ProductState = z.infer<typeof productStateSchema>;

export const PRODUCT_LANGUAGES = ['en', 'es'] as const;
export const productLanguageSchema = z.enum(PRODUCT_LANGUAGES);
export type ProductLanguage = z.infer<typeof productLanguageSchema>;

export const PRODUCT_SORTS = ['newest', 'mostAcquired'] as const;
export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSortSchema>;

const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id (letters, digits, - and _)');
const categoryIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a category id');

/** `GET /api/Marketplace/categories` (public): `{ items }`, ids are stable slugs like 'bedtime'. */
export const marketplaceCategorySchema = z.object({ id: z.string(), name: z.string() });
export type MarketplaceCategory = z.infer<typeof marketplaceCategorySchema>;
export const marketplaceCategoryListSchema = z.object({
  items: z.array(marketplaceCategorySchema),
});
export type MarketplaceCategoryList = z.infer<typeof marketplaceCategoryListSchema>;

/**
 * `POST /api/Maintenance/seed-categories` (admin): adds missing categories, keeps existing ones.
 */
export const seedCategoriesResponseSchema = z.object({
  added: z.array(z.string()),
  total: z.number().int().nonnegative(),
});
export type SeedCategoriesResponse = z.infer<typeof seedCategoriesResponseSchema>;

/** One product in a list. Pictures are signed, short-lived URLs (like SharedImage). */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  state: productStateSchema,
  cover: sharedImageSchema.nullable(),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  language: productLanguageSchema,
  categoryIds: z.array(z.string()),
  /** The publisher's display name, else the part of their e-mail before '@'. */
  creatorName: z.string(),
  elementCount: z.number().int().nonnegative(),
  /** What kinds are inside, so a card can say '2 characters · 1 place'. */
  elementTypeCounts: z.object({
    characters: z.number().int().nonnegative(),
    locations: z.number().int().nonnegative(),
    notes: z.number().int().nonnegative(),
  }),
  acquisitionCount: z.number().int().nonnegative(),
  createdDateTimeUtcEpoch: z.number().nonnegative(),
  updatedDateTimeUtcEpoch: z.number().nonnegative(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** An element held by the product: the snapshot taken at publish time, never the live bag. */
export const productElementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: storyElementTypeSchema,
  image: sharedImageSchema.nullable(),
  knowledgeCount: z.number().int().nonnegative(),
});
export type ProductElement = z.infer<typeof productElementSchema>;

/**
 * `GET /api/Marketplace/products/{productId}` (public) and the answer of Publish, PublishProduct
 * and UnpublishProduct. Drafts and unpublished products are 404 except for the owner and admins.
 * `acquired` and `isOwner` are present only when the caller is signed in. `sourceBagId` (the bag
 * it was taken from, null once that bag is gone) and `coverElementId` are present for the owner.
 */
export const productDetailsSchema = productCardSchema.extend({
  elements: z.array(productElementSchema),
  acquired: z.boolean().optional(),
  isOwner: z.boolean().optional(),
  sourceBagId: z.string().nullable().optional(),
  /** null: the bag's own picture is the cover; else the id of one of `elements`. */
  coverElementId: z.string().nullable().optional(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/**
 * `GET /api/Marketplace/products?search=&categoryId=&sort=&page=&pageSize=` (public, published
 * only).
 */
export const productListQuerySchema = z.object({
  /** Case-insensitive match on title, description or creator name. */
  search: z.string().trim().max(MARKETPLACE_LIMITS.searchMax).optional(),
  categoryId: categoryIdSchema.optional(),
  sort: productSortSchema.default('newest'),
  /** 1-based. */
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MARKETPLACE_LIMITS.pageSizeMax)
    .default(MARKETPLACE_LIMITS.pageSizeDefault),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * `GET /api/Marketplace/my-products` (signed in): the caller's products in every state, newest
 * first.
 */
export const myProductListSchema = z.object({ items: z.array(productCardSchema) });
export type MyProductList = z.infer<typeof myProductListSchema>;

/**
 * `POST /api/Marketplace/Publish` `{ bagId }`: snapshot the caller's bag into a DRAFT product (or
 * refresh the snapshot of the caller's existing product of that bag; its state and details stay).
 * 404 not the caller's bag, 400 empty bag, 422 unsafe text (see unsafeContentErrorSchema).
 * Answers ProductDetails.
 */
export const publishRequestSchema = z.object({ bagId: idSchema });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/**
 * The `product` of `POST /api/Marketplace/PublishProduct`: the details, then the product becomes
 * published. Give `id` to update a product you own; or leave it out and give `bagId` to snapshot
 * that bag and publish in one step. Owner only (404 otherwise); 422 on unsafe text.
 */
export const productDetailsInputSchema = z
  .object({
    id: idSchema.optional(),
    bagId: idSchema.optional(),
    title: z
      .string()
      .trim()
      .min(1, 'Please give your product a title.')
      .max(
        MARKETPLACE_LIMITS.titleMax,
        `A title can be at most ${MARKETPLACE_LIMITS.titleMax} characters.`,
      ),
    description: z
      .string()
      .trim()
      .max(
        MARKETPLACE_LIMITS.descriptionMax,
        `A description can be at most ${MARKETPLACE_LIMITS.descriptionMax} characters.`,
      )
      .default(''),
    ageMin: z
      .number()
      .int()
      .min(MARKETPLACE_LIMITS.ageYearsMin)
      .max(MARKETPLACE_LIMITS.ageYearsMax),
    ageMax: z
      .number()
      .int()
      .min(MARKETPLACE_LIMITS.ageYearsMin)
      .max(MARKETPLACE_LIMITS.ageYearsMax),
    language: productLanguageSchema,
    /** Known category ids (400 otherwise). */
    categoryIds: z
      .array(categoryIdSchema)
      .max(MARKETPLACE_LIMITS.categoriesPerProductMax)
      .default([]),
    /**
     * null or absent: the bag's picture; else the id of one of the product's elements with a
     * picture.
     */
    coverElementId: idSchema.nullable().optional(),
  })
  .refine((p) => p.ageMin <= p.ageMax, {
    message: 'The youngest age must not be above the oldest age.',
    path: ['ageMax'],
  })
  .refine((p) => p.id !== undefined || p.bagId !== undefined, {
    message: 'Give the product id, or the bag to publish.',
    path: ['id'],
  });
export type ProductDetailsInput = z.input<typeof productDetailsInputSchema>;

export const publishProductRequestSchema = z.object({ product: productDetailsInputSchema });
export type PublishProductRequest = z.input<typeof publishProductRequestSchema>;

/**
 * `POST /api/Marketplace/UnpublishProduct` `{ productId }`: owner or admin. Answers ProductDetails.
 */
export const productIdRequestSchema = z.object({ productId: idSchema });
export type ProductIdRequest = z.infer<typeof productIdRequestSchema>;
export const unpublishProductRequestSchema = productIdRequestSchema;

/**
 * `POST /api/Marketplace/Acquire` `{ productId, targetBagId }`: published products only (404).
 * targetBagId null/absent: a new bag named after the product. A bag that would hold more than the
 * plan's bagOfIdeasSize answers 409 `bag_full` with bagFullMessage and copies nothing.
 * Once per user: a second call answers the first acquisition (`alreadyAcquired: true`).
 */
export const acquireRequestSchema = z.object({
  productId: idSchema,
  targetBagId: idSchema.nullable().default(null),
});
export type AcquireRequest = z.input<typeof acquireRequestSchema>;

export const acquisitionSchema = z.object({
  productId: z.string(),
  /** The bag the copies were put into. */
  bagId: z.string(),
  /** The new elements in the caller's library (independent copies). */
  elementIds: z.array(z.string()),
  acquiredDateTimeUtcEpoch: z.number().nonnegative(),
  alreadyAcquired: z.boolean(),
});
export type Acquisition = z.infer<typeof acquisitionSchema>;

/**
 * `POST /api/Marketplace/AbandonProduct` `{ productId, removeCopies? }`: ends the caller's
 * acquisition (404 if there is none); they may acquire again later. The copies STAY in the library
 * unless `removeCopies: true`, which deletes exactly the copies this acquisition made that still
 * exist (ask the parent first).
 */
export const abandonProductRequestSchema = productIdRequestSchema.extend({
  removeCopies: z.boolean().default(false),
});
export type AbandonProductRequest = z.input<typeof abandonProductRequestSchema>;

export const abandonProductResponseSchema = z.object({
  productId: z.string(),
  removedElementIds: z.array(z.string()),
});
export type AbandonProductResponse = z.infer<typeof abandonProductResponseSchema>;

/**
 * `POST /api/Marketplace/ReportProduct` `{ productId, reason }`: any signed-in user, once per
 * product (409 `already_reported` the second time). 404 for products the caller cannot see.
 */
export const reportProductRequestSchema = productIdRequestSchema.extend({
  reason: z
    .string()
    .trim()
    .min(1, 'Please tell us what is wrong.')
    .max(
      MARKETPLACE_LIMITS.reportReasonMax,
      `A reason can be at most ${MARKETPLACE_LIMITS.reportReasonMax} characters.`,
    ),
});
export type ReportProductRequest = z.input<typeof reportProductRequestSchema>;
export const reportProductResponseSchema = z.object({
  productId: z.string(),
  reported: z.literal(true),
});
export type ReportProductResponse = z.infer<typeof reportProductResponseSchema>;

/** `GET /api/Marketplace/reports` (admin): reported products, most reports first. */
export const productReportSummarySchema = z.object({
  productId: z.string(),
  title: z.string(),
  state: productStateSchema,
  creatorName: z.string(),
  reportCount: z.number().int().positive(),
  reports: z.array(
    z.object({ reason: z.string(), createdDateTimeUtcEpoch: z.number().nonnegative() }),
  ),
});
export type ProductReportSummary = z.infer<typeof productReportSummarySchema>;
export const productReportListSchema = z.object({ items: z.array(productReportSummarySchema) });
export type ProductReportList = z.infer<typeof productReportListSchema>;

/** One text that failed the child-safety check; `field` names it for the user ('Title', ...). */
export const childSafetyProblemSchema = z.object({ field: z.string(), reason: z.string() });
export type ChildSafetyProblem = z.infer<typeof childSafetyProblemSchema>;

/** The 422 body of Publish/PublishProduct when a text is not child-safe; nothing was stored. */
export const UNSAFE_CONTENT_ERROR = 'unsafe_content';
export const unsafeContentErrorSchema = apiErrorSchema.extend({
  error: z.literal(UNSAFE_CONTENT_ERROR),
  problems: z.array(childSafetyProblemSchema),
});
export type UnsafeContentError = z.infer<typeof unsafeContentErrorSchema>;

/** Error codes of the marketplace calls besides the generic not_found / bad_request. */
export const MARKETPLACE_ERROR = {
  unsafeContent: UNSAFE_CONTENT_ERROR,
  bagFull: 'bag_full',
  emptyBag: 'empty_bag',
  alreadyReported: 'already_reported',
} as const;
