import { DEFAULT_SYSTEM_CONFIGURATION, type Plans } from '../plans/index.js';
import type { TestApp } from '../../test/test-app.js';
import type { Caller } from '../story-elements/story-elements.test-support.js';
import type { VoiceCallEvent } from '@storyloom/contracts';

// Helpers shared by the calls integration tests.

/** What a minute costs in these tests: more than 1, so a double charge shows. */
export const MINUTE_COST = 3;

export async function priceCallsAt(plans: Plans, creditsPerMinuteOfCall: number) {
  await plans.systemConfiguration.replace({
    ...DEFAULT_SYSTEM_CONFIGURATION,
    systemCosts: { ...DEFAULT_SYSTEM_CONFIGURATION.systemCosts, creditsPerMinuteOfCall },
  });
}

/** Sets the family's balance to exactly `credits`. */
export async function giveCredits(plans: Plans, caller: Caller, credits: number, tag: string) {
  await plans.subscriptions.setupDefaultSubscription(caller.userId);
  const now = (await plans.subscriptions.getCurrentSubscription(caller.userId)).creditsAvailable;
  if (now === credits) return;
  await plans.credits.grantCredits({
    userId: caller.userId,
    amount: credits - now,
    reason: 'admin',
    idempotencyKey: `test-credits:${caller.userId}:${tag}`,
  });
}

export const balanceOf = async (plans: Plans, caller: Caller) =>
  (await plans.subscriptions.getCurrentSubscription(caller.userId)).creditsAvailable;

/** The ledger's spends for one call, as the minute keys and amounts. */
export async function callCharges(testApp: TestApp, callId: string) {
  const { rows } = await testApp.platform.database.pool.query<{ key: string; delta: number }>(
    `select idempotency_key as key, delta from credit_ledger where reference = $1 order by id`,
    [`voice-call:${callId}`],
  );
  return rows;
}

export function callEventsOf(body: string): VoiceCallEvent[] {
  return body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as VoiceCallEvent);
}

export async function collect(events: AsyncIterable<VoiceCallEvent>): Promise<VoiceCallEvent[]> {
  const all: VoiceCallEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

export function doneOf(events: VoiceCallEvent[]) {
  const last = events.at(-1);
  if (last?.type !== 'done')
    throw new Error(`the utterance did not finish: ${JSON.stringify(events)}`);
  return last;
}
