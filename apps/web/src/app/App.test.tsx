import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAuthGateway } from '../test/fake-auth-gateway';
import { App } from './App';
import { createAppStore } from './store';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('App', () => {
  it('restores saved state and reads the sign-in state behind the splash, then opens /story', async () => {
    window.history.replaceState(null, '', '/');
    const { store, persistor } = createAppStore();
    render(<App store={store} persistor={persistor} authGateway={createFakeAuthGateway()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    expect(
      await screen.findByRole('heading', { level: 1, name: /make a story/i }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/story');
    expect(persistor.getState().bootstrapped).toBe(true);
    // redux-persist really reached the browser's storage (not a silent no-op fallback).
    await waitFor(() => expect(localStorage.getItem('persist:storyloom')).not.toBeNull());
    expect(screen.getByText(`© ${new Date().getFullYear()} Storyloom`)).toBeInTheDocument();
  });
});
