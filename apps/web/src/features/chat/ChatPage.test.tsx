import { ApiRoutes, CHAT_MESSAGE_MAX_LENGTH } from '@storyloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiErrorResponse,
  fakeFetch,
  jsonLinesResponse,
  jsonResponse,
  type FetchHandler,
} from '../../lib/testing/fake-fetch';
import { switchLanguageInTest } from '../../test/i18n';
import { pipConversation, renderChat, replyEvents } from './testing/render-chat';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUESTION = 'What is your favourite food?';
const REPLY = ['I ', 'love ', 'blueberry ', 'pancakes!'];

function chatServer({
  setup = () => jsonResponse(200, pipConversation()),
  turn = (call) =>
    jsonLinesResponse(
      replyEvents((call.body as { userMessage: string }).userMessage, REPLY, [
        'Who are your friends?',
      ]),
    ).response,
  clear = () => jsonResponse(204, null),
}: { setup?: FetchHandler; turn?: FetchHandler; clear?: FetchHandler } = {}) {
  return fakeFetch([
    [ApiRoutes.chat.setup, setup],
    [ApiRoutes.chat.turn, turn],
    [ApiRoutes.chat.clear, clear],
  ]);
}

const messageBox = () => screen.findByRole('textbox', { name: 'Your message to Pip' });
const conversation = () => screen.getByRole('region', { name: 'Conversation with Pip' });

describe('the chat page', () => {
  it('opens the conversation with the greeting, the name and the default picture', async () => {
    const { calls } = chatServer();
    renderChat();
    expect(screen.getByText('Getting ready to talk…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pip' })).toBeInTheDocument();
    expect(conversation()).toHaveTextContent(
      'Pip: Hi! I am Pip. What would you like to talk about?',
    );
    // From the Contacts dialog (story 'all'): every story, which the API reads as null.
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/Chat/pip/Setup',
      body: { storyId: null },
      authorization: 'Bearer token-1',
    });
  });

  it('shows the picture Setup sends, described by name', async () => {
    chatServer({
      setup: () =>
        jsonResponse(
          200,
          pipConversation({
            character: { id: 'pip', name: 'Pip', avatarUrl: 'https://files.test/pip.png' },
          }),
        ),
    });
    renderChat();
    expect(await screen.findByRole('img', { name: 'Picture of Pip' })).toHaveAttribute(
      'src',
      'https://files.test/pip.png',
    );
  });

  it('shows the reply word by word while it streams, then says it to screen readers', async () => {
    let release = () => undefined as void;
    const { calls } = chatServer({
      turn: () => {
        const stream = jsonLinesResponse(replyEvents(QUESTION, REPLY, ['Who are your friends?']), {
          holdAfter: 2,
        });
        release = stream.release;
        return stream.response;
      },
    });
    const { user } = renderChat({ path: '/story/s1/chat/pip' });
    await user.type(await messageBox(), `${QUESTION}{Enter}`);

    // Half-way: the first words are there, with the typing indicator, and sending waits.
    await waitFor(() => expect(conversation()).toHaveTextContent('Pip: I love'));
    expect(conversation()).toHaveTextContent(`You: ${QUESTION}`);
    expect(conversation()).not.toHaveTextContent('pancakes');
    expect(screen.getByRole('status')).toHaveTextContent('Pip is typing…');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await messageBox()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Tell me a joke' })).toBeDisabled();

    release();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Pip says: I love blueberry pancakes!'),
    );
    expect(conversation()).toHaveTextContent('Pip: I love blueberry pancakes!');
    expect(await messageBox()).not.toHaveAttribute('readonly');
    expect(await messageBox()).toHaveValue('');
    // The suggestions follow the conversation.
    const suggestions = screen.getByRole('group', { name: 'Things to ask' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Who are your friends?']);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/Chat/pip/Turn',
      body: { characterId: 'pip', storyId: 's1', userMessage: QUESTION },
    });
  });

  it('sends a suggestion when it is tapped', async () => {
    const { calls } = chatServer();
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'What do you like to eat?' }));
    // The tapped button is disabled while the reply comes; the keyboard lands in the message box.
    expect(await messageBox()).toHaveFocus();
    await waitFor(() =>
      expect(conversation()).toHaveTextContent('Pip: I love blueberry pancakes!'),
    );
    expect(calls[1]?.body).toMatchObject({ userMessage: 'What do you like to eat?' });
  });

  it('sends nothing blank, keeps Shift+Enter for a new line, and stops at the length limit', async () => {
    const { calls } = chatServer();
    const { user } = renderChat();
    const box = await messageBox();
    expect(box).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX_LENGTH));
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}Pip');
    expect(box).toHaveValue('Hello\nPip');
    expect(calls).toHaveLength(1);

    await user.clear(box);
    await user.click(box);
    await user.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 50));
    expect(screen.getByText(`450 of ${CHAT_MESSAGE_MAX_LENGTH} letters`)).toBeInTheDocument();
  });

  it('says calmly when a reply fails, and "Try again" sends the same words', async () => {
    let turns = 0;
    const { calls } = chatServer({
      turn: (call) => {
        turns += 1;
        if (turns === 1)
          return jsonLinesResponse([
            { type: 'delta', text: 'I ' },
            { type: 'error', message: 'model down' },
          ]).response;
        return jsonLinesResponse(
          replyEvents((call.body as { userMessage: string }).userMessage, REPLY),
        ).response;
      },
    });
    const { user } = renderChat();
    await user.type(await messageBox(), `${QUESTION}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pip could not answer just now.');
    // The child's words stay on screen, not lost.
    expect(conversation()).toHaveTextContent(`You: ${QUESTION}`);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(conversation()).toHaveTextContent('Pip: I love blueberry pancakes!'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/Turn')).map((call) => call.body)).toEqual([
      expect.objectContaining({ userMessage: QUESTION }),
      expect.objectContaining({ userMessage: QUESTION }),
    ]);
  });

  it('asks for a little breather when turns come too fast (429)', async () => {
    chatServer({ turn: () => apiErrorResponse(429, 'too_many_requests', 'Rate limit exceeded') });
    const { user } = renderChat();
    await user.type(await messageBox(), `Hi{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Let’s take a little breather. You can try again in a moment.',
    );
  });

  it('treats a stream that stops half-way as a failed reply', async () => {
    chatServer({ turn: () => jsonLinesResponse([{ type: 'delta', text: 'I lo' }]).response });
    const { user } = renderChat();
    await user.type(await messageBox(), `Hi{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pip could not answer just now.');
  });
});

describe('the chat page and signing in', () => {
  it('asks a visitor to sign in and brings them back here (Setup answers 401)', async () => {
    const { calls } = chatServer({
      setup: () => apiErrorResponse(401, 'unauthorized', 'Sign in to talk with this character.'),
    });
    const { user } = renderChat({ signIn: 'signedOut' });
    expect(await screen.findByRole('heading', { name: 'Sign in to chat' })).toBeInTheDocument();
    // A visitor asks without a token: the public demo's characters would answer.
    expect(calls[0]?.authorization).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?returnTo=${encodeURIComponent('/story/all/chat/pip')}`,
    );
  });

  it('asks to sign in when a turn answers 401 (the session ended)', async () => {
    chatServer({ turn: () => apiErrorResponse(401, 'unauthorized', 'Expired') });
    const { user } = renderChat();
    await user.type(await messageBox(), `Hi{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to keep chatting.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/story/all/chat/pip')}`,
    );
  });

  it('waits to open while the sign-in state is still loading', async () => {
    const { calls } = chatServer();
    const { rerenderAs } = renderChat({ signIn: 'loading' });
    expect(screen.getByText('Getting ready to talk…')).toBeInTheDocument();
    // Every pending promise settles before the next macrotask: nothing went out meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(0);
    rerenderAs('signedIn');
    expect(await screen.findByRole('heading', { name: 'Pip' })).toBeInTheDocument();
    // One Setup, asked once the app knew: none went out as a visitor's before it.
    expect(calls).toHaveLength(1);
  });
});

