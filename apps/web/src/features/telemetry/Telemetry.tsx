import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useApiClient } from '../../lib/api-client-context';
import { systemClock } from './clock';
import { presenceHeartbeatRecord, presenceStartRecord } from './event-records';
import { createEventsClient, sendPresenceEvent, setActiveEventsClient } from './events-client';
import { createIdleQueue } from './idle-queue';
import { createPresenceTracker, type PresenceReport } from './presence-tracker';
import { UpdateBanner } from './UpdateBanner';

const whenIdle = createIdleQueue();

/** The record is made now (its time is the moment of the visit) and sent in a quiet moment. */
function reportPresence(event: PresenceReport, campaignCode: string | null) {
  const record =
    event.kind === 'start'
      ? presenceStartRecord(event.path, campaignCode)
      : presenceHeartbeatRecord(event.path, event.seconds);
  whenIdle(() => sendPresenceEvent(record));
}

interface TelemetryProps {
  /** The visitor's campaign code at the moment of a page view (the app knows where it is kept). */
  campaignCodeOf?: () => string | null;
  /** The signed-in user's ID token as the app holds it now (events sent right before a reload). */
  currentIdToken?: () => string | null;
}

const noToken = () => null;

/**
 * Page views and presence for every route change (docs/product.md, "Pages and routes" and "The
 * API"), plus the new-version banner. Mounted once inside the router; renders nothing else.
 */
export function Telemetry({
  campaignCodeOf = () => null,
  currentIdToken = noToken,
}: TelemetryProps) {
  const client = useApiClient();
  const { apiBase, productName } = useRuntimeConfig();
  const { pathname } = useLocation();
  const [tracker] = useState(() =>
    createPresenceTracker({
      clock: systemClock,
      report: (event) => reportPresence(event, campaignCodeOf()),
    }),
  );

  // Declared before the presence effect so the first page view already carries the token.
  useEffect(() => {
    setActiveEventsClient(createEventsClient({ client, apiBase, currentToken: currentIdToken }));
    return () => setActiveEventsClient(null);
  }, [client, apiBase, currentIdToken]);

  useEffect(() => {
    tracker.enter(pathname);
    return () => tracker.leave();
  }, [tracker, pathname]);

  return <UpdateBanner productName={productName} />;
}
