import { z } from 'zod';

/** The element in index.html that the server fills with this app's configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

const httpUrl = z.url({ protocol: /^https?$/ });

export const runtimeConfigSchema = z.object({
  productName: z.string().trim().min(1).default('Storyloom'),
  /** Empty hides the footer link. Only http(s), so a misconfiguration cannot become a script URL. */
  mailingListUrl: z.union([z.literal(''), httpUrl]).default(''),
  /** The guided tour's 'Watch live demo' video; null or empty hides the link. */
  demoVideoUrl: z
    .union([z.literal(''), httpUrl])
    .nullable()
    .default(null),
  /** Empty means the API lives on the page's own origin. */
  apiBase: z
    .union([z.literal(''), httpUrl])
    .default('')
    .transform((base) => base.replace(/\/+$/, '')),
  webOrigin: httpUrl.optional(),
  /**
   * The third-party identity provider offered on the login screen; null or absent hides the
   * 'Continue with' button. `id` is the provider id the server registered with better-auth.
   */
  identityProvider: z
    .object({ id: z.string().trim().min(1), name: z.string().trim().min(1) })
    .nullable()
    .default(null),
  /** Whether the server can take online payment (checkout, plan changes). */
  paymentsEnabled: z.boolean().default(false),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid runtime configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
