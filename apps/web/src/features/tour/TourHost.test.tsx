import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../config/RuntimeConfigProvider';
import type { RuntimeConfig } from '../../config/runtime-config';
import { stubViewportWidth } from '../../test/match-media';
import { testConfig } from '../../test/render';
import { TourHost } from './TourHost';
import type { TourTarget } from './tour-steps';

const STORY_TARGETS: TourTarget[] = [
  'wizard-steps',
  'marketplace-nav',
  'chat-nav',
  'ideas-toolbar',
  'ideas-library',
];

function Page({ targets }: { targets: readonly TourTarget[] }) {
  return (
    <>
      {targets.map((target) => (
        <div key={target} data-tour={target}>
          {target}
        </div>
      ))}
      <Link to="/marketplace">Go to the marketplace</Link>
      <Link to="/library">Go to the library</Link>
    </>
  );
}

interface RenderOptions {
  path?: string;
  targets?: readonly TourTarget[];
  config?: RuntimeConfig;
}

function renderTour({ path = '/story', targets = STORY_TARGETS, config }: RenderOptions = {}) {
  render(
    <RuntimeConfigProvider value={config ?? testConfig()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Page targets={targets} />} />
        </Routes>
        <TourHost settleMs={0} />
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
  return userEvent.setup();
}

const store = (entries: Record<string, string>) => {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
};
const stored = (key: string) => localStorage.getItem(key);
const prompt = () => screen.findByRole('dialog', { name: 'Would you like a quick guided tour?' });
const tourStep = (title: string) => screen.findByRole('dialog', { name: title });
const anyDialog = () => screen.queryByRole('dialog');
/** Lets the host's settle timer and any follow-up renders run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

let restoreViewport: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  restoreViewport?.();
  restoreViewport = undefined;
  vi.restoreAllMocks();
});

describe('the opt-in prompt', () => {
  it('asks once when nothing is stored; "Yes, show me" opts in and opens the tour', async () => {
    const user = renderTour();
    await user.click(within(await prompt()).getByRole('button', { name: 'Yes, show me' }));

    expect(stored('tourOptIn')).toBe('1');
    expect(stored('tourPrompted')).toBe('1');
    expect(stored('tourDisabled')).toBeNull();
    expect(await tourStep('Three little steps')).toHaveTextContent('Step 1 of 5');
  });

  it('"Not now" marks it prompted and disabled, and no tour follows', async () => {
    const user = renderTour();
    await user.click(within(await prompt()).getByRole('button', { name: 'Not now' }));
    await settle();

    expect(stored('tourPrompted')).toBe('1');
    expect(stored('tourDisabled')).toBe('1');
    expect(stored('tourOptIn')).toBeNull();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('is not asked again once prompted', async () => {
    store({ tourPrompted: '1' });
    renderTour();
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('waits until the page has something the tour can point at', async () => {
    renderTour({ targets: [] });
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('still works when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const user = renderTour();
    await user.click(within(await prompt()).getByRole('button', { name: 'Yes, show me' }));
    expect(await tourStep('Three little steps')).toBeInTheDocument();
  });
});

describe('when the tour opens by itself', () => {
  it('never shows while tourDisabled=1, even when opted in', async () => {
    store({ tourDisabled: '1', tourOptIn: '1' });
    renderTour();
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('opens on a page not yet seen on this device type', async () => {
    store({ tourOptIn: '1', 'tourSeen:/story:m': '1' });
    renderTour();
    expect(await tourStep('Three little steps')).toBeInTheDocument();
  });

  it('stays closed on a desktop where tourSeen:{path}:d is set', async () => {
    store({ tourOptIn: '1', 'tourSeen:/story:d': '1' });
    renderTour();
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('stays closed on a phone where tourSeen:{path}:m is set', async () => {
    restoreViewport = stubViewportWidth(375);
    store({ tourOptIn: '1', 'tourSeen:/story:m': '1' });
    renderTour();
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('opens on a phone when only the desktop has seen the page', async () => {
    restoreViewport = stubViewportWidth(768);
    store({ tourOptIn: '1', 'tourSeen:/story:d': '1' });
    renderTour();
    expect(await tourStep('Three little steps')).toBeInTheDocument();
  });
});

describe('steps', () => {
  it('marks each step seen when shown: g for page content, the device for the top bar', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour();
    await tourStep('Three little steps');
    expect(stored('tourStepSeen:wizard-steps:g')).toBe('1');
    expect(stored('tourStepSeen:marketplace-nav:d')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await tourStep('The marketplace')).toHaveTextContent('Step 2 of 5');
    expect(stored('tourStepSeen:marketplace-nav:d')).toBe('1');
  });

  it('leaves out steps already seen (per device for device-scoped steps)', async () => {
    store({
      tourOptIn: '1',
      'tourStepSeen:wizard-steps:g': '1',
      'tourStepSeen:marketplace-nav:d': '1',
      'tourStepSeen:chat-nav:m': '1',
    });
    renderTour();
    // Marketplace seen on this desktop; chat only seen on a phone, so it still shows here.
    expect(await tourStep('Chat with your characters')).toHaveTextContent('Step 1 of 3');
  });

  it('skips steps whose target is not on the page', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour({ targets: ['chat-nav', 'ideas-library'] });
    expect(await tourStep('Chat with your characters')).toHaveTextContent('Step 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await tourStep('Everything you have made')).toHaveTextContent('Step 2 of 2');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('does not open when every step has been seen', async () => {
    store({ tourOptIn: '1', 'tourStepSeen:marketplace-nav:d': '1' });
    renderTour({ path: '/library', targets: STORY_TARGETS });
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('shows marketplace and chat on marketplace pages, only the marketplace elsewhere', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour({ path: '/marketplace/product/p1' });
    expect(await tourStep('The marketplace')).toHaveTextContent('Step 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await tourStep('Chat with your characters')).toBeInTheDocument();
  });

  it('mentions the Recent Work filter in the ideas library step', async () => {
    store({ tourOptIn: '1' });
    renderTour({ targets: ['ideas-library'] });
    expect(await tourStep('Everything you have made')).toHaveTextContent('Recent Work');
  });
});

describe('ending the tour', () => {
  it.each([
    ['Skip', 'Skip'],
    ['Escape', '{Escape}'],
  ])('%s closes it and marks the page seen for this device', async (_, action) => {
    store({ tourOptIn: '1' });
    const user = renderTour();
    await tourStep('Three little steps');
    if (action === 'Skip') await user.click(screen.getByRole('button', { name: 'Skip' }));
    else await user.keyboard(action);

    expect(anyDialog()).not.toBeInTheDocument();
    expect(stored('tourSeen:/story:d')).toBe('1');
    expect(stored('tourSeen:/story:m')).toBeNull();
  });

  it('Done on the last step closes it and marks the page seen', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour({ targets: ['wizard-steps'] });
    await tourStep('Three little steps');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(anyDialog()).not.toBeInTheDocument();
    expect(stored('tourSeen:/story:d')).toBe('1');
  });

  it('a click on the backdrop closes it and marks the page seen on a phone', async () => {
    restoreViewport = stubViewportWidth(375);
    store({ tourOptIn: '1' });
    const user = renderTour();
    await tourStep('Three little steps');
    await user.click(screen.getByTestId('tour-backdrop'));
    expect(anyDialog()).not.toBeInTheDocument();
    expect(stored('tourSeen:/story:m')).toBe('1');
  });

  it('"Disable tour" sets tourDisabled and no page opens it again', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour();
    await tourStep('Three little steps');
    await user.click(screen.getByRole('button', { name: 'Disable tour' }));
    expect(anyDialog()).not.toBeInTheDocument();
    expect(stored('tourDisabled')).toBe('1');

    await user.click(screen.getByRole('link', { name: 'Go to the marketplace' }));
    await settle();
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('opens again on the next page not yet seen', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour({ targets: ['wizard-steps', 'chat-nav'] });
    await tourStep('Three little steps');
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    await user.click(screen.getByRole('link', { name: 'Go to the marketplace' }));
    // Chat was never reached on /story, so the marketplace page shows it.
    expect(await tourStep('Chat with your characters')).toHaveTextContent('Step 1 of 1');
  });
});

describe('the popover', () => {
  it('is 360 wide on a desktop and at least 140 tall, ringed in the brand purple', async () => {
    store({ tourOptIn: '1' });
    renderTour();
    const popover = await tourStep('Three little steps');
    expect(popover.style.width).toBe('360px');
    expect(popover.style.minHeight).toBe('140px');
    expect(screen.getByTestId('tour-highlight').style.outline).toContain('rgb(106, 76, 147)');
  });

  it('is 340 wide on a phone', async () => {
    restoreViewport = stubViewportWidth(375);
    store({ tourOptIn: '1' });
    renderTour();
    expect((await tourStep('Three little steps')).style.width).toBe('340px');
  });

  it('takes focus and keeps Tab inside', async () => {
    store({ tourOptIn: '1' });
    const user = renderTour();
    const popover = await tourStep('Three little steps');
    expect(popover).toHaveFocus();
    expect(popover).toHaveAccessibleDescription(/Every story grows in three steps/);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Disable tour' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Disable tour' })).toHaveFocus();
  });

  it('links to the live demo in a new tab when one is configured', async () => {
    store({ tourOptIn: '1' });
    const config: RuntimeConfig = { ...testConfig(), demoVideoUrl: 'https://video.example/demo' };
    renderTour({ config });
    await tourStep('Three little steps');
    const link = screen.getByRole('link', { name: 'Watch live demo' });
    expect(link).toHaveAttribute('href', 'https://video.example/demo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('has no demo link when none is configured', async () => {
    store({ tourOptIn: '1' });
    renderTour();
    await tourStep('Three little steps');
    expect(screen.queryByRole('link', { name: 'Watch live demo' })).not.toBeInTheDocument();
  });
});
