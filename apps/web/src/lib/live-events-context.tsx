import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** One event from the signed-in user's live stream (`GET /api/live`). */
export interface LiveEventMessage {
  id: number;
  type: string;
  data: unknown;
}

export type LiveEventListener = (event: LiveEventMessage) => void;

/** What features see of the live stream: listen to one event type, get an unsubscribe back. */
export interface LiveEvents {
  on(type: string, listener: LiveEventListener): () => void;
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
export function useLiveEvent(type: string, listener: LiveEventListener): void {
  const events = useContext(LiveEventsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => events?.on(type, (event) => latest.current(event)), [events, type]);
}
