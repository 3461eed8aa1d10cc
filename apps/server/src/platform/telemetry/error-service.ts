import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  nodeStackLineParser,
  Scope,
  ServerRuntimeClient,
  type BaseTransportOptions,
} from '@sentry/core';
import { APP_VERSION, ENVIRONMENT } from '@storyloom/contracts';

// An operator's Sentry-compatible service (Sentry, or a self-hosted GlitchTip: both take the same
// envelopes at the DSN's project), besides the app's own store. One client per app, never the
// SDK's global hub: several apps in one test process must not share it, and @sentry/node would
// install its own OpenTelemetry provider beside ours (decision 0023).

export type ServerErrorContext = {
  /** The route's pattern, never the address (which may carry a family's ids). */
  path: string;
  userId: string | null;
  traceId: string | null;
};

export type ErrorService = {
  capture(error: Error, context: ServerErrorContext): void;
  /** Sends what is still queued (at most `timeoutMs`), then stops. */
  close(timeoutMs?: number): Promise<void>;
};

/** Sentry's transport over fetch: one envelope a request, rate limits honoured by the SDK. */
function fetchTransport(options: BaseTransportOptions) {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      body: request.body as string | Uint8Array<ArrayBuffer>,
      headers: options.headers,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

/** Null without a DSN: nothing is built, nothing is sent. */
export function createErrorService(dsn: string | undefined): ErrorService | null {
  if (!dsn) return null;
  const client = new ServerRuntimeClient({
    dsn,
    release: APP_VERSION,
    environment: ENVIRONMENT,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    // Spans stay ours (the app's database or the operator's OTLP collector).
    tracesSampleRate: 0,
    sendDefaultPii: false,
  });
  client.init();
  return {
    capture(error, { path, userId, traceId }) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTag('route', path);
      if (traceId) scope.setTag('trace_id', traceId);
      // The account's id only: never an address, a name or a child's details.
      if (userId) scope.setUser({ id: userId });
      client.captureException(error, { mechanism: { type: 'fastify', handled: false } }, scope);
    },
    async close(timeoutMs = 2000) {
      await client.close(timeoutMs);
    },
  };
}
