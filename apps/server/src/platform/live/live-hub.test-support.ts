import type { LiveHub } from './live-hub.js';

/** Any name and any JSON payload: what tests of the transport itself publish. */
export type AnyEvents = Record<string, unknown>;

/**
 * The app's hub seen as a plain transport, for tests of the channel (resume, fan-out, limits)
 * that publish made-up events. The hub checks events at run time the same either way.
 */
export const asTransport = (live: LiveHub): LiveHub<AnyEvents> =>
  live as unknown as LiveHub<AnyEvents>;
