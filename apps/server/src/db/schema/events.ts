import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Telemetry from POST /api/events (chunk-load failures, page presence). user_id is the verified
 * user's id (signed_in) or the visitor id from the cookie; it is not a foreign key because
 * visitors have no account. The client's address is kept only as a keyed hash.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id'),
    signedIn: boolean('signed_in').notNull(),
    type: integer('type').notNull(),
    /** The record's UtcTimeEpoch (ms) as the client sent it. */
    utcTimeEpoch: bigint('utc_time_epoch', { mode: 'number' }).notNull(),
    primaryParameter: text('primary_parameter'),
    secondaryParameter: text('secondary_parameter'),
    tertiaryParameter: text('tertiary_parameter'),
    environment: text('environment').notNull(),
    ipHash: text('ip_hash'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_user_id_idx').on(table.userId, table.id),
    // The operators' dashboard counts active families over a period.
    index('events_received_idx').on(table.receivedAt),
    // Page-presence starts carry the visitor's campaign code (SecondaryParameter): the admin's
    // visits and sign-ups per campaign are counted from them.
    index('events_presence_campaign_idx')
      .on(table.secondaryParameter)
      .where(sql`${table.type} = 700`),
  ],
);
