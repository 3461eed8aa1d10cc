import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthGateway, refused, type TestClaims } from '../../test/fake-auth-gateway';
import { stubViewportWidth } from '../../test/match-media';
import { renderWithServices } from '../../test/render';
import { OPEN_FEEDBACK_EVENT } from '../../features/feedback/open-feedback';
import { childProfileActivated } from '../../features/parents/active-profile-slice';
import { TopBar } from './TopBar';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderTopBar(gateway = createFakeAuthGateway()) {
  const result = renderWithServices(
    <Routes>
      <Route
        path="/story"
        element={
          <>
            <TopBar />
            <p>Outside the menu</p>
          </>
        }
      />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { path: '/story', gateway },
  );
  return { ...result, user: userEvent.setup() };
}

const signedIn = (claims: Partial<TestClaims> = {}) =>
  renderTopBar(createFakeAuthGateway({ signedInAs: claims }));
const avatarButton = () => screen.findByRole('button', { name: 'Account menu' });
const menu = () => screen.getByRole('menu', { name: 'Account' });
const entry = (name: string) => screen.getByRole('menuitem', { name });

describe('TopBar when signed out', () => {
  it('offers a Sign in button to /login and no account menu', async () => {
    renderTopBar();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows neither while the sign-in state is loading', () => {
    const gateway = createFakeAuthGateway();
    gateway.getSession.mockReturnValue(new Promise(() => undefined));
    renderTopBar(gateway);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('TopBar account menu', () => {
  it('shows the avatar picture, decorative, on a named button with a kebab beside it', async () => {
    signedIn({ picture: 'https://avatars.example/jane?s=64' });
    const button = await avatarButton();
    const picture = button.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://avatars.example/jane?s=64');
    expect(picture).toHaveAttribute('alt', '');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('shows the initials when the picture cannot load (offline)', async () => {
    signedIn({ name: 'Jane Doe' });
    const button = await avatarButton();
    fireEvent.error(button.querySelector('img') as HTMLImageElement);
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent('JD');
    expect(button).toHaveAccessibleName('Account menu');
  });

  it('lists the entries in order, with the right destinations', async () => {
    const { user } = signedIn();
    await user.click(await avatarButton());
    const items = within(menu()).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'New Story',
      'Library',
      'Marketplace',
      'Subscription',
      'Settings',
      'Family',
      'Sign Out',
    ]);
    expect(entry('New Story')).toHaveAttribute('href', '/Ideas');
    expect(entry('Library')).toHaveAttribute('href', '/library');
    expect(entry('Marketplace')).toHaveAttribute('href', '/marketplace');
    expect(entry('Settings')).toHaveAttribute('href', '/settings');
    expect(entry('Family')).toHaveAttribute('href', '/parents');
  });

  it('offers Feedback in the phone menu only, where it opens the feedback form', async () => {
    const restore = stubViewportWidth(375);
    try {
      const { user } = signedIn();
      await user.click(await screen.findByRole('button', { name: 'Menu' }));
      const items = within(menu()).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'New Story',
        'Library',
        'Marketplace',
        'Subscription',
        'Settings',
        'Family',
        'Feedback',
        'Sign Out',
      ]);
      const opened = vi.fn();
      window.addEventListener(OPEN_FEEDBACK_EVENT, opened);
      await user.click(entry('Feedback'));
      window.removeEventListener(OPEN_FEEDBACK_EVENT, opened);
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('opens with Enter, moves with the arrows, closes with Escape back onto its button', async () => {
    const { user } = signedIn();
    const button = await avatarButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(entry('New Story')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(entry('Library')).toHaveFocus();
    await user.keyboard('{End}');
    expect(entry('Sign Out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('New Story')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(entry('Sign Out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(entry('New Story')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the kebab with Space and returns focus to the kebab', async () => {
    const { user } = signedIn();
    await avatarButton();
    const kebab = screen.getByRole('button', { name: 'More options' });
    kebab.focus();
    await user.keyboard(' ');
    expect(entry('New Story')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(kebab).toHaveFocus();
  });

  it('opens on its last entry with ArrowUp', async () => {
    const { user } = signedIn();
    const button = await avatarButton();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(entry('Sign Out')).toHaveFocus();
  });

  it('closes on a click outside, and not on a click inside', async () => {
    const { user } = signedIn();
    await user.click(await avatarButton());
    await user.click(screen.getByText(/Jane Doe/, { selector: '.account-menu__name' }));
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByText('Outside the menu'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when focus leaves it with Tab', async () => {
    const { user } = signedIn();
    const button = await avatarButton();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link entry and closes', async () => {
    const { user } = signedIn();
    await user.click(await avatarButton());
    await user.click(entry('Library'));
    expect(screen.getByTestId('location')).toHaveTextContent('/library');
  });
});

describe('TopBar mobile menu', () => {
  it('has a hamburger that opens the menu with avatar and display name', async () => {
    const { user } = signedIn({ name: 'Jane Doe' });
    await avatarButton();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByText('Jane Doe', { selector: '.account-menu__name' })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('menuitem')).toHaveLength(7);
  });

  it.each([
    [{ name: null, email: 'sam.smith@example.org' }, 'sam.smith'],
    [{ name: '', email: '' }, 'User'],
  ])('falls back from the name to the e-mail, then to User', async (claims, shown) => {
    const { user } = signedIn(claims);
    await user.click(await avatarButton());
    expect(screen.getByText(shown, { selector: '.account-menu__name' })).toBeInTheDocument();
  });
});

describe('Sign Out', () => {
  it('signs out, clears the user and goes to /login', async () => {
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    const { user, store } = renderTopBar(gateway);
    await user.click(await avatarButton());
    await user.click(entry('Sign Out'));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(gateway.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toMatchObject({
      status: 'UNAUTHENTICATED',
      user: null,
      token: null,
    });
  });

  it('says so when the server kept the session, and stays signed in on the same page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gateway = createFakeAuthGateway({ signedInAs: {} });
    gateway.signOut.mockResolvedValue(refused({ status: 403, code: 'INVALID_ORIGIN' }));
    const { user, store } = renderTopBar(gateway);
    await user.click(await avatarButton());
    await user.click(entry('Sign Out'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not sign you out: you are still signed in on this device. Check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/story');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('AUTHENTICATED');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Trying again once the server answers signs out as usual.
    gateway.signOut.mockResolvedValue({ ok: true, data: undefined });
    await user.click(await avatarButton());
    await user.click(entry('Sign Out'));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

// Last in the file: the child's profile is kept on the device (local storage) for the tests after.
describe('TopBar on a child’s device', () => {
  it('leaves the grown-ups’ entries and pricing out while the device acts as a child', async () => {
    const { user, store } = signedIn();
    const avatar = await avatarButton();
    // After the saved state is back, which would otherwise put the parent's side back.
    await waitFor(() =>
      expect(
        (store.getState() as { _persist?: { rehydrated: boolean } })._persist?.rehydrated,
      ).toBe(true),
    );
    store.dispatch(
      childProfileActivated({
        id: 'mia-1',
        name: 'Mia',
        ageBand: '6-8',
        language: 'en',
        readingLevel: 'first-words',
        pictureElementId: null,
        unlockWith: 'pin',
      }),
    );
    await user.click(avatar);
    const items = within(menu()).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['New Story', 'Library', 'Marketplace']);
    expect(screen.queryByRole('button', { name: /Pricing/ })).not.toBeInTheDocument();
    expect(screen.getByText('Mia is using Storyloom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to parent' })).toBeInTheDocument();
  });
});
