import { planName, type Plan } from '@storyloom/contracts';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import type { PaymentsDeps } from './payments-deps.js';
import { selectCustomerOfUser } from './payments.repository.js';
import { callStripe, paymentsNotConfigured, type Stripe } from './stripe-client.js';

/**
 * A checkout in the service's own words; the route maps the product's body (`PriceId`,
 * `FacebookData`, `GoogleAnalyticsData`; docs/product.md, "The API") onto it (decision 0014).
 */
export type CheckoutRequest = {
  priceId: string;
  /** Ad and analytics attribution, kept on the checkout as metadata (empty values left out). */
  attribution: Record<
    'fbp' | 'fbc' | 'fbPlanName' | 'fbPlanPrice' | 'gaClientId' | 'gaSessionId',
    string | number | null | undefined
  >;
};

export type ChangePlanResult =
  { preview: true; amountDueCents: number; currency: string } | { preview: false; plan: Plan };

const unknownPrice = (priceId: string) =>
  badRequest(
    `No plan is sold at the price "${priceId}". Ask the person who runs this Storyloom to list it in the system configuration's stripeProducts.prices.`,
  );

/** Attribution flattened into Stripe metadata (string values only; empty ones left out). */
function attributionMetadata(attribution: CheckoutRequest['attribution']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attribution)
      .filter(([, value]) => value !== undefined && value !== null && String(value) !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: PaymentsDeps) {
  const { db, plans } = deps;

  const stripeClient = (): Stripe => {
    if (!deps.stripe) throw paymentsNotConfigured(deps.productName);
    return deps.stripe.client;
  };

  const planOf = async (priceId: string): Promise<Plan> => {
    const plan = await plans.systemConfiguration.planForStripePrice(priceId);
    if (plan === undefined) throw unknownPrice(priceId);
    return plan;
  };

  return {
    /** A Stripe Checkout Session for the price's plan; the plan changes when Stripe confirms. */
    async createCheckout(caller: RequestUser, body: CheckoutRequest): Promise<{ url: string }> {
      const stripe = stripeClient();
      const plan = await planOf(body.priceId);
      const customer = await selectCustomerOfUser(db, caller.id);
      if (customer?.subscriptionId) {
        throw new AppError(
          'already_subscribed',
          'You already have a paid plan; change it with POST /api/Subscriptions/ChangePlan.',
          409,
        );
      }
      const identity = { userId: caller.id, plan: planName(plan) };
      const session = await callStripe('start a checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: body.priceId, quantity: 1 }],
          ...(customer
            ? { customer: customer.customerId }
            : caller.email
              ? { customer_email: caller.email }
              : {}),
          client_reference_id: caller.id,
          success_url: `${deps.publicUrl}/library?checkout=success`,
          cancel_url: `${deps.publicUrl}/story?checkout=cancelled`,
          metadata: {
            ...identity,
            priceId: body.priceId,
            ...attributionMetadata(body.attribution),
          },
          // The subscription carries the user, so its events find them even before the
          // checkout's own event arrives.
          subscription_data: { metadata: identity },
        }),
      );
      if (!session.url) {
        throw new AppError('payment_provider_error', 'Stripe returned no checkout URL', 502);
      }
      return { url: session.url };
    },

    /**
     * Previews (the prorated amount due now) or applies a move of the user's Stripe
     * subscription to another price. Applying bills the difference at once; the plan itself
     * changes when Stripe's webhook confirms.
     */
    async changePlan(
      caller: RequestUser,
      { priceId, preview }: { priceId: string; preview: boolean },
    ): Promise<ChangePlanResult> {
      const stripe = stripeClient();
      const plan = await planOf(priceId);
      const customer = await selectCustomerOfUser(db, caller.id);
      const subscriptionId = customer?.subscriptionId;
      if (!customer || !subscriptionId) {
        throw new AppError(
          'no_paid_subscription',
          'You have no paid plan to change yet; choose one with POST /api/Subscriptions/Checkout first.',
          409,
        );
      }
      const subscription = await callStripe('read the subscription', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      const item = subscription.items.data[0];
      if (!item) {
        throw new AppError('payment_provider_error', 'The Stripe subscription has no item', 502);
      }
      const items = [{ id: item.id, price: priceId }];
      if (preview) {
        const invoice = await callStripe('preview the change', () =>
          stripe.invoices.createPreview({
            customer: customer.customerId,
            subscription: subscriptionId,
            subscription_details: { items, proration_behavior: 'always_invoice' },
          }),
        );
        return { preview: true, amountDueCents: invoice.amount_due, currency: invoice.currency };
      }
      await callStripe('change the subscription', () =>
        stripe.subscriptions.update(subscriptionId, {
          items,
          proration_behavior: 'always_invoice',
          metadata: { userId: caller.id, plan: planName(plan) },
        }),
      );
      return { preview: false, plan };
    },
  };
}
