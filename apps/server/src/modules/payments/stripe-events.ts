import { z } from 'zod';

// The parts of Stripe's event objects the webhook reads, parsed before use. Expandable fields
// arrive as an id or as the object; both give the id.

const stripeId = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const metadata = z.record(z.string(), z.string()).nullish();

export const eventEnvelopeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.unknown() }),
});

export const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: stripeId.nullish(),
  subscription: stripeId.nullish(),
});

const invoiceLineSchema = z.looseObject({
  amount: z.number().default(0),
  // Current API versions name the price here; older ones had line.price.
  pricing: z.looseObject({ price_details: z.looseObject({ price: stripeId }).nullish() }).nullish(),
  price: z.looseObject({ id: z.string() }).nullish(),
});

export const invoiceSchema = z.looseObject({
  id: z.string(),
  customer: stripeId.nullish(),
  subscription: stripeId.nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: stripeId, metadata }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({ data: z.array(invoiceLineSchema) }),
});
export type StripeInvoice = z.infer<typeof invoiceSchema>;

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  customer: stripeId,
  status: z.string(),
  metadata,
  items: z.looseObject({
    data: z.array(z.looseObject({ price: z.looseObject({ id: z.string() }) })),
  }),
});

/** The invoice's lines with their price ids, largest amount first (a proration's new price). */
export function invoicePrices(invoice: StripeInvoice): string[] {
  return [...invoice.lines.data]
    .sort((a, b) => b.amount - a.amount)
    .map((line) => line.pricing?.price_details?.price ?? line.price?.id)
    .filter((price): price is string => typeof price === 'string');
}
