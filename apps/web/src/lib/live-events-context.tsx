import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { LiveEventMap, LiveEventName } from '@storyloom/contracts';

/** Sent by the stream itself, with no data, when it is open again after a drop (live-client). */
export type LiveReconnected = 'live.reconnected';

/** What a feature may listen to: an event of the contracts' map, or the reconnect notice. */
export type LiveListenName = LiveEventName | LiveReconnected;

/** What an event of that name carries: the map's payload, or null for the reconnect notice. */
export type LivePayload<Name extends LiveListenName> = Name extends LiveEventName
  ? LiveEventMap[Name]
  : null;

/** One event from the signed-in user's live stream (`GET /api/live`). */
export interface LiveEventMessage<Name extends LiveListenName = LiveListenName> {
  id: number;
  type: Name;
  data: LivePayload<Name>;
}

export type LiveEventListener<Name extends LiveListenName = LiveListenName> = (
  event: LiveEventMessage<Name>,
) => void;

/**
 * What features see of the live stream: listen to one event, get an unsubscribe back. Names and
 * payloads come from the contracts' LiveEventMap, the same map the server publishes with.
 */
export interface LiveEvents {
  on<Name extends LiveListenName>(type: Name, listener: LiveEventListener<Name>): () => void;
}

const LiveEventsContext = createContext<LiveEvents | null>(null);

export function LiveEventsProvider({
  events,
  children,
}: {
  events: LiveEvents;
  children: ReactNode;
}) {
  return <LiveEventsContext value={events}>{children}</LiveEventsContext>;
}

/**
 * Calls `listener` for every live event of `type` while the component is mounted. The latest
 * listener is always used, so callers need not memoise it. Without a provider (isolated tests,
 * signed-out pages) nothing arrives.
 */
export function useLiveEvent<Name extends LiveListenName>(
  type: Name,
  listener: LiveEventListener<Name>,
): void {
  const events = useContext(LiveEventsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => events?.on(type, (event) => latest.current(event)), [events, type]);
}
