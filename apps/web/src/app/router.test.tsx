import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { AppRoutes } from './router';

const storyStartHeading = () => screen.findByRole('heading', { level: 1, name: /make a story/i });

describe('route table', () => {
  it.each(['/', '/no/such/page', '/library'])('sends %s to /story', async (path) => {
    renderAt(<AppRoutes />, { path });
    expect(await storyStartHeading()).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/story');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('keeps the query when redirecting, so ?campaign= survives', async () => {
    renderAt(<AppRoutes />, { path: '/?campaign=spring' });
    await storyStartHeading();
    expect(screen.getByTestId('location').textContent).toBe('/story?campaign=spring');
  });

  it.each(['/story', '/story/anything/below', '/Ideas', '/ideas'])(
    'renders the story-creation start at %s without redirecting',
    async (path) => {
      renderAt(<AppRoutes />, { path });
      expect(await storyStartHeading()).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toBe(path);
    },
  );

  it('shows the steps with Ideas as the current one', async () => {
    renderAt(<AppRoutes />, { path: '/story' });
    const steps = await screen.findByRole('list', { name: 'Story steps' });
    const items = Array.from(steps.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual(['1Ideas', '2Plot', '3Ready']);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Ideas');
  });

  it('wraps pages in the shell: skip link, main landmark, footer', async () => {
    renderAt(<AppRoutes />, { path: '/story' });
    await storyStartHeading();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
