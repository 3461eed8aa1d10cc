import { describe, expect, it } from 'vitest';
import { EventType } from './enums.js';
import { EVENT_PARAMETER_MAX_LENGTH } from './events-values.js';
import { eventRecordSchema, systemEventSchema } from './events.js';

const record = {
  UtcTimeEpoch: 1_700_000_000_000,
  EventType: EventType.ChunkLoadFailure,
  UserId: 'u1',
  PrimaryParameter: 'Loading chunk 3 failed',
  SecondaryParameter: '/story?x=1',
  TertiaryParameter: 'v1.1.3',
  Environment: 'prod',
};

describe('eventRecordSchema', () => {
  it('accepts a full record and one without optional strings', () => {
    expect(eventRecordSchema.parse(record)).toEqual(record);
    expect(
      eventRecordSchema.safeParse({
        UtcTimeEpoch: 1,
        EventType: EventType.PresenceHeartbeat,
        Environment: 'prod',
      }).success,
    ).toBe(true);
  });

  it('rejects unknown event types and fractional times', () => {
    expect(eventRecordSchema.safeParse({ ...record, EventType: 1 }).success).toBe(false);
    expect(eventRecordSchema.safeParse({ ...record, UtcTimeEpoch: 1.5 }).success).toBe(false);
  });

  it('bounds parameter length', () => {
    const long = 'x'.repeat(EVENT_PARAMETER_MAX_LENGTH + 1);
    expect(eventRecordSchema.safeParse({ ...record, PrimaryParameter: long }).success).toBe(false);
    expect(
      eventRecordSchema.safeParse({
        ...record,
        PrimaryParameter: long.slice(1),
      }).success,
    ).toBe(true);
  });

  it('requires the environment', () => {
    const { Environment: _, ...rest } = record;
    expect(eventRecordSchema.safeParse(rest).success).toBe(false);
  });
});

describe('systemEventSchema', () => {
  it('carries the stored user or visitor id, or null', () => {
    const stored = { ...record, id: '7', SignedIn: false, ReceivedUtcEpoch: 1_700_000_000_500 };
    expect(systemEventSchema.parse(stored)).toEqual(stored);
    expect(systemEventSchema.safeParse({ ...stored, UserId: null }).success).toBe(true);
  });
});
