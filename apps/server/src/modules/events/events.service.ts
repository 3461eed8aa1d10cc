import type { EventRecord, SystemEvent } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Caller } from './caller.js';
import { insertEvent, selectLatestEvents, type EventRow } from './events.repository.js';

export type EventsService = ReturnType<typeof createEventsService>;

export function createEventsService({ db }: { db: Db }) {
  return {
    /** Stores a record under the caller's verified id or visitor id, never the UserId it sent. */
    async record(caller: Caller, record: EventRecord): Promise<void> {
      await insertEvent(db, {
        userId: caller.user?.id ?? caller.visitorId,
        signedIn: caller.user !== null,
        type: record.EventType,
        utcTimeEpoch: record.UtcTimeEpoch,
        primaryParameter: record.PrimaryParameter ?? null,
        secondaryParameter: record.SecondaryParameter ?? null,
        tertiaryParameter: record.TertiaryParameter ?? null,
        environment: record.Environment,
        ipHash: caller.ipHash,
      });
    },

    /** Newest first; with a user id, only that user's (or visitor's) events. */
    async latest(options: { take: number; userId?: string }): Promise<SystemEvent[]> {
      return (await selectLatestEvents(db, options)).map(toSystemEvent);
    },
  };
}

function toSystemEvent(row: EventRow): SystemEvent {
  return {
    id: String(row.id),
    UtcTimeEpoch: row.utcTimeEpoch,
    EventType: row.type as SystemEvent['EventType'],
    UserId: row.userId,
    SignedIn: row.signedIn,
    ...(row.primaryParameter === null ? {} : { PrimaryParameter: row.primaryParameter }),
    ...(row.secondaryParameter === null ? {} : { SecondaryParameter: row.secondaryParameter }),
    ...(row.tertiaryParameter === null ? {} : { TertiaryParameter: row.tertiaryParameter }),
    Environment: row.environment,
    ReceivedUtcEpoch: row.receivedAt.getTime(),
  };
}
