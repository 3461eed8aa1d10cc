import {
  browserTracingIntegration,
  captureException,
  init,
  replayIntegration,
  withScope,
} from '@sentry/browser';
import { APP_VERSION, ENVIRONMENT, ERROR_REPORTING_SAMPLE_RATES } from '@storyloom/contracts';
import type { ErrorCapture } from './error-service';

/**
 * Starts the Sentry browser SDK (loaded on demand: error-service.ts) with the spec's sample
 * rates (docs/product.md, "Constants and timings"). Replays hide every text and picture, so a
 * child's story or name never leaves the page; no personal details are sent by default.
 */
export function startSentry(dsn: string): ErrorCapture {
  init({
    dsn,
    release: APP_VERSION,
    environment: ENVIRONMENT,
    sendDefaultPii: false,
    tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.sessionReplay,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replayOnError,
    integrations: [
      browserTracingIntegration(),
      replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
  });
  return (kind, error) => {
    withScope((scope) => {
      scope.setTag('kind', kind);
      captureException(error);
    });
  };
}
