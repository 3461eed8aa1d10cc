import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { RuntimeConfigProvider } from '../../../config/RuntimeConfigProvider';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api-client';
import type { AccountConfigurationView, SettingsApi } from '../settings-api';
import { SettingsApiProvider } from '../settings-api-context';
import type { SettingsSession } from '../settings-session';

export type FakeSettingsApi = { [K in keyof SettingsApi]: Mock<SettingsApi[K]> } & {
  configuration: AccountConfigurationView;
  account: { id: string; email: string; name: string };
};

export const apiError = (status: number, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, {
    error: 'bad_request',
    message,
    status,
  });

/** The server at the API boundary, answering from memory as it would. */
export function createFakeSettingsApi({
  configuration = { phoneNumberSlots: [] },
  hasPassword = true,
}: { configuration?: AccountConfigurationView; hasPassword?: boolean } = {}): FakeSettingsApi {
  const fake: FakeSettingsApi = {
    configuration: { ...configuration },
    account: { id: 'user-1', email: 'ada@example.org', name: 'Ada' },
    getConfiguration: vi.fn(async () => ({ ...fake.configuration })),
    setPreferredLanguage: vi.fn(async (preferredLanguage: string) => {
      fake.configuration = { ...fake.configuration, preferredLanguage };
      return { ...fake.configuration };
    }),
    setPhoneNumber: vi.fn(async ({ countryCode, number }) => {
      const { phoneNumber: _removed, ...rest } = fake.configuration;
      fake.configuration =
        number === ''
          ? rest
          : { ...rest, phoneNumber: { countryCode: countryCode.replace(/\+/g, ''), number } };
      return { ...fake.configuration };
    }),
    getAccount: vi.fn(async () => ({ ...fake.account })),
    hasPassword: vi.fn(async () => hasPassword),
    updateDisplayName: vi.fn(async (name: string) => {
      fake.account = { ...fake.account, name };
    }),
    changePassword: vi.fn(async () => undefined),
    exportData: vi.fn(async () => new Blob(['{"sections":{}}'], { type: 'application/json' })),
    deleteAccount: vi.fn(async () => undefined),
  };
  return fake;
}

export function createFakeSession(): { [K in keyof SettingsSession]: Mock<SettingsSession[K]> } {
  return { refresh: vi.fn(async () => true), leave: vi.fn(async () => undefined) };
}

export function renderWithSettingsApi(
  ui: ReactNode,
  api: SettingsApi,
  config: RuntimeConfig = DEFAULT_RUNTIME_CONFIG,
) {
  return render(
    <RuntimeConfigProvider value={config}>
      <SettingsApiProvider api={api}>{ui}</SettingsApiProvider>
    </RuntimeConfigProvider>,
  );
}
