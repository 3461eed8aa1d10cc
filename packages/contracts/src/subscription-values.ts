// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).
import { Plan } from './enums.js';
import type { Subscription } from './subscription.js';

export const SUBSCRIPTION_DOC_ID = 'current';

/** What an account without a stored subscription has (subscriptionSchema parsing a bare id). */
export const DEFAULT_SUBSCRIPTION: Readonly<Subscription> = Object.freeze({
  id: SUBSCRIPTION_DOC_ID,
  plan: Plan.Demo,
  bagOfIdeasSize: 5,
  canGenerateLongerContent: false,
  creditsAvailable: 0,
});
