import { ApiRoutes, StoryElementType, type StoryElement } from '@storyloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pipConversation } from '../../features/chat/testing/render-chat';
import { apiErrorResponse, fakeFetch, jsonResponse } from '../../lib/testing/fake-fetch';
import { createFakeAuthGateway } from '../../test/fake-auth-gateway';
import { renderWithServices } from '../../test/render';
import { TopBar } from '../top-bar/TopBar';
import { ChatRoute } from './ChatRoutes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const element = (id: string, name: string, type: StoryElementType): StoryElement => ({
  id,
  name,
  description: '',
  type,
  createdDateTimeUtcEpoch: 1,
});

const library = [
  element('pip', 'Pip', StoryElementType.Character),
  element('woods', 'Whispering Woods', StoryElementType.Location),
  element('lola', 'Lola', StoryElementType.Character),
];

function renderShell({ signedIn = true, listFails = false } = {}) {
  const network = fakeFetch([
    [
      ApiRoutes.storyElements.list,
      () =>
        listFails
          ? apiErrorResponse(500, 'internal', 'boom')
          : jsonResponse(200, { items: library, nextCursor: null }),
    ],
    [ApiRoutes.chat.setup, () => jsonResponse(200, pipConversation())],
  ]);
  renderWithServices(
    <Routes>
      <Route path="/story" element={<TopBar />} />
      <Route
        path="/story/:storyId/chat/:characterId"
        element={
          <>
            <TopBar />
            <ChatRoute />
          </>
        }
      />
    </Routes>,
    {
      path: '/story',
      gateway: createFakeAuthGateway({ signedInAs: signedIn ? {} : null }),
    },
  );
  return { ...network, user: userEvent.setup() };
}

describe('Contacts from the top bar and the credits bar', () => {
  it("opens from the top bar's Contacts with the family's characters only", async () => {
    const { user } = renderShell();
    const opener = await screen.findByRole('button', { name: 'Contacts' });
    expect(opener).toHaveAttribute('data-tour', 'chat-nav');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    const list = await within(dialog).findByRole('list', { name: 'Characters' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['LolaCallSay Hey', 'PipCallSay Hey']);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the same dialog from Chat & Call; Say Hey goes to the chat and closes it', async () => {
    const { user, calls } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Chat & Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    await user.click(await within(dialog).findByRole('button', { name: 'Say Hey to Pip' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pip' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/story/all/chat/pip');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/Chat/pip/Setup')).toMatchObject({
        body: { storyId: null },
      }),
    );
  });

  it('shows the error view when the library cannot be read', async () => {
    const { user } = renderShell({ listFails: true });
    await user.click(await screen.findByRole('button', { name: 'Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not load your characters',
    );
  });

  it('asks a visitor to sign in, without reading any library', async () => {
    const { user, calls } = renderShell({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/story')}`,
    );
    expect(calls.some((call) => call.path.startsWith('/storyElement/'))).toBe(false);
  });
});
