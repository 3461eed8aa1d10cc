import { EventType } from '@storyloom/contracts';
import type { TFunction } from 'i18next';

/** UTC, so two administrators in different time zones read the same time for one event. */
export function formatUtc(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Keys of the admin texts' `events.names`, by event type. */
const eventTypeKeys: Record<number, string> = {
  [EventType.PagePresenceStart]: 'pagePresenceStart',
  [EventType.PresenceHeartbeat]: 'presenceHeartbeat',
  [EventType.ChunkLoadFailure]: 'chunkLoadFailure',
};

/** A readable name with the number the logs use, e.g. 'Presence heartbeat (701)'. */
export function eventTypeName(type: number, t: TFunction): string {
  const key = eventTypeKeys[type];
  return key ? `${t(`events.names.${key}`)} (${type})` : t('events.typeNumber', { type });
}
