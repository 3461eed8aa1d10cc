import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../test/render';
import { AppRoutes } from '../router';
import { isSavedStorySegment } from './OpenStoryRoute';

const location = () => screen.getByTestId('location');

describe('/story/{storyId}', () => {
  it('shows a visitor the main page with a friendly not-found and a way to sign in', async () => {
    renderWithServices(<AppRoutes />, { path: '/story/2026-11-22T07-30-00-000Z' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /make a story/i }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We couldn’t find that story' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to open it' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/story/2026-11-22T07-30-00-000Z')}`,
    );
    expect(location().textContent).toBe('/story/2026-11-22T07-30-00-000Z');
  });

  it.each(['/story/demo', '/story/all', '/story/not%20an%20id'])(
    'leaves %s to the wizard',
    async (path) => {
      renderWithServices(<AppRoutes />, { path });
      expect(
        await screen.findByRole('heading', { level: 1, name: /make a story/i }),
      ).toBeInTheDocument();
      expect(location().textContent).toBe(path);
    },
  );

  it('tells saved story ids from the other pages under /story', () => {
    expect(isSavedStorySegment('2026-11-22T07-30-00-000Z')).toBe(true);
    expect(isSavedStorySegment('demo')).toBe(false);
    expect(isSavedStorySegment('All')).toBe(false);
    expect(isSavedStorySegment('a b')).toBe(false);
    expect(isSavedStorySegment('')).toBe(false);
  });
});
