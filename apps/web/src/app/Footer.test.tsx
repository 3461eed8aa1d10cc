import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, testConfig } from '../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows this year and the configured product name', () => {
    renderAt(<Footer />, { config: testConfig({ productName: 'Bedtime Tales' }) });
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Bedtime Tales`)).toBeInTheDocument();
  });

  it('links to the static pages', () => {
    renderAt(<Footer />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/media');
    expect(nav.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('hides the mailing-list link when no URL is configured', () => {
    renderAt(<Footer />, { config: testConfig({ mailingListUrl: '' }) });
    expect(screen.queryByRole('link', { name: 'Mailing list' })).not.toBeInTheDocument();
  });

  it('opens the configured mailing list in a new tab, without an opener', () => {
    const url = 'https://lists.example.org/storyloom';
    renderAt(<Footer />, { config: testConfig({ mailingListUrl: url }) });
    const link = screen.getByRole('link', { name: 'Mailing list' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
  });
});
