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
function reportPresence(event: PresenceReport) {
  const record =
    event.kind === 'start'
      ? presenceStartRecord(event.path)
      : presenceHeartbeatRecord(event.path, event.seconds);
  whenIdle(() => sendPresenceEvent(record));
}

/**
 * Page views and presence for every route change (docs/product.md, "Pages and routes" and "The
 * API"), plus the new-version banner. Mounted once inside the router; renders nothing else.
 */
export function Telemetry() {
  const client = useApiClient();
  const { apiBase, productName } = useRuntimeConfig();
  const { pathname } = useLocation();
  const [tracker] = useState(() =>
    createPresenceTracker({ clock: systemClock, report: reportPresence }),
  );

  // Declared before the presence effect so the first page view already carries the token.
  useEffect(() => {
    setActiveEventsClient(createEventsClient({ client, apiBase }));
    return () => setActiveEventsClient(null);
  }, [client, apiBase]);

  useEffect(() => {
    tracker.enter(pathname);
    return () => tracker.leave();
  }, [tracker, pathname]);

  return <UpdateBanner productName={productName} />;
}
