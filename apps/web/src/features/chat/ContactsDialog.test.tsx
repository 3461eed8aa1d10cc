import { ApiRoutes } from '@storyloom/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { fakeFetch, jsonResponse } from '../../lib/testing/fake-fetch';
import { switchLanguageInTest } from '../../test/i18n';
import type { Contact, ContactsSource } from './ContactList';
import { ContactsDialog } from './ContactsDialog';
import { signInPath } from './testing/render-chat';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pip: Contact = { id: 'pip', name: 'Pip', avatarUrl: 'users/u1/pip.png' };
const lola: Contact = { id: 'lola', name: 'Lola' };
const bramble: Contact = { id: 'bramble', name: 'Captain Bramble' };

function source(overrides: Partial<ContactsSource> = {}): ContactsSource {
  return {
    contacts: [pip, lola, bramble],
    isLoading: false,
    error: null,
    reload: vi.fn(),
    ...overrides,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

/** The dialog as the top bar opens it, over a page, on a faked network for the thumbnails. */
function renderDialog(contacts: ContactsSource | null) {
  fakeFetch([
    [
      ApiRoutes.files.signedUrl,
      (call) =>
        jsonResponse(200, {
          url: `https://files.test/${new URL(call.path, 'http://x').searchParams.get('path')}`,
          expiresAtUtcEpoch: Date.now() + 3_600_000,
        }),
    ],
  ]);
  const api = createApiClient({ baseUrl: '', getIdToken: async () => 'token-1' });
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <h1>Story page</h1>
        {open && (
          <ContactsDialog
            source={contacts}
            signInPath={signInPath}
            onClose={() => setOpen(false)}
          />
        )}
      </>
    );
  }
  render(
    <ApiClientProvider client={api}>
      <MemoryRouter initialEntries={['/story?step=ideas']}>
        <Routes>
          <Route path="/story" element={<Page />} />
          <Route path="/story/:storyId/chat/:characterId" element={<h1>Chat page</h1>} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog', { name: 'Contacts' });
const names = () =>
  within(screen.getByRole('list', { name: 'Characters' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the Contacts dialog', () => {
  it('lists every character by name, each with a picture or the default face and Say Hey', async () => {
    renderDialog(source());
    expect(dialog()).toBeInTheDocument();
    expect(names()).toEqual(['Captain BrambleSay Hey', 'LolaSay Hey', 'PipSay Hey']);
    const rows = within(dialog()).getAllByRole('listitem');
    // Pip has a picture: its tiny thumbnail is asked for; the others show the drawn face.
    await waitFor(() =>
      expect(rows[2]!.querySelector('img')).toHaveAttribute(
        'src',
        'https://files.test/users/u1/pip.tiny.thumb.png',
      ),
    );
    expect(rows[1]!.querySelector('svg.chat-avatar__icon')).not.toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Say Hey to Lola' })).toHaveTextContent(
      'Say Hey',
    );
  });

  it('filters by name as the child types, whatever the case', async () => {
    const user = renderDialog(source());
    const search = screen.getByPlaceholderText('Search...');
    expect(search).toHaveAccessibleName('Search characters');
    await user.type(search, 'BRAM');
    expect(names()).toEqual(['Captain BrambleSay Hey']);
    await user.clear(search);
    await user.type(search, 'p');
    expect(names()).toEqual(['Captain BrambleSay Hey', 'PipSay Hey']);
    await user.clear(search);
    await user.type(search, 'dragon');
    expect(screen.getByText('No characters found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Characters' })).not.toBeInTheDocument();
  });

  it("'Say Hey' opens that character's chat across every story and closes the dialog", async () => {
    const user = renderDialog(source());
    await user.click(screen.getByRole('button', { name: 'Say Hey to Captain Bramble' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/story/all/chat/bramble');
    expect(screen.getByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Loading contacts...' while the first list is read", () => {
    renderDialog(source({ contacts: [], isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading contacts...');
    expect(screen.queryByText('No characters found.')).not.toBeInTheDocument();
  });

  it('keeps showing the characters it has while the list is read again', () => {
    renderDialog(source({ isLoading: true }));
    expect(names()).toHaveLength(3);
    expect(screen.queryByText('Loading contacts...')).not.toBeInTheDocument();
  });

  it('shows an error view whose Try again reads the list again', async () => {
    const reload = vi.fn();
    const user = renderDialog(source({ contacts: [], error: 'Failed to fetch', reload }));
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your characters');
    expect(screen.queryByText('No characters found.')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says 'No characters found.' for an empty library, and where characters come from", () => {
    renderDialog(source({ contacts: [] }));
    expect(screen.getByText('No characters found.')).toBeInTheDocument();
    expect(
      screen.getByText('Characters you make in your library will wait for you here.'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in and brings them back to the page they were on', async () => {
    const user = renderDialog(null);
    expect(
      within(dialog()).getByText('Sign in to talk with the characters your family made.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?returnTo=${encodeURIComponent('/story?step=ideas')}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = renderDialog(source());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await switchLanguageInTest('es');
    renderDialog(source({ contacts: [lola] }));
    expect(screen.getByRole('dialog', { name: 'Contactos' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saluda a Lola' })).toBeInTheDocument();
  });
});
