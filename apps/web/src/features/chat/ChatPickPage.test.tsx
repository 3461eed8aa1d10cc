import { ApiRoutes, StoryElementType } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { apiErrorResponse, fakeFetch, jsonResponse } from '../../lib/testing/fake-fetch';
import { ChatPickPage } from './ChatPickPage';
import type { ContactsSource } from './ContactList';
import type { SignInState } from './sign-in';
import { signInPath } from './testing/render-chat';

afterEach(() => {
  vi.unstubAllGlobals();
});

const character = (
  id: string,
  name: string,
  type: StoryElementType = StoryElementType.Character,
) => ({
  id,
  name,
  description: '',
  type,
  createdDateTimeUtcEpoch: 1,
});

const savedStory = {
  id: 's1',
  currentPhase: 3,
  event: { description: '' },
  goal: { description: '' },
  challenge: { description: '' },
  instructions: { description: '' },
  storyElements: [
    character('pip', 'Pip'),
    character('woods', 'Whispering Woods', StoryElementType.Location),
  ],
  options: { length: 'normal', age: 5, language: 'en' },
  title: 'Pip and the button',
  artifactIds: [],
  createdUtcEpoch: 1,
  updatedUtcEpoch: 1,
};

function Location() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

function renderPick(path: string, signIn: SignInState, library: ContactsSource | null = null) {
  const api = createApiClient({ baseUrl: '', getIdToken: async () => 'token-1' });
  render(
    <ApiClientProvider client={api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/story/:storyId/chat"
            element={
              <ChatPickPage
                storyId={path.split('/')[2]!}
                library={library}
                signIn={signIn}
                signInPath={signInPath}
              />
            }
          />
          <Route path="/story/:storyId/chat/:characterId" element={<h1>Chat page</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return userEvent.setup();
}

describe('the chat page without a character', () => {
  it("offers the story's characters, and Say Hey opens the chat within that story", async () => {
    fakeFetch([[ApiRoutes.stories.get, () => jsonResponse(200, savedStory)]]);
    const user = renderPick('/story/s1/chat', 'signedIn');
    expect(
      screen.getByRole('heading', { name: 'Talk with someone from this story' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Characters' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Say Hey to Pip' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/story/s1/chat/pip');
  });

  it('says so when the story cannot be opened', async () => {
    fakeFetch([
      [ApiRoutes.stories.get, () => apiErrorResponse(404, 'not_found', 'Story not found')],
    ]);
    renderPick('/story/s1/chat', 'signedIn');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this story');
  });

  it("offers the family's characters under /story/all", async () => {
    const user = renderPick('/story/all/chat', 'signedIn', {
      contacts: [{ id: 'lola', name: 'Lola' }],
      isLoading: false,
      error: null,
      reload: () => undefined,
    });
    expect(
      screen.getByRole('heading', { name: 'Who would you like to talk to?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Say Hey to Lola' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/story/all/chat/lola');
  });

  it('asks a visitor to sign in', () => {
    const { calls } = fakeFetch([]);
    renderPick('/story/s1/chat', 'signedOut');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/story/s1/chat')}`,
    );
    expect(calls).toHaveLength(0);
  });
});
