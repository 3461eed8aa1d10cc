import {
  accountConfigurationViewSchema,
  normalizeCountryCode,
  type PhoneNumberInput,
} from '@storyloom/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';

export const SETTINGS_PATHS = {
  configuration: '/account-configuration',
  preferredLanguage: '/account-configuration/preferred-language',
  phoneNumber: '/account-configuration/phone-number',
  me: '/api/me',
  exportData: '/api/me/export',
  deleteAccount: '/api/me',
  updateUser: '/api/auth/update-user',
  changePassword: '/api/auth/change-password',
  listSignInMethods: '/api/auth/list-accounts',
} as const;

/** better-auth's provider id for e-mail and password sign-in. */
export const PASSWORD_PROVIDER_ID = 'credential';

export type AccountConfigurationView = z.infer<typeof accountConfigurationViewSchema>;

const accountSummarySchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type AccountSummary = z.infer<typeof accountSummarySchema>;

const signInMethodsSchema = z.array(z.object({ providerId: z.string() }));

/** A refused call to the identity service, with its machine code and text when it gave them. */
export class IdentityRequestError extends Error {
  override readonly name = 'IdentityRequestError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Everything the Settings page asks of the server; components and tests depend on this. */
export interface SettingsApi {
  getConfiguration(): Promise<AccountConfigurationView>;
  setPreferredLanguage(preferredLanguage: string): Promise<AccountConfigurationView>;
  /** An empty number removes the phone number. The country code leaves without plus signs. */
  setPhoneNumber(phone: PhoneNumberInput): Promise<AccountConfigurationView>;
  getAccount(): Promise<AccountSummary>;
  /** Whether the account signs in with a password (third-party sign-ins have none). */
  hasPassword(): Promise<boolean>;
  updateDisplayName(name: string): Promise<void>;
  changePassword(request: { currentPassword: string; newPassword: string }): Promise<void>;
  exportData(): Promise<Blob>;
  /**
   * `confirm` is the account's e-mail address; the server refuses anything else. `password`
   * is required when the account has one; without one the last sign-in must be recent.
   */
  deleteAccount(request: { confirm: string; password?: string }): Promise<void>;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent an answer the app cannot read.');
  return parsed.data;
}

/**
 * The real API: our own endpoints through the authenticated client; display name and password
 * through better-auth under /api/auth, which knows the caller by its session cookie.
 */
export function createSettingsApi(api: ApiClient, apiBase: string): SettingsApi {
  const base = apiBase.replace(/\/+$/, '');

  async function identity(path: string, init: { method: string; body?: unknown }) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        credentials: 'include',
        headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      throw new IdentityRequestError(0, undefined, 'We could not reach the server. Try again?');
    }
    const text = await response.text();
    const body: unknown = text === '' ? null : safeJson(text);
    if (!response.ok) {
      const details = (body ?? {}) as { code?: unknown; message?: unknown };
      throw new IdentityRequestError(
        response.status,
        typeof details.code === 'string' ? details.code : undefined,
        typeof details.message === 'string' && details.message !== ''
          ? details.message
          : `The server refused (${response.status}).`,
      );
    }
    return body;
  }

  return {
    async getConfiguration() {
      return parse(accountConfigurationViewSchema, await api.request(SETTINGS_PATHS.configuration));
    },
    async setPreferredLanguage(preferredLanguage) {
      const body = await api.request(SETTINGS_PATHS.preferredLanguage, {
        method: 'PUT',
        body: { preferredLanguage },
      });
      return parse(accountConfigurationViewSchema, body);
    },
    async setPhoneNumber({ countryCode, number }) {
      // Spec section 5: any plus sign is removed from the country code before sending.
      const body = await api.request(SETTINGS_PATHS.phoneNumber, {
        method: 'PUT',
        body: { countryCode: normalizeCountryCode(countryCode), number },
      });
      return parse(accountConfigurationViewSchema, body);
    },
    async getAccount() {
      return parse(accountSummarySchema, await api.request(SETTINGS_PATHS.me));
    },
    async hasPassword() {
      const methods = parse(
        signInMethodsSchema,
        await identity(SETTINGS_PATHS.listSignInMethods, { method: 'GET' }),
      );
      return methods.some((method) => method.providerId === PASSWORD_PROVIDER_ID);
    },
    async updateDisplayName(name) {
      await identity(SETTINGS_PATHS.updateUser, { method: 'POST', body: { name } });
    },
    async changePassword({ currentPassword, newPassword }) {
      // Someone changing a password may fear another device knows the old one: sign those out.
      await identity(SETTINGS_PATHS.changePassword, {
        method: 'POST',
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
    },
    exportData: () => api.requestBlob(SETTINGS_PATHS.exportData),
    async deleteAccount({ confirm, password }) {
      await api.request(SETTINGS_PATHS.deleteAccount, {
        method: 'DELETE',
        body: password === undefined ? { confirm } : { confirm, password },
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
