/** The element in index.html that the server fills with this app's configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export interface RuntimeConfig {
  productName: string;
  /** Empty hides the footer link. Only http(s), so a misconfiguration cannot become a script URL. */
  mailingListUrl: string;
  /** The guided tour's 'Watch live demo' video; null hides the link. */
  demoVideoUrl: string | null;
  /** Empty means the API lives on the page's own origin; never ends with a slash. */
  apiBase: string;
  webOrigin?: string;
  /**
   * The third-party identity provider offered on the login screen; null hides the 'Continue
   * with' button. `id` is the provider id the server registered with better-auth.
   */
  identityProvider: { id: string; name: string } | null;
  /** Whether the server can take online payment (checkout, plan changes). */
  paymentsEnabled: boolean;
  /** The number families call to reach their characters (E.164); null: phone calls not set up. */
  phoneLineNumber: string | null;
  /**
   * The operator's Sentry-compatible service (Sentry or GlitchTip) client errors also go to; null
   * loads nothing and sends nothing there (the app's own store always gets them).
   */
  errorServiceDsn: string | null;
}

/** What an empty configuration (the build-time `{}`) means. */
export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  productName: 'Storyloom',
  mailingListUrl: '',
  demoVideoUrl: null,
  apiBase: '',
  identityProvider: null,
  paymentsEnabled: false,
  phoneLineNumber: null,
  errorServiceDsn: null,
});

/**
 * Reads the server-provided configuration. Throws on malformed content: a half-configured app
 * would misbehave in subtle ways, while a throw during render shows the error fallback.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim() ?? '';
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch (cause) {
    throw new Error('Invalid runtime configuration: not JSON', { cause });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('Invalid runtime configuration: not an object');
  }
  return parseRuntimeConfig(raw as Record<string, unknown>);
}

// Checked by hand rather than with zod: this runs before the first paint, and zod is loaded only
// when an answer needs checking (decision 0011).
function parseRuntimeConfig(raw: Record<string, unknown>): RuntimeConfig {
  const config: RuntimeConfig = {
    productName: field(raw, 'productName', DEFAULT_RUNTIME_CONFIG.productName, nonEmptyText),
    mailingListUrl: field(raw, 'mailingListUrl', '', emptyOrHttpUrl),
    demoVideoUrl: field(raw, 'demoVideoUrl', null, (value) =>
      value === null ? null : emptyOrHttpUrl(value),
    ),
    apiBase: field(raw, 'apiBase', '', emptyOrHttpUrl).replace(/\/+$/, ''),
    identityProvider: field(raw, 'identityProvider', null, identityProvider),
    paymentsEnabled: field(raw, 'paymentsEnabled', false, (value) =>
      typeof value === 'boolean' ? value : undefined,
    ),
    phoneLineNumber: field(raw, 'phoneLineNumber', null, (value) =>
      value === null || (typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value))
        ? value
        : undefined,
    ),
    errorServiceDsn: field(raw, 'errorServiceDsn', null, (value) =>
      value === null ? null : httpUrl(value),
    ),
  };
  if (raw.webOrigin !== undefined) config.webOrigin = field(raw, 'webOrigin', '', httpUrl);
  return config;
}

/** A field's value through its reader, its default when absent; a reader answers undefined to refuse. */
function field<T>(
  raw: Record<string, unknown>,
  name: string,
  fallback: T,
  read: (value: unknown) => T | undefined,
): T {
  if (raw[name] === undefined) return fallback;
  const value = read(raw[name]);
  if (value === undefined) throw new Error(`Invalid runtime configuration: ${name}`);
  return value;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
}

function emptyOrHttpUrl(value: unknown): string | undefined {
  return value === '' ? '' : httpUrl(value);
}

function identityProvider(value: unknown): RuntimeConfig['identityProvider'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { id, name } = value as Record<string, unknown>;
  const provider = { id: nonEmptyText(id), name: nonEmptyText(name) };
  return provider.id && provider.name ? { id: provider.id, name: provider.name } : undefined;
}
