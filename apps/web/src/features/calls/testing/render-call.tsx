import type { VoiceCallStartResponse } from '@storyloom/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RuntimeConfigProvider } from '../../../config/RuntimeConfigProvider';
import { DEFAULT_RUNTIME_CONFIG } from '../../../config/runtime-config';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { AudioServicesProvider, type AudioServices } from '../audio/audio-services';

/** A spoken clip as the server sends it (what it holds does not matter to the page). */
export const clip = (name: string) => `data:audio/wav;base64,${btoa(name)}`;

/** Pip answers the phone: 2.5 minutes left at 1 credit a minute. */
export function pipAnswers(
  overrides: Partial<VoiceCallStartResponse> = {},
): VoiceCallStartResponse {
  return {
    callId: 'call-1',
    conversationId: 'conv-1',
    character: { id: 'pip', name: 'Pip', avatarUrl: '' },
    language: 'en',
    creditsPerMinute: 1,
    paidMinutes: 1,
    secondsLeft: 150,
    heartbeatSeconds: 5,
    graceSeconds: 20,
    recognition: {
      mode: 'offline',
      language: 'en',
      sampleRate: 16_000,
      maxUtteranceSeconds: 15,
      maxUtteranceBytes: 16_000 * 2 * 15 + 4096,
      phrases: ['what is your favorite food', 'do you have any friends'],
    },
    greeting: { text: 'Hello! It is Pip. What shall we talk about?', audioUrl: clip('greeting') },
    ended: null,
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

/** Renders `page` at `path` under the real API client (over a faked fetch) and fake audio. */
export function renderWithAudio(
  page: ReactNode,
  {
    path,
    route,
    audio,
    signedIn = true,
  }: { path: string; route: string; audio: AudioServices; signedIn?: boolean },
) {
  const api = createApiClient({
    baseUrl: '',
    getIdToken: async () => (signedIn ? 'token-1' : null),
  });
  const result = render(
    <RuntimeConfigProvider value={{ ...DEFAULT_RUNTIME_CONFIG }}>
      <ApiClientProvider client={api}>
        <AudioServicesProvider value={audio}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AudioServicesProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>,
  );
  return { ...result, user: userEvent.setup() };
}
