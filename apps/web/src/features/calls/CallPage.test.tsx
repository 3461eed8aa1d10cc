import { ApiRoutes, type VoiceCallEvent, type VoiceCallState } from '@storyloom/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiErrorResponse,
  fakeFetch,
  jsonLinesResponse,
  jsonResponse,
} from '../../lib/testing/fake-fetch';
import type { MicrophoneProblem } from './audio/microphone';
import { concat, silence, tone } from './audio/synthetic';
import { CallPage, type SignInState } from './CallPage';
import { fakeAudio, FAKE_MIC_RATE } from './testing/fake-audio';
import { clip, pipAnswers, renderWithAudio } from './testing/render-call';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROUTE = '/story/:storyId/call/:characterId';
const signInPath = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;

/** A spoken question: quiet, a second of voice, then enough quiet for the detector to end it. */
const question = () =>
  concat(silence(0.4, FAKE_MIC_RATE), tone(1, FAKE_MIC_RATE), silence(1, FAKE_MIC_RATE));

const callState = (overrides: Partial<VoiceCallState> = {}): VoiceCallState => ({
  callId: 'call-1',
  paidMinutes: 1,
  creditsCharged: 1,
  secondsLeft: 120,
  ended: null,
  ...overrides,
});

const pancakeReply = (): VoiceCallEvent[] => [
  { type: 'heard', text: 'what is your favorite food' },
  { type: 'sentence', index: 0, text: 'Oh, I love blueberry pancakes!', audioUrl: clip('s0') },
  { type: 'sentence', index: 1, text: 'With honey on top.', audioUrl: clip('s1') },
  {
    type: 'done',
    heard: 'what is your favorite food',
    reply: 'Oh, I love blueberry pancakes! With honey on top.',
    state: callState({ secondsLeft: 110 }),
  },
];

function renderCall({
  signIn = 'signedIn' as SignInState,
  start = () => jsonResponse(200, pipAnswers()),
  utterance = () => jsonLinesResponse(pancakeReply()).response,
  micProblem = undefined as MicrophoneProblem | undefined,
  recognition = true,
  onSeePlans = vi.fn(),
} = {}) {
  const network = fakeFetch([
    [ApiRoutes.voiceCalls.start, () => start()],
    [ApiRoutes.voiceCalls.utterance, () => utterance()],
    [ApiRoutes.voiceCalls.heartbeat, () => jsonResponse(200, callState())],
    [
      ApiRoutes.voiceCalls.end,
      () =>
        jsonResponse(200, callState({ ended: { reason: 'hung-up', rule: null, goodbye: null } })),
    ],
  ]);
  const audio = fakeAudio({ micProblem, recognition });
  const view = renderWithAudio(
    <CallPage
      storyId="all"
      characterId="pip"
      signIn={signIn}
      signInPath={signInPath}
      preview={{ name: 'Pip' }}
      onSeePlans={onSeePlans}
    />,
    { path: '/story/all/call/pip', route: ROUTE, audio: audio.services },
  );
  return { ...network, ...view, audio, onSeePlans };
}

const status = () =>
  screen.getAllByRole('status').find((element) => element.closest('.call-page__caller'))!;

async function callPip(user: ReturnType<typeof renderCall>['user']) {
  await user.click(screen.getByRole('button', { name: 'Call Pip' }));
  await waitFor(() => expect(status()).toHaveTextContent('Your turn. Pip is listening.'));
}

