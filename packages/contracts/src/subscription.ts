import { z } from 'zod';
import { Plan } from './enums.js';
import { planSchema } from './enum-schemas.js';

const epochMs = z.number().nonnegative();

// The defaults repeat DEFAULT_SUBSCRIPTION's values: reading them from it would make the inferred
// Subscription type circular. subscription.test.ts checks that the two agree.
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
