import {
  APP_VERSION,
  ENVIRONMENT,
  EVENT_PARAMETER_MAX_LENGTH,
  EventType,
  type EventRecord,
} from '@storyloom/contracts';

type Parameters = Pick<
  EventRecord,
  'PrimaryParameter' | 'SecondaryParameter' | 'TertiaryParameter'
>;

// The server refuses longer parameters; a long error message must not cost the whole event.
const clip = (value: string | undefined) => value?.slice(0, EVENT_PARAMETER_MAX_LENGTH);

/** UserId is left out: the server takes it from the token or the visitor cookie. */
export function eventRecord(
  type: EventType,
  parameters: Parameters = {},
  now = Date.now(),
): EventRecord {
  const record: EventRecord = { UtcTimeEpoch: now, EventType: type, Environment: ENVIRONMENT };
  for (const key of ['PrimaryParameter', 'SecondaryParameter', 'TertiaryParameter'] as const) {
    const value = clip(parameters[key]);
    if (value !== undefined) record[key] = value;
  }
  return record;
}

/**
 * The message, the current path and query, the app version (and environment): docs/product.md,
 * "Errors and failure handling".
 */
export function chunkLoadFailureRecord(
  message: string,
  where: Pick<Location, 'pathname' | 'search'> = location,
): EventRecord {
  return eventRecord(EventType.ChunkLoadFailure, {
    PrimaryParameter: message,
    SecondaryParameter: where.pathname + where.search,
    TertiaryParameter: APP_VERSION,
  });
}

/**
 * A page view; SecondaryParameter is the visitor's campaign code, if any, from which the admin
 * area counts visits and sign-ups per campaign.
 */
export function presenceStartRecord(path: string, campaignCode?: string | null): EventRecord {
  return eventRecord(EventType.PagePresenceStart, {
    PrimaryParameter: path,
    ...(campaignCode ? { SecondaryParameter: campaignCode } : {}),
  });
}

export function presenceHeartbeatRecord(path: string, seconds: number): EventRecord {
  return eventRecord(EventType.PresenceHeartbeat, {
    PrimaryParameter: path,
    SecondaryParameter: String(seconds),
  });
}
