import { Plan, type Subscription } from '@storyloom/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  subscriptionFailed,
  subscriptionReceived,
} from '../../features/subscription/subscription-slice';
import type { PublicSystemConfiguration } from '../../features/subscription/subscription-api';
import {
  loadPublicConfiguration,
  refreshPublicConfiguration,
} from '../../features/subscription/system-configuration-slice';
import type { ApiClient } from '../../lib/api-client';
import { createFakeAuthGateway } from '../../test/fake-auth-gateway';
import { stubViewportWidth } from '../../test/match-media';
import { renderWithServices } from '../../test/render';
import { createAppStore } from '../store';
import { PlansPopupProvider } from '../plans-popup';
import { TopBar } from './TopBar';

const configuration: PublicSystemConfiguration = {
  systemCosts: {
    creditsPerStory: 10,
    creditsPerImage: 0,
    creditsPerSong: 25,
    creditsPerAudioBook: 40,
    creditsPerMinuteOfCall: 200,
  },
  plans: [
    { plan: Plan.Demo, name: 'Demo', monthlyCredits: 50, price: null, stripePriceId: null },
    {
      plan: Plan.Explorer,
      name: 'Explorer',
      monthlyCredits: 300,
      price: { amountCents: 499, currency: 'usd' },
      stripePriceId: null,
    },
    {
      plan: Plan.Parent,
      name: 'Parent',
      monthlyCredits: 1000,
      price: { amountCents: 999, currency: 'EUR' },
      stripePriceId: null,
    },
    {
      plan: Plan.UnregisteredUser,
      name: 'Visitor',
      monthlyCredits: 0,
      price: null,
      stripePriceId: null,
    },
  ],
  defaultCampaignCode: null,
};

const subscriptionOn = (plan: Plan, creditsAvailable = 120): Subscription => ({
  id: 'current',
  plan,
  bagOfIdeasSize: 5,
  canGenerateLongerContent: false,
  creditsAvailable,
  updatedUtcEpoch: 1_700_000_000_000,
});

let restoreViewport: (() => void) | undefined;
afterEach(() => {
  restoreViewport?.();
  restoreViewport = undefined;
  localStorage.clear();
});

interface RenderOptions {
  width?: number;
  plan?: Plan;
  credits?: number;
  signedIn?: boolean;
  withConfiguration?: boolean;
}

async function renderTopBar({
  width = 1280,
  plan = Plan.Demo,
  credits = 120,
  signedIn = true,
  withConfiguration = true,
}: RenderOptions = {}) {
  restoreViewport = stubViewportWidth(width);
  const { store } = createAppStore();
  store.dispatch(subscriptionReceived(subscriptionOn(plan, credits)));
  if (withConfiguration) {
    store.dispatch(loadPublicConfiguration.fulfilled(configuration, 'test', {} as ApiClient));
  }
  const result = renderWithServices(
    <Routes>
      <Route
        path="*"
        element={
          <PlansPopupProvider>
            <TopBar />
            <p>Page content</p>
          </PlansPopupProvider>
        }
      />
    </Routes>,
    {
      path: '/story',
      store,
      gateway: createFakeAuthGateway({ signedInAs: signedIn ? {} : null }),
    },
  );
  if (signedIn) await screen.findByRole('button', { name: 'Account menu' });
  else await screen.findByRole('link', { name: 'Sign in' });
  return { ...result, user: userEvent.setup() };
}

const toggle = () => screen.getByRole('button', { name: 'What your credits buy' });

