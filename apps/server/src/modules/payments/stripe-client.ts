import Stripe from 'stripe';
import { paymentsNotConfiguredMessage } from '@storyloom/contracts';
import type { StripeConfig } from '../../config.js';
import { AppError, notConfigured } from '../../platform/http/app-error.js';

export type { Stripe };

export const paymentsNotConfigured = (productName: string) =>
  notConfigured('payments_not_configured', paymentsNotConfiguredMessage(productName));

/** The Stripe SDK for this configuration; `apiBase` points it at another server (tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...config.apiBase,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Storyloom' },
  });
}

/**
 * Runs one Stripe call; a failure of Stripe's (unreachable, refused) becomes a 502 that the
 * error handler shows as a generic message and logs in full.
 */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError(
        'payment_provider_error',
        `Stripe refused to ${what}: ${error.message}`,
        502,
      );
    }
    throw error;
  }
}
