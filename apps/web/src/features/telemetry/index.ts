import { chunkLoadFailureRecord } from './event-records';
import { sendEventBeforeUnload } from './events-client';
import { startThirdPartyTrigger } from './third-party-loader';
import { ensureVisitorId } from './visitor-id';
import { reportClientError, startErrorService } from './error-reports';

export { Telemetry } from './Telemetry';
export { sendEvent } from './events-client';
export {
  reportClientError,
  reportErrorBoxMessage,
  reportRenderError,
  setErrorReportToken,
} from './error-reports';
export { onThirdPartyReady } from './third-party-loader';
export { registerServiceWorker } from './service-worker-updates';

/**
 * Page-load work that must happen before the first event: the visitor id, the error reporting
 * service (loaded later, with the deferred scripts) and the deferred scripts' trigger.
 */
export function startTelemetry(): void {
  ensureVisitorId();
  startErrorService();
  startThirdPartyTrigger();
}

/**
 * Event 1200 for a chunk that failed to load. Sent so that it survives the reload that follows
 * straight after (the public request helper with keepalive starts it synchronously).
 */
export function reportChunkLoadFailure(message: string): void {
  sendEventBeforeUnload(chunkLoadFailureRecord(message));
  reportClientError('chunk', new Error(message));
}
