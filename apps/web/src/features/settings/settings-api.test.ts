import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { createSettingsApi, IdentityRequestError } from './settings-api';

interface Sent {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  authorization: string | null;
  body: unknown;
}

const configuration = { preferredLanguage: 'es', phoneNumberSlots: [] };

describe('the settings API', () => {
  let sent: Sent[];
  let answer: (url: string) => Response;

  beforeEach(() => {
    sent = [];
    answer = () => Response.json(configuration);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      sent.push({
        url,
        method: init.method ?? 'GET',
        credentials: init.credentials,
        authorization: headers.get('Authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      return answer(url);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const settingsApi = () =>
    createSettingsApi(
      createApiClient({ baseUrl: 'https://api.test', getIdToken: async () => 'id-token' }),
      'https://api.test/',
    );

  it('sends the phone number with every plus sign removed from the country code', async () => {
    await settingsApi().setPhoneNumber({ countryCode: '+44', number: '7700900123' });
    expect(sent).toEqual([
      expect.objectContaining({
        url: 'https://api.test/account-configuration/phone-number',
        method: 'PUT',
        authorization: 'Bearer id-token',
        body: { countryCode: '44', number: '7700900123' },
      }),
    ]);
  });

  it('reads and writes the configuration and the language with the ID token', async () => {
    const api = settingsApi();
    expect(await api.getConfiguration()).toEqual(configuration);
    await api.setPreferredLanguage('es');
    expect(sent.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: 'https://api.test/account-configuration', method: 'GET', body: undefined },
      {
        url: 'https://api.test/account-configuration/preferred-language',
        method: 'PUT',
        body: { preferredLanguage: 'es' },
      },
    ]);
  });

  it('changes name and password through the identity service, with the session cookie', async () => {
    answer = () => Response.json({ status: true });
    const api = settingsApi();
    await api.updateDisplayName('Ada');
    await api.changePassword({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
    expect(sent).toEqual([
      {
        url: 'https://api.test/api/auth/update-user',
        method: 'POST',
        credentials: 'include',
        authorization: null,
        body: { name: 'Ada' },
      },
      {
        url: 'https://api.test/api/auth/change-password',
        method: 'POST',
        credentials: 'include',
        authorization: null,
        body: {
          currentPassword: 'old-secret',
          newPassword: 'new-secret-1',
          revokeOtherSessions: true,
        },
      },
    ]);
  });

  it("turns the identity service's refusal into an error with its code and message", async () => {
    answer = () =>
      Response.json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, { status: 400 });
    const refusal = settingsApi().changePassword({ currentPassword: 'x', newPassword: 'y' });
    await expect(refusal).rejects.toBeInstanceOf(IdentityRequestError);
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
    });
  });

  it('knows an account has a password only when it has a credential sign-in', async () => {
    answer = () => Response.json([{ providerId: 'credential' }, { providerId: 'google' }]);
    expect(await settingsApi().hasPassword()).toBe(true);
    answer = () => Response.json([{ providerId: 'google' }]);
    expect(await settingsApi().hasPassword()).toBe(false);
    expect(sent[0]).toMatchObject({
      url: 'https://api.test/api/auth/list-accounts',
      credentials: 'include',
    });
  });

  it('deletes the account with the e-mail as confirmation, and downloads the export', async () => {
    answer = (url) =>
      url.endsWith('/export')
        ? new Response('{"sections":{}}')
        : new Response(null, { status: 204 });
    const api = settingsApi();
    await api.deleteAccount({ confirm: 'ada@example.org', password: 'bedtime-stories-1' });
    const file = await api.exportData();
    expect(await file.text()).toBe('{"sections":{}}');
    expect(sent.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: 'https://api.test/api/me',
        method: 'DELETE',
        body: { confirm: 'ada@example.org', password: 'bedtime-stories-1' },
      },
      { url: 'https://api.test/api/me/export', method: 'GET', body: undefined },
    ]);
  });
});
