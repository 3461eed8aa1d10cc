import {
  VOICE_CALL_GOODBYE_SECONDS,
  VOICE_CALL_GRACE_SECONDS,
  VOICE_CALL_MINUTE_SECONDS,
} from '@storyloom/contracts';

// The call's minutes on the server's clock (docs/decisions/0025-voice-calls.md): minute k
// covers [start + 60k, start + 60(k+1)).

const MINUTE_MS = VOICE_CALL_MINUTE_SECONDS * 1000;

type Timed = { startedAt: Date; paidMinutes: number; lastSeenAt: Date; channel: string };

/**
 * How long a phone call may go without a webhook before it counts as dropped. Its provider posts
 * one after every reply it said (a speech Gather gives up after a few seconds of silence), and the
 * status callback ends it with its duration; a step is good for 10 minutes, and so is the call.
 */
export const PHONE_GRACE_SECONDS = 10 * 60;

/** The index of the minute running at `now` (0 during the first). */
export const minuteAt = (call: Pick<Timed, 'startedAt'>, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - call.startedAt.getTime()) / MINUTE_MS));

/** When the minute with this index begins. */
export const minuteStart = (call: Pick<Timed, 'startedAt'>, minute: number): Date =>
  new Date(call.startedAt.getTime() + minute * MINUTE_MS);

/** The end of the time paid for so far. */
export const paidUntil = (call: Pick<Timed, 'startedAt' | 'paidMinutes'>): Date =>
  minuteStart(call, call.paidMinutes);

/** No sign of the page (of the phone line's webhooks) for longer than the grace time: dropped. */
export const isDropped = (call: Pick<Timed, 'lastSeenAt' | 'channel'>, now: Date): boolean =>
  now.getTime() - call.lastSeenAt.getTime() >
  (call.channel === 'phone' ? PHONE_GRACE_SECONDS : VOICE_CALL_GRACE_SECONDS) * 1000;

/** Within the last seconds of the paid time, when the goodbye is due if no more can be paid. */
export const inGoodbyeWindow = (
  call: Pick<Timed, 'startedAt' | 'paidMinutes'>,
  now: Date,
): boolean => paidUntil(call).getTime() - now.getTime() <= VOICE_CALL_GOODBYE_SECONDS * 1000;

/** Whole seconds from `now` to the end of the paid time (0 once it is past). */
export const paidSecondsLeft = (
  call: Pick<Timed, 'startedAt' | 'paidMinutes'>,
  now: Date,
): number => Math.max(0, Math.floor((paidUntil(call).getTime() - now.getTime()) / 1000));
