import { Plan, planName, type Subscription } from '@storyloom/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import type { Executor } from '../../platform/db/executor.js';
import type { PaymentsDeps } from './payments-deps.js';
import {
  clearSubscription,
  recordEvent,
  selectCustomerBy,
  upsertCustomer,
  userExists,
} from './payments.repository.js';
import { paymentsNotConfigured } from './stripe-client.js';
import {
  checkoutSessionSchema,
  eventEnvelopeSchema,
  invoicePrices,
  invoiceSchema,
  subscriptionSchema,
} from './stripe-events.js';

type Announcement = { userId: string; subscription: Subscription };
type Handler = (tx: Executor, object: unknown) => Promise<Announcement[]>;

export type WebhookOutcome = { received: true; duplicate: boolean; ignored: boolean };

/** Subscriptions in these states still have their plan; the rest wait for their deletion. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const invalidSignature = () =>
  new AppError(
    'invalid_signature',
    'The Stripe-Signature header does not match this body, or it is too old.',
    400,
  );

function parseObject<T extends z.ZodType>(schema: T, object: unknown, type: string): z.infer<T> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw badRequest(`Unreadable ${type} event: ${parsed.error.message}`);
  return parsed.data;
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;

export function createStripeWebhookService(deps: PaymentsDeps) {
  const { db, plans, logger } = deps;

  /**
   * The user a Stripe subscription belongs to: from our table, else from the metadata Checkout
   * put on it (its events may come before the checkout's), which is then remembered.
   */
  async function ownerOf(
    tx: Executor,
    ids: { subscriptionId: string; customerId: string | null | undefined },
    metadataUserId: string | undefined,
  ): Promise<string | undefined> {
    const known = await selectCustomerBy(tx, { subscriptionId: ids.subscriptionId });
    if (known) return known.userId;
    if (!metadataUserId || !ids.customerId || !(await userExists(tx, metadataUserId))) {
      return undefined;
    }
    await upsertCustomer(tx, {
      userId: metadataUserId,
      customerId: ids.customerId,
      subscriptionId: ids.subscriptionId,
    });
    return metadataUserId;
  }

  const setPlan = async (
    tx: Executor,
    userId: string,
    plan: Plan,
    grant?: { idempotencyKey: string; note: string },
  ): Promise<Announcement[]> => {
    const { subscription, changed } = await plans.subscriptions.applyPaidPlan(tx, {
      userId,
      plan,
      grant,
    });
    return changed ? [{ userId, subscription }] : [];
  };

  const unmatched = (type: string, details: object): Announcement[] => {
    logger.warn({ type, ...details }, 'Stripe event for no known user or plan; ignored');
    return [];
  };

  const handlers: Record<string, Handler> = {
    async 'checkout.session.completed'(tx, object) {
      const session = parseObject(checkoutSessionSchema, object, 'checkout.session.completed');
      const userId = session.client_reference_id;
      if (session.mode !== 'subscription' || !userId || !session.customer) return [];
      if (!(await userExists(tx, userId))) return unmatched('checkout', { session: session.id });
      await upsertCustomer(tx, {
        userId,
        customerId: session.customer,
        subscriptionId: session.subscription ?? undefined,
      });
      return [];
    },

    async 'invoice.paid'(tx, object) {
      const invoice = parseObject(invoiceSchema, object, 'invoice.paid');
      const details = invoice.parent?.subscription_details;
      const subscriptionId = details?.subscription ?? invoice.subscription;
      if (!subscriptionId) return []; // a one-off invoice, not a plan
      const userId = await ownerOf(
        tx,
        { subscriptionId, customerId: invoice.customer },
        details?.metadata?.userId,
      );
      let plan: Plan | undefined;
      for (const price of invoicePrices(invoice)) {
        plan ??= await plans.systemConfiguration.planForStripePrice(price, tx);
      }
      if (!userId || plan === undefined) return unmatched('invoice', { invoice: invoice.id });
      return setPlan(tx, userId, plan, {
        idempotencyKey: `stripe-invoice:${invoice.id}`,
        note: `${planName(plan)} plan credits (Stripe invoice ${invoice.id})`,
      });
    },

    async 'customer.subscription.updated'(tx, object) {
      const subscription = parseObject(subscriptionSchema, object, 'customer.subscription.updated');
      if (!LIVE_STATUSES.has(subscription.status)) return [];
      const userId = await ownerOf(
        tx,
        { subscriptionId: subscription.id, customerId: subscription.customer },
        subscription.metadata?.userId,
      );
      const price = subscription.items.data[0]?.price.id;
      const plan = price
        ? await plans.systemConfiguration.planForStripePrice(price, tx)
        : undefined;
      if (!userId || plan === undefined) {
        return unmatched('subscription', { subscription: subscription.id });
      }
      return setPlan(tx, userId, plan);
    },

    async 'customer.subscription.deleted'(tx, object) {
      const subscription = parseObject(subscriptionSchema, object, 'customer.subscription.deleted');
      const userId = await ownerOf(
        tx,
        { subscriptionId: subscription.id, customerId: subscription.customer },
        subscription.metadata?.userId,
      );
      if (!userId) return unmatched('subscription', { subscription: subscription.id });
      await clearSubscription(tx, subscription.id);
      return setPlan(tx, userId, Plan.Demo);
    },
  };

  return {
    /**
     * Verifies a Stripe webhook and applies it once: the event id is recorded in the transaction
     * of its effect, so a redelivery (or a concurrent one) changes nothing.
     */
    async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (!deps.stripe) throw paymentsNotConfigured(deps.productName);
      const { client, webhookSecret } = deps.stripe;
      if (!signature) throw invalidSignature();
      let verified: unknown;
      try {
        verified = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw invalidSignature();
      }
      const event = parseObject(eventEnvelopeSchema, verified, 'Stripe');
      const handler = Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined;
      if (!handler) return { received: true, duplicate: false, ignored: true };
      const result = await db.transaction(async (tx) => {
        if (!(await recordEvent(tx, event.id, event.type))) return { duplicate: true, changes: [] };
        return { duplicate: false, changes: await handler(tx, event.data.object) };
      });
      for (const { userId, subscription } of result.changes) {
        await plans.subscriptions.announce(userId, subscription);
      }
      return { received: true, duplicate: result.duplicate, ignored: false };
    },
  };
}
