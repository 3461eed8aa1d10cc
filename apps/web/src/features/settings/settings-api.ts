import {
  ApiRoutes,
  accountConfigurationViewSchema,
  normalizeCountryCode,
  pathTo,
  phoneVerificationSchema,
  type PhoneNumberInput,
  type PhoneVerification,
} from '@storyloom/contracts';
import { z } from 'zod';
import { callRoute, callRouteForBlob, type ApiClient } from '../../lib/api-client';

/** better-auth's endpoints the Settings page calls; their paths name no parameter. */
type IdentityRoute = (typeof ApiRoutes.auth)['updateUser' | 'changePassword' | 'listAccounts'];

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
  /** Whether the saved number is verified (phone lines answer only a verified number). */
  getPhoneVerification(): Promise<PhoneVerification>;
  /** Texts a code to the saved number. */
  sendPhoneCode(): Promise<PhoneVerification>;
  /** The code from the text message; refused with the server's sentence when it is not right. */
  confirmPhoneCode(code: string): Promise<PhoneVerification>;
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

  async function identity(route: IdentityRoute, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${base}${pathTo(route)}`, {
        method: route.method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new IdentityRequestError(0, undefined, 'We could not reach the server. Try again?');
    }
    const text = await response.text();
    const answer: unknown = text === '' ? null : safeJson(text);
    if (!response.ok) {
      const details = (answer ?? {}) as { code?: unknown; message?: unknown };
      throw new IdentityRequestError(
        response.status,
        typeof details.code === 'string' ? details.code : undefined,
        typeof details.message === 'string' && details.message !== ''
          ? details.message
          : `The server refused (${response.status}).`,
      );
    }
    return answer;
  }

  return {
    async getConfiguration() {
      const body = await callRoute(api, ApiRoutes.accountConfiguration.get);
      return parse(accountConfigurationViewSchema, body);
    },
    async setPreferredLanguage(preferredLanguage) {
      const body = await callRoute(api, ApiRoutes.accountConfiguration.preferredLanguage, {
        body: { preferredLanguage },
      });
      return parse(accountConfigurationViewSchema, body);
    },
    async setPhoneNumber({ countryCode, number }) {
      // Any plus sign is removed from the country code before sending (docs/product.md,
      // "Validation rules").
      const body = await callRoute(api, ApiRoutes.accountConfiguration.phoneNumber, {
        body: { countryCode: normalizeCountryCode(countryCode), number },
      });
      return parse(accountConfigurationViewSchema, body);
    },
    async getPhoneVerification() {
      const body = await callRoute(api, ApiRoutes.accountConfiguration.phoneVerification);
      return parse(phoneVerificationSchema, body);
    },
    async sendPhoneCode() {
      // An empty JSON object: the client always sends JSON, and an empty JSON body is refused.
      const body = await callRoute(api, ApiRoutes.accountConfiguration.sendPhoneCode, {
        body: {},
      });
      return parse(phoneVerificationSchema, body);
    },
    async confirmPhoneCode(code) {
      const body = await callRoute(api, ApiRoutes.accountConfiguration.confirmPhoneCode, {
        body: { code },
      });
      return parse(phoneVerificationSchema, body);
    },
    async getAccount() {
      return parse(accountSummarySchema, await callRoute(api, ApiRoutes.me.get));
    },
    async hasPassword() {
      const methods = parse(signInMethodsSchema, await identity(ApiRoutes.auth.listAccounts));
      return methods.some((method) => method.providerId === PASSWORD_PROVIDER_ID);
    },
    async updateDisplayName(name) {
      await identity(ApiRoutes.auth.updateUser, { name });
    },
    async changePassword({ currentPassword, newPassword }) {
      // Someone changing a password may fear another device knows the old one: sign those out.
      await identity(ApiRoutes.auth.changePassword, {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
    },
    exportData: () => callRouteForBlob(api, ApiRoutes.me.export),
    async deleteAccount({ confirm, password }) {
      await callRoute(api, ApiRoutes.me.delete, {
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
