import { z } from 'zod';

// The telemetry part of the environment (traces, metrics). config.ts merges this shape into its
// schema and calls telemetryConfigFrom; everything else receives the parsed TelemetryConfig.

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** https://{public key}@{host}/{project id}, as Sentry and GlitchTip show it. */
const sentryDsn = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return /^\w+$/.test(url.username) && /\/\d+$/.test(url.pathname);
}, 'a DSN as the service shows it: https://{key}@{host}/{project id}');

export const telemetryEnvShape = {
  TRACING: z.enum(['database', 'otlp', 'both', 'off']).default('database'),
  TRACE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  TRACE_CAPTURE_CONTENT: z.enum(['true', 'false']).default('false'),
  TRACE_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  TRACE_SAMPLE_MAX_PER_SECOND: z.coerce.number().int().min(0).default(20),
  TRACE_SLOW_MS: z.coerce.number().int().min(0).default(500),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  SENTRY_DSN: optionalText.pipe(sentryDsn.optional()),
  // Unset: the browser uses SENTRY_DSN too; 'off' keeps the browser from reporting there.
  WEB_SENTRY_DSN: optionalText.pipe(z.union([z.literal('off'), sentryDsn]).optional()),
};

export type TelemetryConfig = {
  /** Where finished spans go: the app's own database (the admin area shows them), OTLP, both. */
  tracing: 'database' | 'otlp' | 'both' | 'off';
  /** Spans, attachments and error reports older than this are deleted. */
  retentionDays: number;
  /**
   * Whether prompts and replies (which may hold a child's name or a family's text) are kept as
   * span attachments; off, a provider span keeps only the model, the sizes and the tokens.
   */
  captureContent: boolean;
  /**
   * The share of fast (under `slowMs`), successful requests with nothing else in their trace
   * that is stored; failed and slow ones, and those that ran a job or an engine, always are.
   */
  sampleRate: number;
  /** About how many of those a second a process stores at most (0: no bound); the rate drops. */
  sampleMaxPerSecond: number;
  slowMs: number;
  /** The collector's base URL (spans go to {endpoint}/v1/traces); needed by otlp and both. */
  otlpEndpoint: string | undefined;
  /** The bearer token Prometheus sends to GET /metrics; without it the endpoint answers 404. */
  metricsToken: string | undefined;
  /** The Sentry-compatible service server errors also go to; unset sends nothing. */
  errorServiceDsn: string | undefined;
  /** The same for the browser (in its runtime configuration); unset loads nothing. */
  webErrorServiceDsn: string | undefined;
};

type TelemetryEnv = z.output<z.ZodObject<typeof telemetryEnvShape>>;

export function telemetryProblems(env: TelemetryEnv): string[] {
  const needsEndpoint = env.TRACING === 'otlp' || env.TRACING === 'both';
  return needsEndpoint && !env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? [`TRACING=${env.TRACING} needs OTEL_EXPORTER_OTLP_ENDPOINT (the collector's base URL)`]
    : [];
}

export function telemetryConfigFrom(env: TelemetryEnv): TelemetryConfig {
  return {
    tracing: env.TRACING,
    retentionDays: env.TRACE_RETENTION_DAYS,
    captureContent: env.TRACE_CAPTURE_CONTENT === 'true',
    sampleRate: env.TRACE_SAMPLE_RATE,
    sampleMaxPerSecond: env.TRACE_SAMPLE_MAX_PER_SECOND,
    slowMs: env.TRACE_SLOW_MS,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    metricsToken: env.METRICS_TOKEN,
    errorServiceDsn: env.SENTRY_DSN,
    webErrorServiceDsn:
      env.WEB_SENTRY_DSN === 'off' ? undefined : (env.WEB_SENTRY_DSN ?? env.SENTRY_DSN),
  };
}
