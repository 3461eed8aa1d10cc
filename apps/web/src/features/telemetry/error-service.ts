import type { ClientErrorKind } from '@storyloom/contracts';

// The operator's Sentry-compatible service (Sentry, or a self-hosted GlitchTip), when the runtime
// configuration names a DSN. Its SDK is a large script, so it loads with the other third-party
// scripts: at the first interaction or after 13 s (docs/product.md, "Third-party loading").
// Reports made before that wait in a short queue; without a DSN nothing loads or waits.

export type ErrorCapture = (kind: ClientErrorKind, error: unknown) => void;

export interface ErrorService {
  report(kind: ClientErrorKind, error: unknown): void;
}

export interface ErrorServiceOptions {
  dsn: string | null;
  /** Runs `load` when third-party scripts may load (the deferred trigger). */
  whenReady: (load: () => void) => void;
  /** Loads and starts the SDK; by default the lazily imported Sentry browser SDK. */
  start?: (dsn: string) => Promise<ErrorCapture>;
}

/** What is kept until the SDK is there; a page that fails in a loop must not grow without end. */
export const MAX_QUEUED_REPORTS = 20;

const startSentry = async (dsn: string) => (await import('./sentry-browser')).startSentry(dsn);

export const noErrorService: ErrorService = { report: () => undefined };

export function createErrorService({
  dsn,
  whenReady,
  start = startSentry,
}: ErrorServiceOptions): ErrorService {
  if (!dsn) return noErrorService;
  let capture: ErrorCapture | null = null;
  let unavailable = false;
  const queued: [ClientErrorKind, unknown][] = [];

  whenReady(() => {
    start(dsn).then(
      (started) => {
        capture = started;
        for (const [kind, error] of queued.splice(0)) started(kind, error);
      },
      (failure: unknown) => {
        // Blocked by a content blocker or offline: the app's own store still has every report.
        unavailable = true;
        queued.length = 0;
        console.warn('The error reporting service could not be loaded', failure);
      },
    );
  });

  return {
    report(kind, error) {
      try {
        if (capture) capture(kind, error);
        else if (!unavailable && queued.length < MAX_QUEUED_REPORTS) queued.push([kind, error]);
      } catch {
        // Reporting must never become the next error.
      }
    },
  };
}
