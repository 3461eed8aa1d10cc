import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ChildProfile, ParentSettings, SafetyEvent, Transcript } from '@storyloom/contracts';
import { vi, type Mock } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { activeProfileReducer } from '../active-profile-slice';
import type { ParentsApi } from '../parents-api';
import { ParentsApiProvider } from '../parents-api-context';

export type FakeParentsApi = { [K in keyof ParentsApi]: Mock<ParentsApi[K]> } & {
  profiles: ChildProfile[];
  settings: ParentSettings;
};

export const forbidden = (message: string) =>
  new ApiRequestError('API request failed: Forbidden', 403, {
    error: 'forbidden',
    message,
    status: 403,
  });

export const profileOf = (overrides: Partial<ChildProfile> = {}): ChildProfile => ({
  id: 'mia-1',
  name: 'Mia',
  ageBand: '6-8',
  readingLevel: 'first-words',
  language: 'en',
  pictureElementId: null,
  rules: {
    allowedCharacterIds: [],
    quietHours: null,
    dailyChatMinutes: null,
    blockedTopics: [],
    callsEnabled: true,
    dailyCallMinutes: null,
  },
  createdAt: '2026-11-26T08:00:00.000Z',
  ...overrides,
});

/** The server at the API boundary, answering from memory as it would. */
export function createFakeParentsApi({
  profiles = [],
  pinSet = false,
  phoneLineChildProfileId = null,
  events = [],
  transcripts = [],
}: {
  profiles?: ChildProfile[];
  pinSet?: boolean;
  phoneLineChildProfileId?: string | null;
  events?: SafetyEvent[];
  transcripts?: Transcript[];
} = {}): FakeParentsApi {
  const fake: FakeParentsApi = {
    profiles: [...profiles],
    settings: {
      timeZone: 'UTC',
      transcriptRetentionDays: null,
      weeklyDigest: true,
      phoneLineChildProfileId,
      pinSet,
    },
    listProfiles: vi.fn(async () => [...fake.profiles]),
    createProfile: vi.fn(async (input) => {
      const made = {
        ...input,
        id: `child-${fake.profiles.length + 1}`,
        createdAt: '2026-11-26T09:00:00.000Z',
      };
      fake.profiles.push(made);
      return made;
    }),
    updateProfile: vi.fn(async (id, input) => ({
      ...input,
      id,
      createdAt: '2026-11-26T09:00:00.000Z',
    })),
    deleteProfile: vi.fn(async () => {}),
    getSettings: vi.fn(async () => ({ ...fake.settings })),
    saveSettings: vi.fn(async (settings) => {
      // As the server: a setting left out stays as it was.
      fake.settings = { ...fake.settings, ...settings, pinSet: fake.settings.pinSet };
      return { ...fake.settings };
    }),
    setPin: vi.fn(async () => {
      fake.settings.pinSet = true;
    }),
    unlock: vi.fn(async (proof) => {
      if (!('pin' in proof) || proof.pin !== '2468') {
        throw forbidden('That PIN is not right. Ask a grown-up to try again.');
      }
    }),
    transcripts: vi.fn(async ({ q }) =>
      q
        ? transcripts
            .map((transcript) => ({
              ...transcript,
              messages: transcript.messages.filter((message) => message.text.includes(q)),
            }))
            .filter((transcript) => transcript.messages.length > 0)
        : transcripts,
    ),
    deleteTranscript: vi.fn(async () => {}),
    safetyEvents: vi.fn(async () => events),
  };
  return fake;
}

const refuse = () => Promise.reject(new Error('the parents’ fake API answers these calls'));
const unusedClient: ApiClient = { request: refuse, requestBlob: refuse, publicRequest: refuse };

export function testStore() {
  return configureStore({ reducer: { activeProfile: activeProfileReducer } });
}

/** Renders with the fake API, a store with the active profile slice and a router. */
export function renderWithParentsApi(ui: ReactNode, api: FakeParentsApi, store = testStore()) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter>
          {/* The app's client is never called: the fake answers everything. */}
          <ApiClientProvider client={unusedClient}>
            <ParentsApiProvider api={api}>{ui}</ParentsApiProvider>
          </ApiClientProvider>
        </MemoryRouter>
      </Provider>,
    ),
  };
}
