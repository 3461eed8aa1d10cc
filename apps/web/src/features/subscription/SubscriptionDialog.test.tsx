import { configureStore } from '@reduxjs/toolkit';
import { ApiRoutes, Plan, pathTo, type Subscription } from '@storyloom/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../config/RuntimeConfigProvider';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { testConfig } from '../../test/render';
import type { PublicSystemConfiguration } from './subscription-api';
import { subscriptionReceived, subscriptionReducer } from './subscription-slice';
import { SubscriptionDialog } from './SubscriptionDialog';
import { loadPublicConfiguration, systemConfigurationReducer } from './system-configuration-slice';

const configuration: PublicSystemConfiguration = {
  systemCosts: {
    creditsPerStory: 10,
    creditsPerImage: 5,
    creditsPerSong: 25,
    creditsPerAudioBook: 40,
    creditsPerMinuteOfCall: 200,
  },
  plans: [
    {
      plan: Plan.Demo,
      name: 'Demo',
      monthlyCredits: 50,
      price: null,
      stripePriceId: null,
      bagOfIdeasSize: 5,
      canGenerateLongerContent: false,
    },
    {
      plan: Plan.Explorer,
      name: 'Explorer',
      monthlyCredits: 300,
      price: { amountCents: 499, currency: 'usd' },
      stripePriceId: 'price_explorer',
      bagOfIdeasSize: 8,
      canGenerateLongerContent: true,
    },
    {
      plan: Plan.Parent,
      name: 'Parent',
      monthlyCredits: 1000,
      price: { amountCents: 999, currency: 'usd' },
      stripePriceId: 'price_parent',
    },
    {
      plan: Plan.Professional,
      name: 'Professional',
      monthlyCredits: 5000,
      price: { amountCents: 2999, currency: 'usd' },
      stripePriceId: null,
    },
  ],
  defaultCampaignCode: null,
};

const subscriptionOn = (plan: Plan): Subscription => ({
  id: 'current',
  plan,
  bagOfIdeasSize: 5,
  canGenerateLongerContent: false,
  creditsAvailable: 120,
  updatedUtcEpoch: 1,
});

type Answer = (path: string, body: unknown) => Promise<unknown>;

function fakeApi(answer: Answer) {
  const request = vi.fn((path: string, init?: { body?: unknown }) => answer(path, init?.body));
  const api = {
    request,
    requestBlob: vi.fn(),
    publicRequest: vi.fn(),
  } as unknown as ApiClient;
  return { api, request };
}

const apiError = (status: number, error: string, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, { error, message, status });

function renderDialog({
  plan = Plan.Demo,
  paymentsEnabled = true,
  answer = () => Promise.reject(new Error('unexpected request')),
}: { plan?: Plan; paymentsEnabled?: boolean; answer?: Answer } = {}) {
  const store = configureStore({
    reducer: { subscription: subscriptionReducer, systemConfiguration: systemConfigurationReducer },
  });
  store.dispatch(subscriptionReceived(subscriptionOn(plan)));
  store.dispatch(loadPublicConfiguration.fulfilled(configuration, 'test', {} as ApiClient));
  const { api, request } = fakeApi(answer);
  const navigateTo = vi.fn();
  render(
    <RuntimeConfigProvider value={testConfig({ paymentsEnabled })}>
      <Provider store={store}>
        <ApiClientProvider client={api}>
          <SubscriptionDialog
            onClose={() => undefined}
            productName="Storyloom"
            navigateTo={navigateTo}
          />
        </ApiClientProvider>
      </Provider>
    </RuntimeConfigProvider>,
  );
  return { request, navigateTo, user: userEvent.setup() };
}

const card = (plan: Plan) => screen.getByTestId(`plan-${plan}`);

