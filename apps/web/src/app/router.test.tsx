import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthGateway } from '../test/fake-auth-gateway';
import { renderWithServices } from '../test/render';
import { AppRoutes } from './router';

const storyStartHeading = () => screen.findByRole('heading', { level: 1, name: /make a story/i });
const location = () => screen.getByTestId('location');

describe('route table', () => {
  it.each(['/', '/no/such/page'])('sends %s to /story', async (path) => {
    renderWithServices(<AppRoutes />, { path });
    expect(await storyStartHeading()).toBeInTheDocument();
    expect(location().textContent).toBe('/story');
    expect(location()).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('keeps the query when redirecting, so ?campaign= survives', async () => {
    renderWithServices(<AppRoutes />, { path: '/?campaign=spring' });
    await storyStartHeading();
    expect(location().textContent).toBe('/story?campaign=spring');
  });

  it.each(['/story', '/story/anything/below', '/Ideas', '/ideas'])(
    'renders the story-creation start at %s without redirecting',
    async (path) => {
      renderWithServices(<AppRoutes />, { path });
      expect(await storyStartHeading()).toBeInTheDocument();
      expect(location().textContent).toBe(path);
    },
  );

  it('shows the steps with Ideas as the current one', async () => {
    renderWithServices(<AppRoutes />, { path: '/story' });
    const steps = await screen.findByRole('list', { name: 'Story steps' });
    const items = Array.from(steps.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual(['1Ideas', '2Plot', '3Ready']);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Ideas');
  });

  it('wraps pages in the shell: skip link, top bar, main landmark, footer', async () => {
    renderWithServices(<AppRoutes />, { path: '/story' });
    await storyStartHeading();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/login', '/verify-email', '/reset-password?token=t'])(
    'shows %s with the footer only, no top navigation',
    async (path) => {
      renderWithServices(<AppRoutes />, { path });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );
});

describe('signed-in pages', () => {
  const signedIn = () =>
    createFakeAuthGateway({ signedInAs: { email: 'sam@example.org', name: 'Sam' } });

  it('shows the library with its create actions to a signed-in user', async () => {
    renderWithServices(<AppRoutes />, { path: '/library', gateway: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Your library' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New character' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toBeInTheDocument();
  });

  it('shows settings with the account and a Sign out button', async () => {
    renderWithServices(<AppRoutes />, { path: '/settings', gateway: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.org')).toBeInTheDocument();
    expect(screen.getByText('Sam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each(['/library', '/settings'])('shows the splash at %s while sign-in is unknown', (path) => {
    const gateway = createFakeAuthGateway();
    gateway.getSession.mockReturnValue(new Promise(() => undefined));
    renderWithServices(<AppRoutes />, { path, gateway });
    expect(screen.getByRole('heading', { level: 1, name: 'Storyloom' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(location().textContent).toBe(path);
  });

  it.each(['/library', '/settings'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      renderWithServices(<AppRoutes />, { path });
      expect(
        await screen.findByRole('heading', { name: 'Welcome to Storyloom' }),
      ).toBeInTheDocument();
      expect(location().textContent).toBe('/login');
      expect(location()).toHaveAttribute('data-navigation-type', 'REPLACE');
    },
  );
});

describe('pages anyone may open', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the privacy policy, loaded on demand', async () => {
    renderWithServices(<AppRoutes />, { path: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  });

  it('opens the marketplace to a visitor who is not signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [], total: 0, page: 1, pageSize: 12 })),
    );
    renderWithServices(<AppRoutes />, { path: '/marketplace' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
    ).toBeInTheDocument();
  });

  it.each(['/story/all/chat/pip', '/story/s1/chat/pip'])(
    'opens the chat page at %s, loaded on demand, for a visitor too',
    async (path) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json({
            conversationId: 'c',
            character: { id: 'pip', name: 'Pip', avatarUrl: '' },
            messages: [],
            suggestions: [],
          }),
        ),
      );
      renderWithServices(<AppRoutes />, { path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Pip' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your message to Pip' })).toBeInTheDocument();
    },
  );

  it('asks whom to talk to at /story/{storyId}/chat, signing in first', async () => {
    renderWithServices(<AppRoutes />, { path: '/story/s1/chat' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to chat' }),
    ).toBeInTheDocument();
  });
});

describe('admin area', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const admin = () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          id: 'user-1',
          email: 'a@example.org',
          name: 'A',
          emailVerified: true,
          admin: true,
        }),
      ),
    );
    return createFakeAuthGateway({ signedInAs: { admin: true } });
  };

  it('sends /admin to its first section, tracing', async () => {
    renderWithServices(<AppRoutes />, { path: '/admin', gateway: admin() });
    expect(await screen.findByRole('heading', { name: 'Tracing' })).toBeInTheDocument();
    expect(location().textContent).toBe('/admin/tracing');
    expect(location()).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('lists every section and opens each one', async () => {
    const user = userEvent.setup();
    renderWithServices(<AppRoutes />, { path: '/admin/tracing', gateway: admin() });
    const nav = within(await screen.findByRole('navigation', { name: 'Admin sections' }));
    const sections = [
      ['Tracing', '/admin/tracing'],
      ['Maintenance', '/admin/maintenance'],
      ['Monitoring', '/admin/monitoring'],
      ['Events', '/admin/events'],
      ['Data migrations', '/admin/data-migrations'],
      ['Users', '/admin/users'],
    ] as const;
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(
      sections.map(([name]) => name),
    );
    for (const [name, path] of sections) {
      await user.click(nav.getByRole('link', { name }));
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(location().textContent).toBe(path);
      expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('sends a signed-out visitor from /admin to /', async () => {
    renderWithServices(<AppRoutes />, { path: '/admin/users' });
    expect(await storyStartHeading()).toBeInTheDocument();
    expect(location().textContent).toBe('/story');
  });
});

describe('settings', () => {
  it('signs out from the Account card and lands on /login', async () => {
    const user = userEvent.setup();
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    renderWithServices(<AppRoutes />, { path: '/settings', gateway });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Storyloom' }),
    ).toBeInTheDocument();
    expect(gateway.signOut).toHaveBeenCalledTimes(1);
    expect(location().textContent).toBe('/login');
  });
});
