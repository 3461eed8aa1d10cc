import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { aiConfigFrom, aiEnvShape, type AiConfig } from './platform/ai/ai-config.js';
import { s3ConfigFrom, s3EnvShape, type S3Config } from './platform/storage/s3-config.js';
import {
  telemetryConfigFrom,
  telemetryEnvShape,
  telemetryProblems,
  type TelemetryConfig,
} from './platform/telemetry/telemetry-config.js';

// The only reader of process.env in the server. Everything else receives a parsed Config.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// An unset or blank variable means "not configured".
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url().optional());

// Links shown to users must be web pages, never javascript: or other schemes.
const optionalHttpUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const commaList = z
  .string()
  .trim()
  .transform((value) =>
    value === ''
      ? []
      : value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  ROLE: z.enum(['all', 'web', 'worker', 'migrate']).default('all'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('Storyloom'),
  MAILING_LIST_URL: optionalUrl,
  DEMO_VIDEO_URL: optionalHttpUrl,
  PUBLIC_API_BASE: z.string().trim().default(''),
  WEB_ORIGINS: commaList.default([]),
  TRUSTED_ORIGINS: commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))).default([]),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(serverRoot, '..', 'web', 'dist')),
  STORAGE_SIGNING_SECRET: z.string().min(32).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  AUTH_SECRET: z.string().min(32).optional(),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).optional(),
  OIDC_DISCOVERY_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(40).default('OpenID'),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(500).default(1000),
  // A fresh instance makes a demo once after start; tests (NODE_ENV=test) leave it out unless asked.
  DEFAULT_DEMO: z.enum(['on', 'off']).optional(),
  DEFAULT_DEMO_LANGUAGE: z.enum(['en', 'es']).default('en'),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_API_BASE: optionalUrl,
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hexadecimal digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16).optional(),
  TWILIO_PHONE_NUMBER: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15005550006')
    .optional(),
  TWILIO_API_BASE_URL: optionalUrl,
  ...aiEnvShape,
  ...s3EnvShape,
  ...telemetryEnvShape,
});

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another API server (a local fake in tests); unset talks to Stripe itself. */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
};

/** Phone lines through Twilio: its account, the auth token its webhooks are signed with, a number. */
export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The service number families call, in E.164 form. */
  phoneNumber: string;
  /** Where Twilio's REST API is (a local fake in tests), without a trailing slash; unset: Twilio's. */
  apiBaseUrl?: string;
};

export const TWILIO_DEFAULT_API_BASE_URL = 'https://api.twilio.com';

export type OidcConfig = {
  /** better-auth's id for the provider; the callback is /api/auth/callback/{providerId}. */
  providerId: 'oidc';
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  displayName: string;
};

export type Config = {
  env: z.infer<typeof envSchema>['NODE_ENV'];
  role: z.infer<typeof envSchema>['ROLE'];
  host: string;
  port: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  productName: string;
  mailingListUrl: string | undefined;
  /** The guided tour's 'Watch live demo' video; unset hides the link. */
  demoVideoUrl: string | undefined;
  publicApiBase: string;
  webOrigins: string[];
  /**
   * Other addresses families open this server at (a home server's LAN address); sign-up and
   * sign-in work from them as from PUBLIC_URL. Loopback names are trusted without a setting.
   */
  trustedOrigins: string[];
  webDistDir: string;
  storageSigningSecret: string | undefined;
  shutdownTimeoutMs: number;
  liveHeartbeatMs: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where users reach this server; links in mails and OIDC callbacks are built on it. */
  publicUrl: string;
  authSecret: string | undefined;
  idTokenTtlSeconds: number;
  /** SMTP connection string; unset keeps mail in the outbox shown at /dev/mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The third-party identity provider, when all of its settings are given. */
  oidc: OidcConfig | undefined;
  /** How often idle job workers look for work (pg-boss polls; its floor is 500 ms). */
  jobPollIntervalMs: number;
  /** The demo a fresh instance makes once, after start (DEFAULT_DEMO, DEFAULT_DEMO_LANGUAGE). */
  defaultDemo: { enabled: boolean; language: 'en' | 'es' };
  /** Online payment, when both Stripe keys are given; without it an administrator sets plans. */
  stripe: StripeConfig | undefined;
  /** Phone lines, when all three Twilio settings are given; else the phone routes answer 404. */
  twilio: TwilioConfig | undefined;
  /** Which AI provider and model serve text and pictures; offline engines when unset. */
  ai: AiConfig;
  /** The bucket files live in, when S3_* is set; otherwise the local folder DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Traces, their retention and export, and the metrics endpoint's token. */
  telemetry: TelemetryConfig;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default); throws a ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // A blank variable (`PORT=` in a .env file) means "use the default", as if it were unset.
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const oidcSettings = [env.OIDC_DISCOVERY_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcSettings.some(Boolean) && !oidcSettings.every(Boolean)) {
    throw new ConfigError([
      'OIDC_DISCOVERY_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three, or none',
    ]);
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither']);
  }
  const twilioSettings = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_PHONE_NUMBER];
  if (twilioSettings.some(Boolean) && !twilioSettings.every(Boolean)) {
    throw new ConfigError([
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER: set all three, or none',
    ]);
  }
  const ai = aiConfigFrom(env);
  if (!ai.ok) throw new ConfigError(ai.problems);
  const s3 = s3ConfigFrom(env);
  if (!s3.ok) throw new ConfigError(s3.problems);
  const telemetry = telemetryProblems(env);
  if (telemetry.length > 0) throw new ConfigError(telemetry);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    role: env.ROLE,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    dbPoolMax: env.DB_POOL_MAX,
    productName: env.PRODUCT_NAME,
    mailingListUrl: env.MAILING_LIST_URL,
    demoVideoUrl: env.DEMO_VIDEO_URL,
    publicApiBase: env.PUBLIC_API_BASE,
    webOrigins: env.WEB_ORIGINS,
    trustedOrigins: env.TRUSTED_ORIGINS,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    storageSigningSecret: env.STORAGE_SIGNING_SECRET,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    liveHeartbeatMs: env.LIVE_HEARTBEAT_MS,
    jobPollIntervalMs: env.JOB_POLL_INTERVAL_MS,
    defaultDemo: {
      enabled: (env.DEFAULT_DEMO ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      language: env.DEFAULT_DEMO_LANGUAGE,
    },
    publicUrl,
    trustProxy: env.TRUST_PROXY === 'true',
    authSecret: env.AUTH_SECRET,
    idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    oidc:
      env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            providerId: 'oidc',
            discoveryUrl: env.OIDC_DISCOVERY_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            displayName: env.OIDC_DISPLAY_NAME,
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE ? stripeApiBase(env.STRIPE_API_BASE) : undefined,
          }
        : undefined,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_PHONE_NUMBER
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            phoneNumber: env.TWILIO_PHONE_NUMBER,
            apiBaseUrl: (env.TWILIO_API_BASE_URL ?? TWILIO_DEFAULT_API_BASE_URL).replace(/\/+$/, ''),
          }
        : undefined,
    ai: ai.ai,
    s3: s3.s3,
    telemetry: telemetryConfigFrom(env),
  };
}

function stripeApiBase(url: string): StripeConfig['apiBase'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: parsed.hostname, port };
}

/** The PostgreSQL server integration tests create their databases on, when one is configured. */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = source.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}
