import { ApiRoutes, Plan, pathTo, paymentsNotConfiguredMessage } from '@storyloom/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { formatAmount } from './credits';
import {
  applyPlanChange,
  paymentErrorMessage,
  previewPlanChange,
  startCheckout,
} from './subscription-api';

/** A fake client whose `request` answers (or fails) as each test says. */
function fakeApi(answer: () => Promise<unknown>) {
  const request = vi.fn((_path: string, _init?: unknown) => answer());
  const api = {
    request,
    requestBlob: vi.fn(),
    publicRequest: vi.fn(),
  } as unknown as ApiClient;
  return { api, request };
}

const apiError = (status: number, error: string, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, { error, message, status });

describe('startCheckout', () => {
  it('posts the price in the spec casing and answers the URL to go to', async () => {
    const { api, request } = fakeApi(() =>
      Promise.resolve({ url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    );
    await expect(startCheckout(api, 'price_parent')).resolves.toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(request).toHaveBeenCalledWith(pathTo(ApiRoutes.payments.checkout), {
      method: 'POST',
      body: { PriceId: 'price_parent' },
    });
  });

  it('tells an existing subscriber to change plan instead (409 already_subscribed)', async () => {
    const { api } = fakeApi(() =>
      Promise.reject(apiError(409, 'already_subscribed', 'You already have a paid plan')),
    );
    await expect(startCheckout(api, 'price_parent')).resolves.toEqual({
      kind: 'alreadySubscribed',
    });
  });

  it('never answers a URL that is not http(s)', async () => {
    const { api } = fakeApi(() => Promise.resolve({ url: 'javascript:alert(1)' }));
    await expect(startCheckout(api, 'price_parent')).rejects.toThrow(/cannot read/);
  });

  it('shows the server message when payments are not configured (503)', async () => {
    const message = paymentsNotConfiguredMessage('Storyloom');
    const { api } = fakeApi(() =>
      Promise.reject(apiError(503, 'payments_not_configured', message)),
    );
    const failure: unknown = await startCheckout(api, 'price_parent').catch((e: unknown) => e);
    expect(paymentErrorMessage(failure)).toBe(message);
  });

  it('falls back to the request failure when the body is not an API error', () => {
    expect(paymentErrorMessage(new ApiRequestError('API request failed: 502', 502, null))).toBe(
      'API request failed: 502',
    );
  });
});

describe('plan changes', () => {
  it('asks for a preview first and reads the amount due', async () => {
    const { api, request } = fakeApi(() =>
      Promise.resolve({ preview: true, amountDueCents: 417, currency: 'usd' }),
    );
    await expect(previewPlanChange(api, 'price_pro')).resolves.toEqual({
      amountDueCents: 417,
      currency: 'usd',
    });
    expect(request).toHaveBeenCalledWith(pathTo(ApiRoutes.payments.changePlan), {
      method: 'POST',
      body: { priceId: 'price_pro', preview: true },
    });
  });

  it('applies with preview false and answers the plan asked for', async () => {
    const { api, request } = fakeApi(() =>
      Promise.resolve({ preview: false, plan: Plan.Professional }),
    );
    await expect(applyPlanChange(api, 'price_pro')).resolves.toBe(Plan.Professional);
    expect(request).toHaveBeenCalledWith(pathTo(ApiRoutes.payments.changePlan), {
      method: 'POST',
      body: { priceId: 'price_pro', preview: false },
    });
  });

  it('rejects a preview answer when an applied one was expected', async () => {
    const { api } = fakeApi(() =>
      Promise.resolve({ preview: true, amountDueCents: 417, currency: 'usd' }),
    );
    await expect(applyPlanChange(api, 'price_pro')).rejects.toThrow(/cannot read/);
  });
});

describe('formatAmount', () => {
  it('formats a charge in its currency', () => {
    expect(formatAmount(417, 'usd')).toBe('$4.17');
    expect(formatAmount(0, 'EUR')).toBe('€0.00');
    expect(formatAmount(1250, 'zzz')).toMatch(/12\.50/);
  });
});
