import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema, planSchema } from '@storyloom/contracts';
import type { CheckoutService } from './checkout.service.js';

// Field names arrive in the product's casing (PriceId here, priceId in ChangePlan; docs/product.md,
// "Readings of unclear points" 10); the handlers map them to the service's own names (decision
// 0014).
const metadataValue = z.string().trim().max(500).nullish();
const priceId = z.string().trim().min(1).max(255);

const checkoutBody = z.object({
  PriceId: priceId.describe('The Stripe price of the plan to buy'),
  FacebookData: z
    .object({
      Fbp: metadataValue,
      Fbc: metadataValue,
      PlanName: metadataValue,
      PlanPrice: z.union([z.number(), z.string().trim().max(500)]).nullish(),
    })
    .nullish()
    .describe('Ad attribution, stored on the checkout as metadata'),
  GoogleAnalyticsData: z
    .object({
      ClientId: metadataValue,
      SessionId: z.union([z.number(), z.string().trim().max(500)]).nullish(),
    })
    .nullish()
    .describe('Analytics attribution, stored on the checkout as metadata'),
});

const changePlanBody = z.object({
  priceId: priceId.describe('The Stripe price of the plan to move to'),
  preview: z.boolean().default(false).describe('true: only show what the change costs now'),
});

const changePlanResponse = z.union([
  z.object({
    preview: z.literal(true),
    amountDueCents: z.number().int(),
    currency: z.string(),
  }),
  z.object({ preview: z.literal(false), plan: planSchema }),
]);

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

export function paymentsRoutes({ checkout }: { checkout: CheckoutService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.payments.checkout),
      schema: {
        tags: ['payments'],
        summary: 'Start a Stripe Checkout for a plan; answers the URL to send the user to',
        body: checkoutBody,
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const { PriceId, FacebookData: ad, GoogleAnalyticsData: analytics } = request.body;
        return checkout.createCheckout(caller, {
          priceId: PriceId,
          attribution: {
            fbp: ad?.Fbp,
            fbc: ad?.Fbc,
            fbPlanName: ad?.PlanName,
            fbPlanPrice: ad?.PlanPrice,
            gaClientId: analytics?.ClientId,
            gaSessionId: analytics?.SessionId,
          },
        });
      },
    });

    app.route({
      ...routeOf(ApiRoutes.payments.changePlan),
      schema: {
        tags: ['payments'],
        summary: 'Preview or apply a move of the paid subscription to another price',
        description:
          'With preview, the prorated amount due now; without, Stripe is told and the plan changes when its webhook confirms.',
        body: changePlanBody,
        response: { 200: changePlanResponse, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return checkout.changePlan(caller, request.body);
      },
    });
  };
}
