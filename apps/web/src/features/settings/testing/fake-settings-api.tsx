import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PHONE_VERIFICATION_MESSAGES, type PhoneVerification } from '@storyloom/contracts';
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
  /** Whether the saved number is verified, as the server keeps it. */
  verified: boolean;
  /** The code the last text message brought, when one was sent. */
  sentCode: string | null;
  triesLeft: number;
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
  verified = false,
}: {
  configuration?: AccountConfigurationView;
  hasPassword?: boolean;
  verified?: boolean;
} = {}): FakeSettingsApi {
  const verification = (): PhoneVerification =>
    !fake.configuration.phoneNumber
      ? { status: 'none', code: null }
      : fake.verified
        ? { status: 'verified', code: null }
        : {
            status: 'unverified',
            code:
              fake.sentCode && fake.triesLeft > 0
                ? { expiresAt: '2030-01-01T00:10:00.000Z', triesLeft: fake.triesLeft }
                : null,
          };
  const fake: FakeSettingsApi = {
    configuration: { ...configuration },
    account: { id: 'user-1', email: 'ada@example.org', name: 'Ada' },
    verified,
    sentCode: null,
    triesLeft: 5,
    getPhoneVerification: vi.fn(async () => verification()),
    sendPhoneCode: vi.fn(async () => {
      fake.sentCode = '123456';
      fake.triesLeft = 5;
      return verification();
    }),
    confirmPhoneCode: vi.fn(async (code: string) => {
      if (!fake.sentCode) throw apiError(400, PHONE_VERIFICATION_MESSAGES.noCode);
      if (code !== fake.sentCode) {
        fake.triesLeft -= 1;
        throw apiError(400, PHONE_VERIFICATION_MESSAGES.wrong(fake.triesLeft));
      }
      fake.verified = true;
      fake.sentCode = null;
      return verification();
    }),
    getConfiguration: vi.fn(async () => ({ ...fake.configuration })),
    setPreferredLanguage: vi.fn(async (preferredLanguage: string) => {
      fake.configuration = { ...fake.configuration, preferredLanguage };
      return { ...fake.configuration };
    }),
    setPhoneNumber: vi.fn(async ({ countryCode, number }) => {
      const { phoneNumber: _removed, ...rest } = fake.configuration;
      const before = fake.configuration.phoneNumber;
      if (before?.number !== number || before.countryCode !== countryCode.replace(/\+/g, '')) {
        fake.verified = false;
      }
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
