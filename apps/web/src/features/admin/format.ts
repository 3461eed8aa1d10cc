import { EventType } from '@storyloom/contracts';

/** UTC, so two administrators in different time zones read the same time for one event. */
export function formatUtc(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const eventTypeNames: Record<number, string> = {
  [EventType.PagePresenceStart]: 'Page presence start',
  [EventType.PresenceHeartbeat]: 'Presence heartbeat',
  [EventType.ChunkLoadFailure]: 'Chunk load failure',
};

/** A readable name with the number the logs use, e.g. 'Presence heartbeat (701)'. */
export function eventTypeName(type: number): string {
  const name = eventTypeNames[type];
  return name ? `${name} (${type})` : `Type ${type}`;
}
