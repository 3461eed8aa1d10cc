import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  abandonProductRequestSchema,
  abandonProductResponseSchema,
  acquireRequestSchema,
  acquisitionSchema,
  apiErrorSchema,
  marketplaceCategoryListSchema,
  myProductListSchema,
  productDetailsSchema,
  productIdRequestSchema,
  productListQuerySchema,
  productPageSchema,
  productReportListSchema,
  publishProductRequestSchema,
  publishRequestSchema,
  reportProductRequestSchema,
  reportProductResponseSchema,
  seedCategoriesResponseSchema,
  unsafeContentErrorSchema,
  type UnsafeContentError as UnsafeContentBody,
} from '@storyloom/contracts';
import { UnsafeContentError } from './marketplace.errors.js';
import type { MarketplaceService } from './marketplace.service.js';

export type MarketplaceRoutesOptions = {
  marketplace: MarketplaceService;
};

const errors = {
  400: apiErrorSchema.describe('Bad input'),
  401: apiErrorSchema.describe('Not signed in'),
  404: apiErrorSchema.describe('No such thing of yours, or not visible to you'),
};
const unsafe = {
  422: unsafeContentErrorSchema.describe('A text is not child-safe; nothing stored'),
};
const productParams = z.object({ productId: z.string().min(1).max(64) });

/** The 422 of the child-safety check carries the problems, which the error handler would drop. */
async function withSafetyProblems<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UnsafeContentError)) throw error;
    const body: UnsafeContentBody = {
      error: 'unsafe_content',
      message: error.message,
      status: 422,
      problems: error.problems,
    };
    return reply.status(422).send(body);
  }
}

/** The marketplace: `POST /api/Marketplace/<Action>` writes and `GET /api/Marketplace/...` reads. */
export function marketplaceRoutes({
  marketplace,
}: MarketplaceRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.marketplace.publish),
      schema: {
        tags: ['marketplace'],
        summary: 'Snapshot one of your bags into a draft product',
        description:
          'Copies the bag, its ideas, their documents and pictures into a draft product, or refreshes the ' +
          'snapshot of your product of that bag (its details and state stay). 400 for an empty bag.',
        body: publishRequestSchema,
        response: { 200: productDetailsSchema, ...errors, ...unsafe },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        return withSafetyProblems(reply, () => marketplace.publish(user, request.body.bagId));
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.publishProduct),
      schema: {
        tags: ['marketplace'],
        summary: 'Save the details of your product and publish it',
        description:
          'With product.id: your product (404 otherwise). Without: product.bagId is snapshotted first. ' +
          'Categories must exist (400); the cover is the bag picture (null) or an idea with a picture.',
        body: publishProductRequestSchema,
        response: { 200: productDetailsSchema, ...errors, ...unsafe },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        return withSafetyProblems(reply, () =>
          marketplace.publishProduct(user, request.body.product),
        );
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.unpublishProduct),
      schema: {
        tags: ['marketplace'],
        summary: 'Hide a product from browsing and new acquirers (owner or admin)',
        description:
          'Acquired copies keep working. 409 for a draft; an unpublished product answers as it is.',
        body: productIdRequestSchema,
        response: { 200: productDetailsSchema, ...errors, 409: apiErrorSchema },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return marketplace.unpublish(user, request.body.productId);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.acquire),
      schema: {
        tags: ['marketplace'],
        summary: 'Copy a published product into your library',
        description:
          'New independent ideas in your bag targetBagId, or a new bag named after the product when it is ' +
          'null. Once per user: a repeat answers the first acquisition. 409 bag_full when the bag would overflow.',
        body: acquireRequestSchema,
        response: { 200: acquisitionSchema, ...errors, 409: apiErrorSchema.describe('bag_full') },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return marketplace.acquire(user, request.body.productId, request.body.targetBagId);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.abandonProduct),
      schema: {
        tags: ['marketplace'],
        summary: 'End your acquisition of a product',
        description:
          'The copies stay in your library unless removeCopies is true, which deletes the copies it made ' +
          'that still exist. You may acquire the product again later.',
        body: abandonProductRequestSchema,
        response: { 200: abandonProductResponseSchema, ...errors },
      },
      handler: async (request) => {
        const user = callerOf(request);
        const { productId, removeCopies } = request.body;
        return marketplace.abandon(user, productId, removeCopies);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.reportProduct),
      schema: {
        tags: ['marketplace'],
        summary: 'Tell the administrators something is wrong with a product',
        description: 'Once per user and product (409 already_reported).',
        body: reportProductRequestSchema,
        response: { 200: reportProductResponseSchema, ...errors, 409: apiErrorSchema },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return marketplace.report(user, request.body.productId, request.body.reason);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.products),
      schema: {
        tags: ['marketplace'],
        summary: 'Browse published products (public)',
        description: 'search matches title, description or creator, ignoring case.',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, 400: errors[400] },
      },
      handler: async (request) => marketplace.list(request.query),
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.product),
      schema: {
        tags: ['marketplace'],
        summary: 'One product with its ideas (public)',
        description: 'Drafts and unpublished products are 404 except for their owner and admins.',
        params: productParams,
        response: { 200: productDetailsSchema, 404: errors[404] },
      },
      handler: async (request) => {
        const viewer = request.user;
        return marketplace.get(viewer, request.params.productId);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.myProducts),
      schema: {
        tags: ['marketplace'],
        summary: 'Your products in every state',
        response: { 200: myProductListSchema, 401: errors[401] },
      },
      handler: async (request) => marketplace.myProducts(callerOf(request)),
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.categories),
      schema: {
        tags: ['marketplace'],
        summary: 'The categories products are filed under (public)',
        response: { 200: marketplaceCategoryListSchema },
      },
      handler: async () => marketplace.categories(),
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.reports),
      schema: {
        tags: ['marketplace', 'admin'],
        summary: 'Reported products with their reasons (administrators only)',
        response: { 200: productReportListSchema, 401: errors[401], 403: apiErrorSchema },
      },
      handler: async () => marketplace.reports(),
    });

    app.route({
      ...routeOf(ApiRoutes.marketplace.seedCategories),
      schema: {
        tags: ['marketplace', 'admin'],
        summary: 'Add the default categories that are missing (administrators only)',
        response: { 200: seedCategoriesResponseSchema, 401: errors[401], 403: apiErrorSchema },
      },
      handler: async () => marketplace.seedCategories(),
    });
  };
}
