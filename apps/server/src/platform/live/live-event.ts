import { z } from 'zod';

/** What a service publishes: `type` names the change, `data` is any JSON value describing it. */
export type LiveEventInput = { type: string; data: unknown };

/** A published event as subscribers and the SSE stream see it; `id` is the SSE event id. */
export type LiveEvent = { id: number; type: string; data: unknown };

export type LiveListener = (event: LiveEvent) => void;

/**
 * An event for every connected user: not stored, so it has no id (its SSE frame carries none and
 * a tab's Last-Event-ID stays that of its own last event). A tab away when it was sent misses it.
 */
export type LiveBroadcastEvent = { type: string; data: unknown };

export type LiveBroadcastListener = (event: LiveBroadcastEvent) => void;

/** Where the live channel reports trouble; pino and Fastify loggers fit. */
export type LiveLogger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

// Live events announce changes; clients fetch anything big. The cap keeps one careless publish
// from filling the table and every open stream.
export const LIVE_EVENT_DATA_MAX_BYTES = 64 * 1024;

const userIdSchema = z.string().min(1).max(256);

// The type becomes the SSE `event:` field, so it must never carry a line break or a space.
const eventTypeSchema = z
  .string()
  .max(64)
  .regex(
    /^[a-z][a-z0-9]*(?:[._:-][a-z0-9]+)*$/i,
    'must be a short identifier such as story.updated',
  );

const eventDataSchema = z
  .json()
  .transform((data) => ({ data, json: JSON.stringify(data) }))
  .refine(({ json }) => Buffer.byteLength(json) <= LIVE_EVENT_DATA_MAX_BYTES, {
    message: `must serialize to at most ${LIVE_EVENT_DATA_MAX_BYTES} bytes of JSON`,
  })
  // PostgreSQL's jsonb cannot store the NUL character; refuse it here with a clear message.
  .refine(({ json }) => !json.includes('\\u0000'), { message: 'must not contain NUL characters' });

// Built once: zod compiles an object schema on its first use, which costs more than a check.
const publicationSchema = z.object({
  userId: userIdSchema,
  type: eventTypeSchema,
  data: eventDataSchema,
});

export class InvalidLiveEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidLiveEventError';
  }
}

/** Checks a publish call; a bad one is a programming error, reported before anything is written. */
export function parsePublication(
  userId: string,
  input: LiveEventInput,
): { userId: string; type: string; dataJson: string } {
  const result = publicationSchema.safeParse({ userId, type: input.type, data: input.data });
  if (!result.success) {
    throw new InvalidLiveEventError(`Invalid live event: ${z.prettifyError(result.error)}`);
  }
  return { userId: result.data.userId, type: result.data.type, dataJson: result.data.data.json };
}

// A broadcast travels whole over NOTIFY, whose payload limit is 8000 bytes.
const BROADCAST_MAX_BYTES = 7_000;

const broadcastSchema = z.object({ type: eventTypeSchema, data: z.json() });

/** Checks a broadcast call and returns what travels: the event and a nonce naming this send. */
export function parseBroadcast(input: LiveEventInput, nonce: string): string {
  const result = broadcastSchema.safeParse(input);
  if (!result.success) {
    throw new InvalidLiveEventError(`Invalid live broadcast: ${z.prettifyError(result.error)}`);
  }
  const message = JSON.stringify({ nonce, type: result.data.type, data: result.data.data });
  if (Buffer.byteLength(message) > BROADCAST_MAX_BYTES) {
    throw new InvalidLiveEventError(
      `Invalid live broadcast: data over ${BROADCAST_MAX_BYTES} bytes`,
    );
  }
  return message;
}

const broadcastMessageSchema = z.object({
  nonce: z.string(),
  type: eventTypeSchema,
  data: z.json(),
});

/** Reads a broadcast message; null for anything that is not ours. */
export function parseBroadcastMessage(
  message: string,
): { nonce: string; event: LiveBroadcastEvent } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(message);
  } catch {
    return null;
  }
  const result = broadcastMessageSchema.safeParse(raw);
  if (!result.success) return null;
  const { nonce, type, data } = result.data;
  return { nonce, event: { type, data } };
}

/**
 * What travels over NOTIFY: the whole event, or only its id and user when the event would come
 * near the 8000-byte payload limit (listeners then read the row).
 */
const notificationSchema = z.union([
  z.object({ id: z.number().int(), userId: z.string(), type: z.string(), data: z.json() }),
  z.object({ id: z.number().int(), userId: z.string() }),
]);

export type LiveNotification =
  | { kind: 'event'; userId: string; event: LiveEvent }
  | { kind: 'reference'; userId: string; id: number };

/** Reads a NOTIFY payload; null for anything that is not ours (it is logged by the caller). */
export function parseNotification(payload: string): LiveNotification | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  const result = notificationSchema.safeParse(raw);
  if (!result.success) return null;
  const message = result.data;
  return 'type' in message
    ? {
        kind: 'event',
        userId: message.userId,
        event: { id: message.id, type: message.type, data: message.data },
      }
    : { kind: 'reference', userId: message.userId, id: message.id };
}
