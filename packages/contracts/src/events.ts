import { z } from 'zod';
import { eventTypeSchema } from './enums.js';

export const EVENT_PARAMETER_MAX_LENGTH = 2000;
export const EVENT_USER_ID_MAX_LENGTH = 256;

const parameter = z.string().max(EVENT_PARAMETER_MAX_LENGTH).optional();

/** Body of POST /api/events; also accepted without a token (interpretation 9), hence the bounds. */
export const eventRecordSchema = z.object({
  UtcTimeEpoch: z.number().int().nonnegative(),
  EventType: eventTypeSchema,
  UserId: z.string().max(EVENT_USER_ID_MAX_LENGTH).optional(),
  PrimaryParameter: parameter,
  SecondaryParameter: parameter,
  TertiaryParameter: parameter,
  Environment: z.string().min(1).max(32),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;
