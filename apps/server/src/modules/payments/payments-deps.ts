import type { Db } from '../../platform/db/database.js';
import type { Plans } from '../plans/index.js';
import type { Stripe } from './stripe-client.js';

/** What the payments services need; `stripe` is undefined when Stripe is not configured. */
export type PaymentsDeps = {
  db: Db;
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  publicUrl: string;
  productName: string;
  plans: Pick<Plans, 'subscriptions' | 'systemConfiguration'>;
  logger: { warn(details: object, message: string): void };
};
