import { z } from 'zod';
import { eventTypeSchema } from './enum-schemas.js';
import { EVENT_PARAMETER_MAX_LENGTH, EVENT_USER_ID_MAX_LENGTH } from './events-values.js';

const parameter = z.string().max(EVENT_PARAMETER_MAX_LENGTH).optional();

/**
 * Body of POST /api/events; also accepted without a token (docs/product.md, "Readings of unclear
 * points" 9), hence the bounds.
 */
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

/**
 * A stored event as administrators read it: the record as sent, except UserId, which is the
 * verified user's id or the visitor id (null when neither was known).
 */
export const systemEventSchema = eventRecordSchema.extend({
  id: z.string(),
  UserId: z.string().nullable(),
  /** True when UserId is a signed-in user's id, false for a visitor id or none. */
  SignedIn: z.boolean(),
  ReceivedUtcEpoch: z.number(),
});
export type SystemEvent = z.infer<typeof systemEventSchema>;
