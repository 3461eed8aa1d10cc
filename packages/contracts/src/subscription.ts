import { z } from 'zod';
import { Plan, planSchema } from './enums.js';

export const SUBSCRIPTION_DOC_ID = 'current';

const epochMs = z.number().nonnegative();

export const subscriptionSchema = z.object({
  id: z.string().min(1),
  plan: planSchema.default(Plan.Demo),
  bagOfIdeasSize: z.number().int().nonnegative().default(5),
  canGenerateLongerContent: z.boolean().default(false),
  creditsAvailable: z.number().default(0),
  createdUtcEpoch: epochMs.optional(),
  updatedUtcEpoch: epochMs.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionInput = z.input<typeof subscriptionSchema>;

export const DEFAULT_SUBSCRIPTION: Readonly<Subscription> = Object.freeze(
  subscriptionSchema.parse({ id: SUBSCRIPTION_DOC_ID }),
);
