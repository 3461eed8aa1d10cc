import { ApiRoutes, type NarratorVoice } from '@storyloom/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, fakeFetch, jsonResponse } from '../../../lib/testing/fake-fetch';
import { concat, silence, tone } from '../audio/synthetic';
import { fakeAudio, FAKE_MIC_RATE } from '../testing/fake-audio';
import { renderWithAudio } from '../testing/render-call';
import { VoiceTestPage } from './VoiceTestPage';

const voices: NarratorVoice[] = [
  {
    id: 'espeak-en-warm',
    name: 'Warm (English)',
    language: 'en',
    provider: 'espeak',
    sampleUrl: '/audiobook/voice-samples/espeak-en-warm.mp3',
  },
];

beforeEach(() => {
  // jsdom has no object URLs; the page only hands them to the (fake) speaker.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:sample');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentence = () =>
  concat(silence(0.4, FAKE_MIC_RATE), tone(1.2, FAKE_MIC_RATE), silence(1, FAKE_MIC_RATE));

function renderTest({
  recognize = () =>
    jsonResponse(200, {
      text: 'what is your favorite animal',
      language: 'en',
      mode: 'offline',
      milliseconds: 60,
    }),
  micProblem,
}: { recognize?: () => Response; micProblem?: 'denied' | 'noDevice' } = {}) {
  const network = fakeFetch([
    [ApiRoutes.voiceTest.recognize, () => recognize()],
    [ApiRoutes.narrator.espeakVoiceSamples, () => jsonResponse(200, voices)],
    [
      ApiRoutes.narrator.voiceSample,
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'audio/mpeg' } }),
    ],
  ]);
  const audio = fakeAudio({ micProblem });
  const view = renderWithAudio(<VoiceTestPage />, {
    path: '/voice-test',
    route: '/voice-test',
    audio: audio.services,
    signedIn: false,
  });
  return { ...network, ...view, audio };
}

const check = (name: string) => screen.getByRole('region', { name });

describe('the voice test, for a visitor who is not signed in', () => {
  it('lists four checks, none done yet', () => {
    renderTest();
    expect(screen.getByRole('heading', { level: 1, name: 'Voice test' })).toBeInTheDocument();
    for (const name of ['Microphone', 'Speaker', 'Understanding you', 'Answer speed']) {
      expect(check(name)).toHaveTextContent('Not checked yet');
    }
  });

  it('shows the microphone level and passes once a voice is heard', async () => {
    const { user, audio } = renderTest();
    await user.click(screen.getByRole('button', { name: 'Check my microphone' }));
    const meter = await within(check('Microphone')).findByRole('meter', {
      name: 'Microphone level',
    });
    act(() => audio.speak(tone(0.5, FAKE_MIC_RATE, 220, 0.5)));
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(50));
    expect(check('Microphone')).toHaveTextContent('We hear you: the microphone works.');
    expect(check('Microphone')).toHaveTextContent('Works');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(audio.microphone.open).toBe(false);
  });

  it('explains a blocked microphone in plain words', async () => {
    const { user } = renderTest({ micProblem: 'denied' });
    await user.click(screen.getByRole('button', { name: 'Check my microphone' }));
    expect(await within(check('Microphone')).findByRole('alert')).toHaveTextContent(
      'The microphone is blocked for this page.',
    );
    expect(check('Microphone')).toHaveTextContent('Needs a look');
  });

  it('plays a voice and asks whether it was heard; No gives advice', async () => {
    const { user, audio } = renderTest();
    await user.click(screen.getByRole('button', { name: 'Play a voice' }));
    const question = await within(check('Speaker')).findByRole('group', {
      name: 'Did you hear the voice?',
    });
    expect(audio.played).toEqual(['blob:sample']);
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(check('Speaker')).toHaveTextContent('Turn the volume up');
    expect(check('Speaker')).toHaveTextContent('Needs a look');
    await user.click(screen.getByRole('button', { name: 'Play a voice' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(check('Speaker')).toHaveTextContent('The speaker works.');
  });

  it('sends what was said as WAV, without sign-in, and shows what was recognised', async () => {
    const { user, audio, fetch } = renderTest();
    await user.click(screen.getByRole('button', { name: 'Start listening' }));
    await within(check('Understanding you')).findByText('Listening… say it now.');
    act(() => audio.speak(sentence()));
    await within(check('Understanding you')).findByText('We heard: “what is your favorite animal”');
    expect(check('Understanding you')).toHaveTextContent('Works');
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/recognize'))!;
    const headers = new Headers(init!.headers);
    expect(headers.get('Content-Type')).toBe('audio/wav');
    expect(headers.get('Authorization')).toBeNull();
    expect((init!.body as ArrayBuffer).byteLength).toBeGreaterThan(44);
  });

  it('gives advice when no words were made out, and when there were too many tries', async () => {
    let answer = () =>
      jsonResponse(200, { text: '', language: 'en', mode: 'offline', milliseconds: 40 });
    const { user, audio } = renderTest({ recognize: () => answer() });
    await user.click(screen.getByRole('button', { name: 'Start listening' }));
    await within(check('Understanding you')).findByText('Listening… say it now.');
    act(() => audio.speak(sentence()));
    await within(check('Understanding you')).findByText('We could not make out any words.');
    expect(check('Understanding you')).toHaveTextContent('Speak clearly and a little slower');
    expect(check('Understanding you')).toHaveTextContent('Needs a look');

    answer = () => apiErrorResponse(429, 'too_many_requests', 'Too many requests');
    await user.click(within(check('Understanding you')).getByRole('button', { name: 'Try again' }));
    await within(check('Understanding you')).findByText('Listening… say it now.');
    act(() => audio.speak(sentence()));
    await within(check('Understanding you')).findByText(
      'That was a lot of tries. Wait a minute, then try again.',
    );
  });

  it('times the answer from the last word to its first sound', async () => {
    const { user, audio } = renderTest();
    await user.click(screen.getByRole('button', { name: 'Time an answer' }));
    await within(check('Answer speed')).findByText('Listening… say it now.');
    act(() => audio.speak(sentence()));
    const result = await within(check('Answer speed')).findByText(/ms from your last word/);
    // The fake speaker starts 50 ms after it is asked; the detector waited its hangover (~0.7 s).
    const ms = Number(result.textContent!.match(/^(\d+) ms/)![1]);
    expect(ms).toBeGreaterThanOrEqual(750);
    expect(ms).toBeLessThan(900);
    expect(check('Answer speed')).toHaveTextContent('Quick enough to feel like a call.');
    expect(check('Answer speed')).toHaveTextContent('Works');
  });
});
