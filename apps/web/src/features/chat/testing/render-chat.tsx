import type { ChatMessage, ChatSetupResponse, ChatTurnEvent } from '@storyloom/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { ChatPage } from '../ChatPage';
import type { SignInState } from '../sign-in';

export const signInPath = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;

let nextId = 1;
export function aMessage(role: ChatMessage['role'], text: string): ChatMessage {
  nextId += 1;
  return { id: `m${nextId}`, role, text, createdAt: '2026-11-26T04:00:00.000Z' };
}

/** Pip's conversation as Setup opens it: the greeting and three questions to tap. */
export function pipConversation(overrides: Partial<ChatSetupResponse> = {}): ChatSetupResponse {
  return {
    conversationId: 'conv-1',
    character: { id: 'pip', name: 'Pip', avatarUrl: '' },
    messages: [aMessage('character', 'Hi! I am Pip. What would you like to talk about?')],
    suggestions: ['What do you like to eat?', 'Where do you live?', 'Tell me a joke'],
    ...overrides,
  };
}

/** A whole reply as the Turn stream sends it: its words one by one, then done. */
export function replyEvents(child: string, words: string[], suggestions: string[] = []) {
  const events: ChatTurnEvent[] = words.map((text) => ({ type: 'delta', text }));
  events.push({
    type: 'done',
    childMessage: aMessage('child', child),
    reply: aMessage('character', words.join('')),
    suggestions,
  });
  return events;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

/** The chat page as the app routes it, on the real API client over a faked fetch. */
export function renderChat({
  path = '/story/all/chat/pip',
  signIn = 'signedIn',
}: { path?: string; signIn?: SignInState } = {}) {
  const api = createApiClient({
    baseUrl: '',
    getIdToken: async () => (signIn === 'signedIn' ? 'token-1' : null),
  });
  const tree = (signInNow: SignInState) => (
    <ApiClientProvider client={api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/story/:storyId/chat/:characterId"
            element={<RoutedChatPage signIn={signInNow} />}
          />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ApiClientProvider>
  );
  const result = render(tree(signIn));
  return {
    ...result,
    user: userEvent.setup(),
    /** The app learns who is signed in (the token stays what `signIn` first said). */
    rerenderAs: (signInNow: SignInState) => result.rerender(tree(signInNow)),
  };
}

function RoutedChatPage({ signIn }: { signIn: SignInState }) {
  const { pathname } = useLocation();
  const [, , storyId = '', , characterId = ''] = pathname.split('/');
  return (
    <ChatPage
      storyId={decodeURIComponent(storyId)}
      characterId={decodeURIComponent(characterId)}
      signIn={signIn}
      signInPath={signInPath}
    />
  );
}
