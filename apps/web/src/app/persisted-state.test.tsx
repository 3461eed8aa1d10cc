import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAuthGateway } from '../test/fake-auth-gateway';
import { App } from './App';
import { storyUpdated } from '../features/wizard/wizard-slice';
import { createAppStore } from './store';

const savedDraft = () => {
  const saved = JSON.parse(localStorage.getItem('persist:storyloom') ?? '{}') as Record<
    string,
    string
  >;
  return saved.wizard
    ? (JSON.parse(saved.wizard) as { story: { event: { description: string } } }).story.event
        .description
    : undefined;
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('persisted state across sign-in and sign-out', () => {
  it("keeps a visitor's draft through sign-in, sign-out, and a reload", async () => {
    const user = userEvent.setup();
    const gateway = createFakeAuthGateway();
    const first = createAppStore();
    first.store.dispatch(
      storyUpdated({ event: { description: 'A dragon who is afraid of the dark' } }),
    );
    await first.persistor.flush();
    window.history.replaceState(null, '', '/login');

    const app = render(
      <App store={first.store} persistor={first.persistor} authGateway={gateway} />,
    );
    await user.type(await screen.findByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Account menu' });
    expect(window.location.pathname).toBe('/ideas');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Welcome to Storyloom' });
    await first.persistor.flush();

    expect(first.store.getState()).toMatchObject({
      wizard: { story: { event: { description: 'A dragon who is afraid of the dark' } } },
    });
    expect(savedDraft()).toBe('A dragon who is afraid of the dark');
    // The auth slice is never written to the device.
    expect(localStorage.getItem('persist:storyloom')).not.toContain('"auth"');
    app.unmount();

    // A reload restores the draft.
    const second = createAppStore();
    await waitFor(() => expect(second.persistor.getState().bootstrapped).toBe(true));
    expect(second.store.getState()).toMatchObject({
      wizard: { story: { event: { description: 'A dragon who is afraid of the dark' } } },
    });
  });
});