describe('opening failures', () => {
  it('shows an error with "Try again", which opens the conversation', async () => {
    let attempts = 0;
    chatServer({
      setup: () => {
        attempts += 1;
        return attempts === 1
          ? apiErrorResponse(503, 'unavailable', 'The chat is resting.')
          : jsonResponse(200, pipConversation());
      },
    });
    const { user } = renderChat();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open this chat');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pip' })).toBeInTheDocument();
  });

  it('says kindly when the character is not there (404)', async () => {
    chatServer({ setup: () => apiErrorResponse(404, 'not_found', 'Character not found') });
    renderChat();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this character. Maybe it was removed from the library?',
    );
  });
});

describe('clearing a conversation', () => {
  it('asks first, then clears and starts afresh with the greeting', async () => {
    let cleared = false;
    const { calls } = chatServer({
      setup: () =>
        jsonResponse(
          200,
          cleared
            ? pipConversation()
            : pipConversation({
                messages: [
                  ...pipConversation().messages,
                  ...replyEvents('Hi', ['Hello again!']).flatMap((e) =>
                    e.type === 'done' ? [e.childMessage, e.reply] : [],
                  ),
                ],
              }),
        ),
      clear: () => {
        cleared = true;
        return jsonResponse(204, null);
      },
    });
    const { user } = renderChat();
    await waitFor(() => expect(conversation()).toHaveTextContent('Pip: Hello again!'));
    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    await waitFor(() => expect(conversation()).not.toHaveTextContent('Hello again!'));
    expect(conversation()).toHaveTextContent('Pip: Hi! I am Pip.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/Chat/pip',
      authorization: 'Bearer token-1',
    });
  });

  it('keeps the dialog open and says so when clearing fails', async () => {
    chatServer({ clear: () => apiErrorResponse(500, 'internal', 'Oops') });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Clear conversation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'We could not clear the conversation. Please try again.',
    );
  });

  it('is not offered to a visitor', async () => {
    chatServer();
    renderChat({ signIn: 'signedOut' });
    await screen.findByRole('heading', { name: 'Pip' });
    expect(screen.queryByRole('button', { name: 'Clear conversation' })).not.toBeInTheDocument();
  });
});

describe('the chat page in Spanish', () => {
  it('speaks Spanish around the character’s words', async () => {
    await switchLanguageInTest('es');
    chatServer();
    const { user } = renderChat();
    const box = await screen.findByRole('textbox', { name: 'Tu mensaje para Pip' });
    expect(screen.getByRole('button', { name: 'Borrar conversación' })).toBeInTheDocument();
    await user.type(box, `Hola{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Pip dice: I love blueberry pancakes!'),
    );
    expect(screen.getByRole('region', { name: 'Conversación con Pip' })).toHaveTextContent(
      'Tú: Hola',
    );
  });
});