describe('the call page', () => {
  it('shows the character and one big Call button before calling, nothing charged yet', () => {
    const { calls } = renderCall();
    expect(screen.getByRole('heading', { level: 1, name: 'Pip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call Pip' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Just talk/ })).toBeChecked();
    expect(
      screen.getByRole('link', { name: 'Check your microphone and speakers' }),
    ).toHaveAttribute('href', '/voice-test');
    expect(calls).toEqual([]);
  });

  it('calls: the greeting is shown and played, the minutes left are there, then it listens', async () => {
    const { user, calls, audio } = renderCall();
    await callPip(user);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/Chat/voice-chat/start/all/pip' });
    const captions = screen.getByRole('log', { name: 'What was said' });
    expect(captions).toHaveTextContent('Pip Hello! It is Pip. What shall we talk about?');
    expect(audio.played).toEqual([clip('greeting')]);
    expect(screen.getByText('2 minutes left')).toBeInTheDocument();
    expect(screen.getByText('A call costs 1 credit a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hang up' })).toBeInTheDocument();
  });

  it('hears a question hands-free, sends it as 16 kHz WAV and plays the reply sentence by sentence', async () => {
    const { user, fetch, audio } = renderCall();
    await callPip(user);
    act(() => audio.speak(question()));

    const captions = screen.getByRole('log', { name: 'What was said' });
    await waitFor(() =>
      expect(captions).toHaveTextContent('Pip Oh, I love blueberry pancakes! With honey on top.'),
    );
    expect(within(captions).getByText('what is your favorite food')).toBeInTheDocument();
    // The whole reply is captioned as it arrives; its sentences play one after the other.
    await waitFor(() => expect(audio.played).toEqual([clip('greeting'), clip('s0'), clip('s1')]));
    await waitFor(() => expect(status()).toHaveTextContent('Your turn. Pip is listening.'));
    // The server's count after the turn: 110 s.
    expect(screen.getByText('1 minute left')).toBeInTheDocument();

    const [url, init] = fetch.mock.calls.find(([address]) =>
      String(address).endsWith('/utterance'),
    )!;
    expect(String(url)).toBe('/api/Chat/voice-chat/call-1/utterance');
    expect(new Headers(init!.headers).get('Content-Type')).toBe('audio/wav');
    const wav = new DataView(init!.body as ArrayBuffer);
    expect(
      String.fromCharCode(wav.getUint8(0), wav.getUint8(1), wav.getUint8(2), wav.getUint8(3)),
    ).toBe('RIFF');
    expect(wav.getUint32(24, true)).toBe(16_000);
  });

  it('says kindly when nothing was understood', async () => {
    const { user, audio } = renderCall({
      utterance: () =>
        jsonLinesResponse([
          { type: 'heard', text: '' },
          { type: 'done', heard: '', reply: '', state: callState() },
        ]).response,
    });
    await callPip(user);
    act(() => audio.speak(question()));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pip did not catch that. Try again, a little closer to the microphone.',
    );
  });

  it('hangs up: the call ends on the server, the microphone is let go', async () => {
    const { user, calls, audio } = renderCall();
    await callPip(user);
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Call ended' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Pip enjoyed talking with you. Call again any time!'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/Chat/voice-chat/call-1/end')).toBe(true),
    );
    expect(audio.microphone.open).toBe(false);
    expect(audio.contexts.every((context) => context.closed)).toBe(true);
    expect(screen.getByRole('link', { name: 'Write to Pip instead' })).toHaveAttribute(
      'href',
      '/story/all/chat/pip',
    );
    expect(screen.getByRole('button', { name: 'Call again' })).toBeInTheDocument();
  });

  it('ends on leaving the page, with a request that outlives it', async () => {
    const { user, fetch, unmount } = renderCall();
    await callPip(user);
    unmount();
    const end = () => fetch.mock.calls.find(([address]) => String(address).endsWith('/end'));
    await waitFor(() => expect(end()).toBeDefined());
    expect(end()![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it("plays the character's goodbye when the minutes run out, then says why the call ended", async () => {
    const { user, audio } = renderCall({
      utterance: () =>
        jsonLinesResponse([
          { type: 'heard', text: 'tell me a story' },
          { type: 'sentence', index: 0, text: 'Once upon a time…', audioUrl: clip('story') },
          {
            type: 'done',
            heard: 'tell me a story',
            reply: 'Once upon a time…',
            state: callState({
              secondsLeft: 0,
              ended: {
                reason: 'balance',
                rule: null,
                goodbye: { text: 'I have to go now. Bye bye!', audioUrl: clip('bye') },
              },
            }),
          },
        ]).response,
    });
    await callPip(user);
    act(() => audio.speak(question()));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Call ended' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The minutes for calls are used up, so Pip said goodbye for now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'What was said' })).toHaveTextContent(
      'Pip I have to go now. Bye bye!',
    );
    expect(audio.played.slice(-2)).toEqual([clip('story'), clip('bye')]);
    expect(audio.microphone.open).toBe(false);
  });

  it('push-to-talk: holding the Space bar talks, letting go sends', async () => {
    const { user, audio, calls } = renderCall();
    await user.click(screen.getByRole('radio', { name: /Hold to talk/ }));
    await user.click(screen.getByRole('button', { name: 'Call Pip' }));
    await waitFor(() => expect(status()).toHaveTextContent('Your turn. Hold the button and talk.'));
    // Nothing is sent while the button is not held, however loud.
    act(() => audio.speak(question()));
    expect(calls.some((call) => call.path.endsWith('/utterance'))).toBe(false);

    await user.keyboard('[Space>]');
    expect(screen.getByRole('button', { name: 'Let go when you are done' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => audio.speak(tone(0.8, FAKE_MIC_RATE)));
    await user.keyboard('[/Space]');
    await waitFor(() =>
      expect(screen.getByRole('log', { name: 'What was said' })).toHaveTextContent(
        'blueberry pancakes',
      ),
    );
    expect(calls.filter((call) => call.path.endsWith('/utterance'))).toHaveLength(1);
  });

  it('asks for credits when the balance cannot pay a minute, and lets go of the microphone', async () => {
    const { user, audio, onSeePlans } = renderCall({
      start: () => apiErrorResponse(402, 'insufficient_credits', 'Not enough credits'),
    });
    await user.click(screen.getByRole('button', { name: 'Call Pip' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We could not call Pip');
    expect(problem).toHaveTextContent('A call needs enough credits for one minute.');
    await user.click(within(problem).getByRole('button', { name: 'See plans' }));
    expect(onSeePlans).toHaveBeenCalled();
    expect(audio.microphone.open).toBe(false);
  });

  it('explains a blocked microphone, and calls nobody', async () => {
    const { user, calls } = renderCall({ micProblem: 'denied' });
    await user.click(screen.getByRole('button', { name: 'Call Pip' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('The microphone is blocked for this page.');
    expect(within(problem).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      within(problem).getByRole('link', { name: 'Check your microphone and speakers' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks a visitor to sign in', () => {
    renderCall({ signIn: 'signedOut' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/story/all/call/pip')}`,
    );
  });

  describe('where the server has no recogniser for the language (recognition mode browser)', () => {
    const spanishPip = () =>
      jsonResponse(
        200,
        pipAnswers({
          language: 'es',
          recognition: {
            ...pipAnswers().recognition,
            mode: 'browser',
            language: 'es',
            phrases: [],
          },
          greeting: { text: '¡Hola! Soy Pip.', audioUrl: clip('hola') },
        }),
      );

    it("sends the browser's words as text, hands-free", async () => {
      const { user, audio, fetch } = renderCall({ start: spanishPip });
      await callPip(user);
      const recognizer = audio.recognizers.at(-1)!;
      expect(recognizer.lang).toBe('es');
      act(() => recognizer.hears('cuál es tu comida favorita'));
      await waitFor(() =>
        expect(screen.getByRole('log', { name: 'What was said' })).toHaveTextContent(
          'blueberry pancakes',
        ),
      );
      const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/utterance'))!;
      expect(JSON.parse(init!.body as string)).toEqual({ text: 'cuál es tu comida favorita' });
      expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
      // Listening again once the reply has played.
      await waitFor(() => expect(audio.recognizers.at(-1)).not.toBe(recognizer));
    });

    it('says so and hangs up where the browser cannot recognise speech', async () => {
      const { user, calls } = renderCall({ start: spanishPip, recognition: false });
      await user.click(screen.getByRole('button', { name: 'Call Pip' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Calls in this language need a browser that understands speech',
      );
      await waitFor(() =>
        expect(calls.some((call) => call.path === '/api/Chat/voice-chat/call-1/end')).toBe(true),
      );
    });
  });
});
