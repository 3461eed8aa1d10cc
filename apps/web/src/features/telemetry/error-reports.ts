import { APP_VERSION, ApiRoutes, pathTo, type ClientErrorKind } from '@storyloom/contracts';
import { readRuntimeConfig } from '../../config/runtime-config';

// The app's own error store (docs/operations.md, "Error reports"): render errors, failed calls
// the error box showed as heavy load, and chunk failures. Best effort and fire-and-forget, like
// every telemetry call: a report that cannot be sent is dropped silently.

const route = ApiRoutes.operations.reportClientError;
let currentToken: () => string | null = () => null;

/** <Telemetry /> tells reports who is signed in, so the admin area can count the families hit. */
export function setErrorReportToken(token: () => string | null): void {
  currentToken = token;
}

export function reportClientError(kind: ClientErrorKind, error: unknown): void {
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
