import { ApiRoutes, ErrorText, pathTo, type EventRecord } from '@storyloom/contracts';
import { readRuntimeConfig } from '../../config/runtime-config';
import {
  callPublicRoute,
  callRoute,
  createApiClient,
  type ApiClient,
  type RouteCall,
} from '../../lib/api-client';

const EVENTS = ApiRoutes.events.record;

export interface EventsClient {
  /** Ordinary events: the app's request helper, with the token when someone is signed in. */
  send(record: EventRecord): void;
  /**
   * Right before the page goes away (a reload): keepalive, started synchronously so the browser
   * finishes it after the page is gone, with the current token when someone is signed in.
   */
  sendBeforeUnload(record: EventRecord): void;
  /** Presence: a beacon (survives closing the tab), else a keepalive fetch. */
  sendPresence(record: EventRecord): void;
}

export interface EventsClientOptions {
  client: ApiClient;
  /** '' for the page's own origin, as in the runtime configuration. */
  apiBase: string;
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetchFn?: typeof fetch;
  /**
   * The signed-in user's current ID token, read synchronously (null: nobody signed in). An event
   * sent right before a reload cannot wait for a renewal, so it carries the token in hand.
   */
  currentToken?: () => string | null;
}

function browserBeacon(): EventsClientOptions['sendBeacon'] {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? (url, data) => navigator.sendBeacon(url, data)
    : undefined;
}

// Telemetry is best effort: a blocked or failed event must never surface to the person using
// the app, and logging each one would flood the console of everyone behind a content blocker.
const ignore = () => undefined;

const isSignedOut = (error: unknown) =>
  error instanceof Error && error.message === ErrorText.userNotAuthenticated;

export function createEventsClient({
  client,
  apiBase,
  sendBeacon = browserBeacon(),
  fetchFn = (...args) => fetch(...args),
  currentToken = () => null,
}: EventsClientOptions): EventsClient {
  const url = `${apiBase.replace(/\/+$/, '')}${pathTo(EVENTS)}`;
  const post = (record: EventRecord, extra: RouteCall<typeof EVENTS.path> = {}) => ({
    ...extra,
    body: record,
  });

  return {
    send(record) {
      callRoute(client, EVENTS, post(record))
        // Nobody signed in: the server then knows the visitor by the dac_visitor_id cookie.
        .catch((error: unknown) =>
          isSignedOut(error) ? callPublicRoute(client, EVENTS, post(record)) : null,
        )
        .catch(ignore);
    },
    sendBeforeUnload(record) {
      // Started synchronously (keepalive), yet carrying the signed-in user as every ordinary
      // event does (spec section 7: chunk failures go through the ordinary request helper).
      const token = currentToken();
      const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
      callPublicRoute(client, EVENTS, post(record, { keepalive: true, headers })).catch(ignore);
    },
    sendPresence(record) {
      const json = JSON.stringify(record);
      try {
        // text/plain keeps the beacon a "simple" request (no CORS preflight); the server reads it.
        if (sendBeacon?.(url, new Blob([json], { type: 'text/plain' }))) return;
      } catch {
        // Some browsers throw instead of returning false (e.g. a beacon blocked by policy).
      }
      fetchFn(url, {
        method: EVENTS.method,
        body: json,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(ignore);
    },
  };
}

/** Before <Telemetry /> mounts (or without it) events go out anonymously to the configured API. */
function fallbackEventsClient(): EventsClient {
  let apiBase = '';
  try {
    apiBase = readRuntimeConfig().apiBase;
  } catch {
    // An invalid configuration ends on the error page anyway; report to the page's own origin.
  }
  const client = createApiClient({ baseUrl: apiBase, getIdToken: () => Promise.resolve(null) });
  return createEventsClient({ client, apiBase });
}

let active: EventsClient | null = null;

function current(): EventsClient {
  active ??= fallbackEventsClient();
  return active;
}

/** <Telemetry /> installs the app's client here, so events carry the signed-in user's token. */
export function setActiveEventsClient(client: EventsClient | null): void {
  active = client;
}

export const sendEvent = (record: EventRecord) => current().send(record);
export const sendEventBeforeUnload = (record: EventRecord) => current().sendBeforeUnload(record);
export const sendPresenceEvent = (record: EventRecord) => current().sendPresence(record);