describe('credits bar', () => {
  it('shows the balance to signed-in users, with an accessible label', async () => {
    await renderTopBar({ credits: 120 });
    const balance = screen.getByRole('link', { name: 'Your balance: 120 credits, Demo plan' });
    expect(balance).toHaveTextContent('120 credits');
  });

  it('names the plan the family is on beside the balance (issue 27 item 10)', async () => {
    await renderTopBar({ credits: 300, plan: Plan.Explorer });
    const balance = screen.getByRole('link', { name: 'Your balance: 300 credits, Explorer plan' });
    expect(within(balance).getByText('Explorer plan')).toBeVisible();
    // Named by what it shows: no label that could drift from the visible text.
    expect(balance).not.toHaveAttribute('aria-label');
  });

  it('shows no balance, toggle or pricing button when signed out', async () => {
    await renderTopBar({ signedIn: false });
    expect(screen.getByRole('link', { name: 'Storyloom' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Your balance/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What your credits buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pricing/ })).not.toBeInTheDocument();
  });

  it.each([
    [Plan.Demo, '/Ideas'],
    [Plan.UnregisteredUser, '/Ideas'],
    [Plan.Explorer, '/library'],
    [Plan.Parent, '/library'],
    [Plan.Professional, '/library'],
  ])('sends plan %s from the logo and the balance to %s', async (plan, destination) => {
    await renderTopBar({ plan });
    expect(screen.getByRole('link', { name: 'Storyloom' })).toHaveAttribute('href', destination);
    expect(screen.getByRole('link', { name: /Your balance/ })).toHaveAttribute('href', destination);
  });

  it('lists what the credits buy: counts rounded down, 0 cost unlimited, <1 min of voice chat', async () => {
    const { user } = await renderTopBar({ credits: 120 });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    const items = within(list as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '12 Stories',
      'unlimited Illustrations',
      '4 Songs',
      '3 Audiobooks',
      '<1 min Voice chat',
    ]);
  });

  it('follows a change of costs without a reload', async () => {
    const { user, store } = await renderTopBar({ credits: 120 });
    await user.click(toggle());
    expect(screen.getByTestId('affords-stories')).toHaveTextContent('12');
    const changed = {
      ...configuration,
      systemCosts: { ...configuration.systemCosts, creditsPerStory: 40 },
      configurationVersion: 2,
    };
    act(() => {
      store.dispatch(
        refreshPublicConfiguration.fulfilled(changed, 'test', { api: {} as ApiClient, version: 2 }),
      );
    });
    expect(screen.getByTestId('affords-stories')).toHaveTextContent('3');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows whole voice-chat minutes from one minute on', async () => {
    const { user } = await renderTopBar({ credits: 650, plan: Plan.Parent });
    await user.click(toggle());
    expect(screen.getByTestId('affords-voiceChat')).toHaveTextContent('3 min');
  });

  it('shows a skeleton, not a spinner, while the costs load', async () => {
    const { user } = await renderTopBar({ withConfiguration: false });
    await user.click(toggle());
    const list = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(within(list as HTMLElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading what your credits buy…')).toBeInTheDocument();
    expect(document.querySelector('.spinner')).toBeNull();
  });

  it('hides the toggle under 1000px on the Demo plan, not on others', async () => {
    await renderTopBar({ width: 900, plan: Plan.Demo });
    expect(screen.queryByRole('button', { name: 'What your credits buy' })).not.toBeInTheDocument();
  });

  it('under 1100px opens as a popover that Escape and an outside click close', async () => {
    const { user } = await renderTopBar({ width: 900, plan: Plan.Parent });
    await user.click(toggle());
    expect(toggle().closest('.credits-toggle')).toHaveClass('credits-toggle--popover');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(screen.getByText('Page content'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on wide screens stays open inline when the page is clicked', async () => {
    const { user } = await renderTopBar({ width: 1280, plan: Plan.Parent });
    await user.click(toggle());
    expect(toggle().closest('.credits-toggle')).toHaveClass('credits-toggle--inline');
    await user.click(screen.getByText('Page content'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a failed read as a message with a retry, never a crash', async () => {
    const { store } = await renderTopBar();
    store.dispatch(subscriptionFailed('API request failed: Bad Gateway'));
    expect(await screen.findByText(/Credits unavailable/)).toHaveTextContent(
      'API request failed: Bad Gateway',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('pricing button', () => {
  it("reads 'See Pricing & Plans' on desktop", async () => {
    await renderTopBar({ width: 1280 });
    expect(screen.getByRole('button', { name: 'See Pricing & Plans' })).toBeInTheDocument();
  });

  it.each([768, 375])("reads 'Pricing' at %ipx", async (width) => {
    await renderTopBar({ width });
    expect(screen.getByRole('button', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('is not shown on a paid plan', async () => {
    await renderTopBar({ plan: Plan.Explorer });
    expect(screen.queryByRole('button', { name: /Pricing/ })).not.toBeInTheDocument();
  });
});

describe('subscription popup', () => {
  it('opens from the pricing button with the keyboard, traps focus, closes with Escape', async () => {
    const { user } = await renderTopBar();
    const pricing = screen.getByRole('button', { name: 'See Pricing & Plans' });
    pricing.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Plans and credits' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    // Tab cycles inside the dialog.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pricing).toHaveFocus();
  });

  it('lists the plans with price, monthly credits and what they buy, the current one marked', async () => {
    const { user } = await renderTopBar({ plan: Plan.Demo });
    await user.click(screen.getByRole('button', { name: 'See Pricing & Plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plans and credits' });

    const cards = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.testid);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['plan-1', 'plan-2', 'plan-3']);

    const demo = within(dialog).getByTestId('plan-1');
    expect(demo).toHaveAttribute('aria-current', 'true');
    expect(demo).toHaveTextContent('Your plan');
    expect(demo).toHaveTextContent('Free');

    const explorer = within(dialog).getByTestId('plan-2');
    expect(explorer).not.toHaveAttribute('aria-current');
    expect(explorer).toHaveTextContent('$4.99 per month');
    expect(explorer).toHaveTextContent('300 credits each month');
    expect(explorer).toHaveTextContent('30 stories');
    expect(explorer).toHaveTextContent('unlimited illustrations');
    expect(explorer).toHaveTextContent('12 songs');
    expect(explorer).toHaveTextContent('7 audiobooks');
    expect(explorer).toHaveTextContent('Not available online yet');

    expect(within(dialog).getByTestId('plan-3')).toHaveTextContent('€9.99 per month');
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Online payment is not set up on this Storyloom yet. Ask the person who runs it to change your plan.',
    );
    // No checkout is pretended.
    expect(
      within(dialog).queryByRole('button', { name: /choose|buy|subscribe|checkout/i }),
    ).toBeNull();
  });

  it('opens from the account menu entry too, and the close button returns focus', async () => {
    const { user } = await renderTopBar({ plan: Plan.Parent });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plans and credits' });
    expect(within(dialog).getByTestId('plan-3')).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });
});