describe('plans popup with online payment', () => {
  it('sends a Demo user to Checkout for the chosen plan', async () => {
    const { request, navigateTo, user } = renderDialog({
      answer: () => Promise.resolve({ url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    });
    const choose = within(card(Plan.Parent)).getByRole('button', { name: 'Choose Parent' });
    await user.click(choose);

    // The checkout call resolves after the click: wait for it, as a busy machine may be slow.
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
    expect(request).toHaveBeenCalledWith(pathTo(ApiRoutes.payments.checkout), {
      method: 'POST',
      body: { PriceId: 'price_parent' },
    });
    // Leaving for Checkout: the button stays busy, a second press sends nothing.
    expect(choose).toHaveAttribute('aria-busy', 'true');
    expect(choose).toHaveAttribute('aria-disabled', 'true');
    await user.click(choose);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('names per plan the bag size and whether longer stories are included (issue 27 item 10)', () => {
    renderDialog();
    const gives = (plan: Plan) =>
      within(card(plan))
        .queryAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => /bag|stories/i.test(text ?? '') && !/^\d/.test(text ?? ''));
    expect(gives(Plan.Demo)).toEqual(['A bag of ideas that holds 5 ideas', 'Short stories only']);
    expect(gives(Plan.Explorer)).toEqual([
      'A bag of ideas that holds 8 ideas',
      'Longer stories included',
    ]);
    // A server that does not send them yet: nothing made up.
    expect(gives(Plan.Parent)).toEqual([]);
  });

  it('offers no button for the current plan, a plan without a price id, or the free one', () => {
    renderDialog({ plan: Plan.Explorer });
    expect(within(card(Plan.Explorer)).queryByRole('button')).toBeNull();
    expect(within(card(Plan.Demo)).queryByRole('button')).toBeNull();
    expect(within(card(Plan.Professional)).queryByRole('button')).toBeNull();
    expect(card(Plan.Professional)).toHaveTextContent('Not available online yet');
    expect(
      within(card(Plan.Parent)).getByRole('button', { name: 'Switch to Parent' }),
    ).toBeVisible();
  });

  it('on a paid plan shows the charge first, and Confirm applies it', async () => {
    const { request, user } = renderDialog({
      plan: Plan.Explorer,
      answer: (_path, body) =>
        Promise.resolve(
          (body as { preview: boolean }).preview
            ? { preview: true, amountDueCents: 417, currency: 'usd' }
            : { preview: false, plan: Plan.Parent },
        ),
    });
    const parent = card(Plan.Parent);
    await user.click(within(parent).getByRole('button', { name: 'Switch to Parent' }));

    expect(await within(parent).findByText('You will be charged $4.17 now.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(pathTo(ApiRoutes.payments.changePlan), {
      method: 'POST',
      body: { priceId: 'price_parent', preview: true },
    });

    await user.click(within(parent).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(parent).findByText('Your plan will change as soon as the payment is confirmed.'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith(pathTo(ApiRoutes.payments.changePlan), {
      method: 'POST',
      body: { priceId: 'price_parent', preview: false },
    });
    expect(within(parent).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('Cancel after the preview changes nothing', async () => {
    const { request, user } = renderDialog({
      plan: Plan.Explorer,
      answer: () => Promise.resolve({ preview: true, amountDueCents: 417, currency: 'usd' }),
    });
    const parent = card(Plan.Parent);
    const switchTo = within(parent).getByRole('button', { name: 'Switch to Parent' });
    await user.click(switchTo);
    await user.click(await within(parent).findByRole('button', { name: 'Cancel' }));

    expect(request).toHaveBeenCalledTimes(1);
    expect(within(parent).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(parent).not.toHaveTextContent('You will be charged');
    expect(switchTo).toHaveFocus();
  });

  it('a Demo user already subscribed (409) goes on to the plan change', async () => {
    const { navigateTo, user } = renderDialog({
      answer: (path) =>
        path === pathTo(ApiRoutes.payments.checkout)
          ? Promise.reject(apiError(409, 'already_subscribed', 'You already have a paid plan'))
          : Promise.resolve({ preview: true, amountDueCents: 0, currency: 'usd' }),
    });
    const parent = card(Plan.Parent);
    await user.click(within(parent).getByRole('button', { name: 'Choose Parent' }));
    expect(await within(parent).findByText('You will be charged $0.00 now.')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('shows a failure in a live region and lets the user try again', async () => {
    let fail = true;
    const { navigateTo, user } = renderDialog({
      answer: () =>
        fail
          ? Promise.reject(
              apiError(503, 'payments_not_configured', 'Payments are resting right now.'),
            )
          : Promise.resolve({ url: 'https://checkout.stripe.com/c/pay/cs_2' }),
    });
    const choose = within(card(Plan.Explorer)).getByRole('button', { name: 'Choose Explorer' });
    await user.click(choose);

    const message = await within(card(Plan.Explorer)).findByText('Payments are resting right now.');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(choose).not.toHaveAttribute('aria-busy');
    expect(choose).not.toHaveAttribute('aria-disabled');

    fail = false;
    await user.click(choose);
    expect(navigateTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2');
  });
});

describe('plans popup without online payment', () => {
  it('keeps the explanation and the marks, and offers no buttons', () => {
    const { request } = renderDialog({ paymentsEnabled: false });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Online payment is not set up on this Storyloom yet.',
    );
    expect(card(Plan.Explorer)).toHaveTextContent('Not available online yet');
    expect(card(Plan.Parent)).toHaveTextContent('Not available online yet');
    const dialog = screen.getByRole('dialog', { name: 'Plans and credits' });
    expect(within(dialog).queryByRole('button', { name: /choose|switch/i })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
