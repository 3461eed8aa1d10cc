import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TourSettingsCard } from './TourSettingsCard';
import { reenableTour } from './tour-storage';

const toggle = () => screen.getByRole('switch', { name: 'Show the guided tour' });

beforeEach(() => localStorage.clear());

describe('TourSettingsCard', () => {
  it('is a "Guided tour" section whose switch is on unless the tour is disabled', () => {
    localStorage.setItem('tourDisabled', '1');
    render(<TourSettingsCard />);
    expect(screen.getByRole('region', { name: 'Guided tour' })).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
  });

  it('turning it off disables the tour; turning it on clears that and opts in', async () => {
    const user = userEvent.setup();
    render(<TourSettingsCard />);
    expect(toggle()).toBeChecked();

    await user.click(toggle());
    expect(toggle()).not.toBeChecked();
    expect(localStorage.getItem('tourDisabled')).toBe('1');

    await user.click(toggle());
    expect(toggle()).toBeChecked();
    expect(localStorage.getItem('tourDisabled')).toBeNull();
    // A visitor who once said 'Not now' must see the tour again after switching it on.
    expect(localStorage.getItem('tourOptIn')).toBe('1');
  });

  it('follows reenableTour() from elsewhere (the Help page)', () => {
    localStorage.setItem('tourDisabled', '1');
    render(<TourSettingsCard />);
    act(() => reenableTour());
    expect(toggle()).toBeChecked();
  });
});

describe('reenableTour', () => {
  it('clears the disabled flag and every seen flag, and opts in', () => {
    localStorage.setItem('tourDisabled', '1');
    localStorage.setItem('tourPrompted', '1');
    localStorage.setItem('tourSeen:/story:d', '1');
    localStorage.setItem('tourSeen:/marketplace:m', '1');
    localStorage.setItem('tourStepSeen:wizard-steps:g', '1');
    localStorage.setItem('tourStepSeen:chat-nav:m', '1');
    localStorage.setItem('somethingElse', 'kept');

    reenableTour();

    expect({ ...localStorage }).toEqual({
      tourOptIn: '1',
      tourPrompted: '1',
      somethingElse: 'kept',
    });
  });
});
