import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, planSchema } from '@storyloom/contracts';
import { requireUser, type Authenticate } from '../../platform/http/authentication.js';
import type { CheckoutService } from './checkout.service.js';

// Field names arrive in the spec's casing: PriceId here, priceId in ChangePlan.
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

export function paymentsRoutes({
  authenticate,
  checkout,
}: {
  authenticate: Authenticate;
  checkout: CheckoutService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Subscriptions/Checkout',
      {
        schema: {
          tags: ['payments'],
          summary: 'Start a Stripe Checkout for a plan; answers the URL to send the user to',
          security: [{ idToken: [] }],
          body: checkoutBody,
          response: { 200: z.object({ url: z.string() }), ...errors },
        },
      },
      async (request) => {
        const caller = await requireUser(authenticate, request);
        return checkout.createCheckout(caller, request.body);
      },
    );

    app.post(
      '/api/Subscriptions/ChangePlan',
      {
        schema: {
          tags: ['payments'],
          summary: 'Preview or apply a move of the paid subscription to another price',
          description:
            'With preview, the prorated amount due now; without, Stripe is told and the plan changes when its webhook confirms.',
          security: [{ idToken: [] }],
          body: changePlanBody,
          response: { 200: changePlanResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await requireUser(authenticate, request);
        return checkout.changePlan(caller, request.body);
      },
    );
  };
}
