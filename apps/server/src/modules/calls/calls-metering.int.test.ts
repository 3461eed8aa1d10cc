import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { createPlans, plansDepsOf, type Plans } from '../plans/index.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import {
  balanceOf,
  callCharges,
  collect,
  doneOf,
  giveCredits,
  MINUTE_COST,
  priceCallsAt,
} from './calls.test-support.js';
import { callsDepsOf, createCalls, type Calls } from './index.js';

// Metering on the server's clock, with a fake clock: each started minute charged once, the
// goodbye before the credits run out, a dropped page, twin requests, and the parents' call rules.

const T0 = new Date('2026-11-26T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('call metering', () => {
  let testApp: TestApp;
  let plans: Plans;
  let calls: Calls;
  let ada: Caller;
  let pip: { id: string };
  let now = T0;

  beforeAll(async () => {
    testApp = await buildTestApp();
    plans = createPlans(plansDepsOf(testApp.platform));
    await priceCallsAt(plans, MINUTE_COST);
    calls = createCalls(callsDepsOf(testApp.config, testApp.platform, plans, () => now));
    ada = await signedInUser(testApp, 'ada.metering@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
  });
  afterAll(() => testApp?.close());

  let round = 0;
  beforeEach(() => {
    round += 1;
    now = T0;
  });

  /** A call started at T0 with the family's balance at exactly `credits`. */
  async function callWith(credits: number, childProfileId: string | null = null) {
    await giveCredits(plans, ada, credits, `round-${round}`);
    now = T0;
    return calls.start({
      familyId: ada.userId,
      childProfileId,
      characterId: pip.id,
      storyId: 'all',
      withAudio: false,
    });
  }
  const heartbeat = (callId: string, seconds: number) => {
    now = at(seconds);
    return calls.heartbeat(ada.userId, callId, false);
  };
  /** The page's heartbeats every 15 s over [from, to), as the page sends them. */
  const keepAlive = async (callId: string, from: number, to: number) => {
    for (let seconds = from; seconds < to; seconds += 15) await heartbeat(callId, seconds);
  };
  const say = async (callId: string, seconds: number, text: string) => {
    now = at(seconds);
    const events = await calls.utterance(
      ada.userId,
      callId,
      { text },
      { signal: new AbortController().signal, withAudio: false },
    );
    return doneOf(await collect(events));
  };
  const keysOf = async (callId: string) =>
    (await callCharges(testApp, callId)).map((charge) => [
      charge.key.split(':').at(-1),
      charge.delta,
    ]);

  it('charges each started minute once, at its boundary', async () => {
    const call = await callWith(30);
    expect(call.paidMinutes).toBe(1);
    expect(await balanceOf(plans, ada)).toBe(27);
    expect((await heartbeat(call.callId, 15)).paidMinutes).toBe(1);
    expect((await heartbeat(call.callId, 30)).paidMinutes).toBe(1);
    expect((await heartbeat(call.callId, 45)).paidMinutes).toBe(1);
    expect((await heartbeat(call.callId, 59.9)).paidMinutes).toBe(1);
    const second = await heartbeat(call.callId, 60);
    expect(second).toMatchObject({ paidMinutes: 2, creditsCharged: 2 * MINUTE_COST, ended: null });
    // 60 s paid left in this minute, and 24 credits pay for 8 more minutes.
    expect(second.secondsLeft).toBe(60 + 8 * 60);
    expect((await heartbeat(call.callId, 75)).paidMinutes).toBe(2);
    expect((await heartbeat(call.callId, 90)).paidMinutes).toBe(2);
    expect((await heartbeat(call.callId, 105)).paidMinutes).toBe(2);
    expect((await say(call.callId, 121, 'where do you live')).state.paidMinutes).toBe(3);
    const ended = await (async () => {
      now = at(130);
      return calls.hangUp(ada.userId, call.callId);
    })();
    expect(ended).toMatchObject({
      paidMinutes: 3,
      creditsCharged: 3 * MINUTE_COST,
      ended: { reason: 'hung-up' },
    });
    expect(await balanceOf(plans, ada)).toBe(30 - 3 * MINUTE_COST);
    expect(await keysOf(call.callId)).toEqual([
      ['0', -MINUTE_COST],
      ['1', -MINUTE_COST],
      ['2', -MINUTE_COST],
    ]);
  });

  it('charges a minute once when twin requests arrive together', async () => {
    const call = await callWith(30);
    await keepAlive(call.callId, 15, 60);
    now = at(61);
    const twins = await Promise.all([
      calls.heartbeat(ada.userId, call.callId, false),
      calls.heartbeat(ada.userId, call.callId, false),
      calls.heartbeat(ada.userId, call.callId, false),
    ]);
    for (const state of twins) expect(state.paidMinutes).toBe(2);
    expect(await balanceOf(plans, ada)).toBe(30 - 2 * MINUTE_COST);
    expect(await keysOf(call.callId)).toEqual([
      ['0', -MINUTE_COST],
      ['1', -MINUTE_COST],
    ]);
  });

  it('says goodbye in the last thirty seconds the balance pays for, and ends the call', async () => {
    const call = await callWith(2 * MINUTE_COST); // the first minute, and one more
    expect(call.secondsLeft).toBe(120);
    await keepAlive(call.callId, 15, 60);
    expect((await heartbeat(call.callId, 60)).paidMinutes).toBe(2);
    expect(await balanceOf(plans, ada)).toBe(0);
    await heartbeat(call.callId, 75);
    // 31 s before the end: no goodbye yet.
    const early = await say(call.callId, 89, 'where do you live');
    // (a reply of the offline engine never says goodbye by itself here)
    expect(early.state.ended).toBeNull();
    expect(early.reply).not.toMatch(/bye/i);
    // Within the last 30 s: the answer, then the goodbye, and the call ends.
    const last = await say(call.callId, 95, 'what is your favourite food');
    expect(last.reply).toMatch(/blueberry pancakes/i);
    expect(last.reply).toMatch(/bye bye!$/i);
    expect(last.state).toMatchObject({
      paidMinutes: 2,
      creditsCharged: 2 * MINUTE_COST,
      secondsLeft: 0,
      ended: { reason: 'balance', rule: null },
    });
    // Nothing more is charged, and the call takes no more words.
    expect((await heartbeat(call.callId, 125)).ended).toMatchObject({ reason: 'balance' });
    await expect(say(call.callId, 126, 'hello')).rejects.toMatchObject({ status: 409 });
    expect(await keysOf(call.callId)).toEqual([
      ['0', -MINUTE_COST],
      ['1', -MINUTE_COST],
    ]);
  });

  it('says goodbye on a heartbeat when the child is silent at the end of the paid time', async () => {
    const call = await callWith(MINUTE_COST);
    expect((await heartbeat(call.callId, 15)).ended).toBeNull();
    expect((await heartbeat(call.callId, 29)).ended).toBeNull();
    const ending = await heartbeat(call.callId, 31);
    expect(ending.ended).toMatchObject({
      reason: 'balance',
      goodbye: { text: expect.stringMatching(/bye/i) },
    });
    expect(await keysOf(call.callId)).toEqual([['0', -MINUTE_COST]]);
  });

  it('ends a dropped call at its last sign of life, charging nothing after it', async () => {
    const call = await callWith(30);
    await keepAlive(call.callId, 10, 55);
    await heartbeat(call.callId, 55);
    // The page vanished at 55 s: minute 1 began at 60 s, after it. A late request finds it dropped.
    const late = await heartbeat(call.callId, 80);
    expect(late).toMatchObject({
      paidMinutes: 1,
      creditsCharged: MINUTE_COST,
      ended: { reason: 'dropped' },
    });
    expect(
      (await (async () => ((now = at(90)), calls.hangUp(ada.userId, call.callId)))()).ended,
    ).toMatchObject({
      reason: 'dropped',
    });
    expect(await balanceOf(plans, ada)).toBe(30 - MINUTE_COST);

    // A minute begun while the page was there is charged, even when the hang-up comes after it.
    const other = await callWith(30);
    await keepAlive(other.callId, 15, 60);
    now = at(62);
    expect(await calls.hangUp(ada.userId, other.callId)).toMatchObject({
      paidMinutes: 2,
      ended: { reason: 'hung-up' },
    });
    expect(await keysOf(other.callId)).toEqual([
      ['0', -MINUTE_COST],
      ['1', -MINUTE_COST],
    ]);
  });

  it("follows a child's call rules: calls off, and the day's call minutes with a kind goodbye", async () => {
    const profile = async (rules: object) =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/parents/profiles',
          headers: ada.authorization,
          payload: {
            name: 'Noa',
            ageBand: '6-8',
            readingLevel: 'short-sentences',
            language: 'en',
            rules,
          },
        })
      ).json<{ id: string }>().id;

    const off = await profile({ callsEnabled: false });
    const refused = await callWith(30, off);
    expect(refused).toMatchObject({
      callId: 'resting',
      paidMinutes: 0,
      ended: { reason: 'rule', rule: 'calls-off' },
    });
    expect(refused.greeting.text).toMatch(/grown-up/);
    expect(await balanceOf(plans, ada)).toBe(30);

    const limited = await profile({ dailyCallMinutes: 2 });
    const call = await callWith(30, limited);
    expect(call.secondsLeft).toBe(120);
    await keepAlive(call.callId, 15, 60);
    expect((await heartbeat(call.callId, 60)).paidMinutes).toBe(2);
    await heartbeat(call.callId, 75);
    const goodbye = await heartbeat(call.callId, 95);
    expect(goodbye).toMatchObject({
      paidMinutes: 2,
      ended: {
        reason: 'rule',
        rule: 'daily-limit',
        goodbye: { text: expect.stringMatching(/tomorrow/) },
      },
    });
    expect(await balanceOf(plans, ada)).toBe(30 - 2 * MINUTE_COST);
    const again = await callWith(30, limited);
    expect(again).toMatchObject({ callId: 'resting', ended: { rule: 'daily-limit' } });
  });
});
