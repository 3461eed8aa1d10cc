import {
  APP_VERSION,
  ApiRoutes,
  isChunkLoadFailure,
  pathTo,
  type ClientErrorKind,
} from '@storyloom/contracts';
import { readRuntimeConfig } from '../../config/runtime-config';
import { createErrorService, noErrorService, type ErrorService } from './error-service';
import { onThirdPartyReady } from './third-party-loader';

// Client errors go to the app's own store (docs/operations.md, "Error reports") always, and to the
// operator's Sentry-compatible service when the runtime configuration names one: render errors,
// failed calls the error box showed as heavy load, and chunk failures. Best effort and
// fire-and-forget, like every telemetry call: a report that cannot be sent is dropped silently.

const route = ApiRoutes.operations.reportClientError;
let currentToken: () => string | null = () => null;
let errorService: ErrorService = noErrorService;

/** <Telemetry /> tells reports who is signed in, so the admin area can count the families hit. */
export function setErrorReportToken(token: () => string | null): void {
  currentToken = token;
}

/**
 * At page load: with a DSN in the runtime configuration, the Sentry SDK loads with the other
 * deferred scripts; tests pass their own service (or none, to go back to the own store only).
 */
export function startErrorService(service?: ErrorService): void {
  if (service) {
    errorService = service;
    return;
  }
  let dsn: string | null = null;
  try {
    dsn = readRuntimeConfig().errorServiceDsn;
  } catch {
    // An invalid configuration ends on the error page, which reports to the own store.
  }
  errorService = createErrorService({ dsn, whenReady: onThirdPartyReady });
}

export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  errorService.report(kind, error);
  try {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    const token = currentToken();
    const url = `${readRuntimeConfig().apiBase.replace(/\/+$/, '')}${pathTo(route)}`;
    fetch(url, {
      method: route.method,
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        kind,
        message: message.trim() || 'Unknown error',
        stack,
        path: window.location.pathname,
        appVersion: APP_VERSION,
      }),
    }).catch(() => undefined);
  } catch {
    // No configuration or no fetch: nothing to report to.
  }
}

/** The error boundary's seam. A chunk failure is reported by the chunk recovery (with event 1200). */
export function reportRenderError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!isChunkLoadFailure(message)) reportClientError('render', error);
}

/** What the error box replaced by the heavy-load text (ErrorReportContext). */
export const reportErrorBoxMessage = (message: string): void =>
  reportClientError('error-box', new Error(message));
