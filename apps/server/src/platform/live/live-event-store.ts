import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { liveEvents } from '../../db/schema/live-events.js';
import type { Db } from '../db/database.js';
import type { LiveEvent } from './live-event.js';

// NOTIFY refuses payloads of 8000 bytes or more; keep a margin below it.
export const NOTIFY_PAYLOAD_MAX_BYTES = 7900;

type NewLiveEvent = { userId: string; type: string; dataJson: string };

const asLiveEvent = (row: { id: number; type: string; data: unknown }): LiveEvent => ({
  id: row.id,
  type: row.type,
  data: row.data,
});

const eventColumns = { id: liveEvents.id, type: liveEvents.type, data: liveEvents.data };

// Rows are inserted in the order given, so their ids ascend with it; pg_notify, being volatile,
// runs after the sort, so the notifications go out in id order as well.
const INSERT_AND_NOTIFY_MANY = `
with inserted as (
  insert into live_events (user_id, type, data)
  select given.user_id, given.type, given.data::jsonb
    from unnest($2::text[], $3::text[], $4::text[]) with ordinality
         as given(user_id, type, data, position)
   order by given.position
  returning id, user_id, type, data
), announced as (
  select inserted.*,
    json_build_object('id', id, 'userId', user_id, 'type', type, 'data', data)::text as message
  from inserted
)
select id, type, data, pg_notify(
  $1,
  case when octet_length(message) <= ${NOTIFY_PAYLOAD_MAX_BYTES} then message
       else json_build_object('id', id, 'userId', user_id)::text end
)
from announced
order by id`;

/** The live_events table: the id source, the resume log, and the fallback for big notifications. */
export function liveEventStore(db: Db) {
  /**
   * Stores several events and announces each in one statement and one commit; ids and
   * notifications follow the order given. The answer is in that order too. The payload is
   * built from the stored row because jsonb re-serializes the data, and only the database
   * knows the final size.
   */
  async function insertAndNotifyMany(
    channel: string,
    events: NewLiveEvent[],
  ): Promise<LiveEvent[]> {
    const result = await db.$client.query<{ id: string; type: string; data: unknown }>({
      // Named: each connection parses and plans it once.
      name: 'live_insert_and_notify_many',
      text: INSERT_AND_NOTIFY_MANY,
      values: [
        channel,
        events.map((event) => event.userId),
        events.map((event) => event.type),
        events.map((event) => event.dataJson),
      ],
    });
    if (result.rows.length !== events.length) {
      throw new Error(`insert into live_events stored ${result.rows.length} of ${events.length}`);
    }
    return result.rows.map((row) =>
      asLiveEvent({ id: Number(row.id), type: row.type, data: row.data }),
    );
  }

  return {
    insertAndNotifyMany,
    async insert({ userId, type, dataJson }: NewLiveEvent): Promise<LiveEvent> {
      const [row] = await db
        .insert(liveEvents)
        .values({ userId, type, data: sql`${dataJson}::jsonb` })
        .returning(eventColumns);
      if (!row) throw new Error('insert into live_events returned no row');
      return asLiveEvent(row);
    },

    /**
     * Inserts the event and announces it on `channel` in one statement, so no event is stored
     * without its notification (or the other way round).
     */
    async insertAndNotify(channel: string, event: NewLiveEvent): Promise<LiveEvent> {
      const [stored] = await insertAndNotifyMany(channel, [event]);
      if (!stored) throw new Error('insert into live_events returned no row');
      return stored;
    },

    async byId(id: number): Promise<{ userId: string; event: LiveEvent } | undefined> {
      const [row] = await db
        .select({ ...eventColumns, userId: liveEvents.userId })
        .from(liveEvents)
        .where(eq(liveEvents.id, id));
      return row ? { userId: row.userId, event: asLiveEvent(row) } : undefined;
    },

    async eventsAfter(userId: string, lastId: number, limit: number): Promise<LiveEvent[]> {
      const rows = await db
        .select(eventColumns)
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, lastId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map(asLiveEvent);
    },

    /** Events of these users stored in the last `withinMs`, oldest first (catch-up after a lost LISTEN). */
    async recentEventsOf(
      userIds: string[],
      withinMs: number,
    ): Promise<Array<{ userId: string; event: LiveEvent }>> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ ...eventColumns, userId: liveEvents.userId })
        .from(liveEvents)
        .where(
          and(
            inArray(liveEvents.userId, userIds),
            gt(liveEvents.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
          ),
        )
        .orderBy(asc(liveEvents.id));
      return rows.map((row) => ({ userId: row.userId, event: asLiveEvent(row) }));
    },

    /** Deletes events older than the retention window; returns how many went. */
    async deleteOlderThan(retentionMs: number): Promise<number> {
      const result = await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, sql`now() - make_interval(secs => ${retentionMs / 1000})`));
      return result.rowCount ?? 0;
    },
  };
}

export type LiveEventStore = ReturnType<typeof liveEventStore>;
