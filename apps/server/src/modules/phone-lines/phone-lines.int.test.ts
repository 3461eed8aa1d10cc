import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Transcript } from '@storyloom/contracts';
import { SAFE_REPLIES } from '../../engines/chat/index.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { BALANCE_GOODBYES, callsDepsOf, createCalls, type Calls } from '../calls/index.js';
import { callCharges } from '../calls/calls.test-support.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { listChatSafetyEvents } from '../chat/index.js';
import { markPhoneVerified } from '../account-configuration/phone-verification.test-support.js';
import { callGoodbyeFor } from '../parents/index.js';
import { childProfile, send, setParentSettings } from '../parents/parents.test-support.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import {
  createPhoneLinesService,
  PHONE_TEXTS,
  STEP_MAX_AGE_MS,
  stepActionUrl,
  type PhoneLinesService,
} from './phone-lines.service.js';
import { twilioSignature } from './twilio-signature.js';

// Phone lines through Twilio, driven as Twilio drives them: signed form posts to our webhooks,
// TwiML back. Once a character answers, the call is the calls module's (decision 0033): its
// minutes (ledger keys voice-call:{callId}:{k}), the parents' rules and the captions. The
// metering tests drive the same service on a fake clock, as calls-metering.int.test.ts does.

const PUBLIC_URL = 'https://storyloom.example';
const twilio = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'test-auth-token-0123456789',
  phoneNumber: '+15005550006',
};
const ADA_PHONE = '+447700900123';

const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

/** The action URL of the TwiML's Gather, as Twilio reads it. */
const gatherActionOf = (xml: string) => {
  const match = /<Gather input="speech" action="([^"]+)"/.exec(xml);
  if (!match) throw new Error(`no Gather in ${xml}`);
  return match[1]!.replaceAll('&amp;', '&');
};
/** What the TwiML says, as text. */
const spoken = (xml: string) =>
  [...xml.matchAll(/<Say[^>]*>([^<]*)<\/Say>/g)].map((match) =>
    match[1]!
      .replaceAll('&apos;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );

/** The voice call a phone call became (its CallSid is the external id), or null. */
async function voiceCallOf(testApp: TestApp, callSid: string) {
  const { rows } = await testApp.platform.database.pool.query<{
    id: string;
    channel: string;
    child_profile_id: string | null;
    paid_minutes: number;
    end_reason: string | null;
    end_rule: string | null;
  }>(
    `select id, channel, child_profile_id, paid_minutes, end_reason, end_rule
       from voice_calls where external_id = $1`,
    [callSid],
  );
  return rows[0] ?? null;
}

/** The ledger keys of a call's minutes, in the order they were charged. */
const keysOf = async (testApp: TestApp, callId: string) =>
  (await callCharges(testApp, callId)).map((charge) => charge.key);

/** The action URL of the menu's Gather. */
const menuActionOf = (xml: string) => {
  const match = /<Gather input="dtmf speech"[^>]* action="([^"]+)"/.exec(xml);
  if (!match) throw new Error(`no menu in ${xml}`);
  return match[1]!.replaceAll('&amp;', '&');
};

describe('phone lines through Twilio', () => {
  let testApp: TestApp;
  let ada: Caller;
  let pip: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        PUBLIC_URL,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_PHONE_NUMBER: twilio.phoneNumber,
      },
    });
    ada = await signedInUser(testApp, 'ada@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
    await testApp.services.plans.subscriptions.setupDefaultSubscription(ada.userId);
    // Saved as a family types it: country code, and the national number with its leading 0.
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: '/account-configuration/phone-number',
          headers: ada.authorization,
          payload: { countryCode: '+44', number: '07700 900123' },
        })
      ).statusCode,
    ).toBe(200);
    await markPhoneVerified(testApp, ada.userId);
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: '/account-configuration/phone-number-slot',
          headers: ada.authorization,
          payload: { slot: 2, storyElementId: pip.id },
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(() => testApp?.close());

  /** A webhook as Twilio sends it: the form, signed over the full URL (query included). */
  function webhook(url: string, params: Record<string, string>, signature?: string | null) {
    const form = { AccountSid: twilio.accountSid, To: twilio.phoneNumber, ...params };
    const signed =
      signature === undefined ? twilioSignature(twilio.authToken, url, form) : signature;
    return testApp.app.inject({
      method: 'POST',
      url: url.slice(PUBLIC_URL.length),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signed === null ? {} : { 'x-twilio-signature': signed }),
      },
      payload: new URLSearchParams(form).toString(),
    });
  }
  const incoming = (callSid: string, from: string, signature?: string | null) =>
    webhook(
      `${PUBLIC_URL}/api/phone/incoming`,
      { CallSid: callSid, From: from, CallStatus: 'ringing' },
      signature,
    );

  const balanceOf = async (userId: string) =>
    (await testApp.services.plans.subscriptions.getCurrentSubscription(userId)).creditsAvailable;
  async function setBalance(userId: string, credits: number) {
    const current = await balanceOf(userId);
    if (current === credits) return;
    await testApp.services.plans.credits.grantCredits({
      userId,
      amount: credits - current,
      reason: 'admin',
      idempotencyKey: `test-balance:${randomBytes(6).toString('hex')}`,
    });
  }
  const minuteCost = async () =>
    (await testApp.services.plans.systemConfiguration.getCurrent()).systemCosts
      .creditsPerMinuteOfCall;

  it('answers the family’s number with the slot’s character, then answers what the child says', async () => {
    await setBalance(ada.userId, 10);
    const cost = await minuteCost();
    const callSid = newCallSid();
    const answered = await incoming(callSid, ADA_PHONE);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/xml/);
    expect(answered.body).toContain('<Say language="en-US">');
    expect(spoken(answered.body)[0]).toMatch(/Pip/);
    const action = gatherActionOf(answered.body);
    expect(action.startsWith(`${PUBLIC_URL}/api/phone/gather?`)).toBe(true);
    // The first minute is paid as the call is answered: a call of the calls module, on the phone.
    expect(await balanceOf(ada.userId)).toBe(10 - cost);
    const call = (await voiceCallOf(testApp, callSid))!;
    expect(call).toMatchObject({ channel: 'phone', child_profile_id: null });
    expect(await keysOf(testApp, call.id)).toEqual([`voice-call:${call.id}:0`]);

    const turn = await webhook(action, {
      CallSid: callSid,
      From: ADA_PHONE,
      SpeechResult: 'What is your favourite food?',
      Confidence: '0.92',
    });
    expect(turn.statusCode).toBe(200);
    const [reply] = spoken(turn.body);
    expect(reply).toContain('blueberry pancakes');
    expect(gatherActionOf(turn.body)).not.toBe(action);
    // The transcript is the family's conversation with Pip.
    const { rows } = await testApp.platform.database.pool.query<{ role: string; text: string }>(
      `select m.role, m.text from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where c.user_id = $1 and c.character_id = $2 order by m.id desc limit 2`,
      [ada.userId, pip.id],
    );
    expect(rows.map((row) => row.text)).toEqual([reply, 'What is your favourite food?']);
    // Still in the first minute: nothing more is charged.
    expect(await balanceOf(ada.userId)).toBe(10 - cost);

    // The same step again, perfectly signed, is a replay.
    const replayed = await webhook(action, {
      CallSid: callSid,
      From: ADA_PHONE,
      SpeechResult: 'What is your favourite food?',
      Confidence: '0.92',
    });
    expect(replayed.statusCode).toBe(403);
    // And so is the call's first webhook.
    expect((await incoming(callSid, ADA_PHONE)).statusCode).toBe(403);
  });

  it('keeps the chat’s safety checks: personal details get the safe answer and tell the parent', async () => {
    await setBalance(ada.userId, 10);
    const callSid = newCallSid();
    const xml = (await incoming(callSid, ADA_PHONE)).body;
    const turn = await webhook(gatherActionOf(xml), {
      CallSid: callSid,
      From: ADA_PHONE,
      SpeechResult: 'my address is 12 Oak Street',
    });
    expect(spoken(turn.body)[0]).toBe(SAFE_REPLIES.en['personal-details']);
    const [event] = await listChatSafetyEvents(testApp.platform.database.db, ada.userId);
    expect(event).toMatchObject({
      kind: 'personal-details',
      message: 'my address is 12 Oak Street',
    });
  });

  it('lets a family with several slots choose who answers, by keypad or by name', async () => {
    const cy = await signedInUser(testApp, 'cy@example.org');
    const { pip: cysPip, lola } = await pipWithNotes(testApp, cy);
    await testApp.services.plans.subscriptions.setupDefaultSubscription(cy.userId);
    await setBalance(cy.userId, 10);
    const put = (url: string, payload: object) =>
      testApp.app.inject({ method: 'PUT', url, headers: cy.authorization, payload });
    await put('/account-configuration/phone-number', { countryCode: '1', number: '415 555 0142' });
    await markPhoneVerified(testApp, cy.userId);
    await put('/account-configuration/phone-number-slot', { slot: 2, storyElementId: cysPip.id });
    await put('/account-configuration/phone-number-slot', { slot: 4, storyElementId: lola.id });
    const CY_PHONE = '+14155550142';

    const callSid = newCallSid();
    const menu = (await incoming(callSid, CY_PHONE)).body;
    expect(menu).toContain('<Gather input="dtmf speech" numDigits="1"');
    expect(spoken(menu)).toEqual([
      `${PHONE_TEXTS.en.menu} ${PHONE_TEXTS.en.menuOption(2, 'Pip')} ${PHONE_TEXTS.en.menuOption(4, 'Lola')}`,
    ]);
    const menuAction = menuActionOf(menu);
    // A key no slot has: asked again.
    const again = (await webhook(menuAction, { CallSid: callSid, From: CY_PHONE, Digits: '5' }))
      .body;
    expect(again).toContain('<Gather input="dtmf speech"');
    const againAction = menuActionOf(again);
    const lolaAnswers = await webhook(againAction, {
      CallSid: callSid,
      From: CY_PHONE,
      Digits: '4',
    });
    expect(spoken(lolaAnswers.body)[0]).toMatch(/Lola/);
    const reply = await webhook(gatherActionOf(lolaAnswers.body), {
      CallSid: callSid,
      From: CY_PHONE,
      SpeechResult: 'who are you',
    });
    expect(spoken(reply.body)[0]).toMatch(/squirrel|path/i);
    // The menu is not metered: one minute for the whole call so far, from Lola's answer.
    expect(await balanceOf(cy.userId)).toBe(10 - (await minuteCost()));
    const call = (await voiceCallOf(testApp, callSid))!;
    expect(await keysOf(testApp, call.id)).toEqual([`voice-call:${call.id}:0`]);

    // Saying a name works too.
    const byName = newCallSid();
    const second = (await incoming(byName, CY_PHONE)).body;
    const secondAction = menuActionOf(second);
    const pipAnswers = await webhook(secondAction, {
      CallSid: byName,
      From: CY_PHONE,
      SpeechResult: 'Pip please',
    });
    expect(spoken(pipAnswers.body)[0]).toMatch(/Pip/);
  });

  it('politely refuses an unknown caller, and charges nobody', async () => {
    const callSid = newCallSid();
    const response = await incoming(callSid, '+14155550199');
    expect(response.statusCode).toBe(200);
    expect(spoken(response.body)).toEqual([PHONE_TEXTS.en.refused]);
    expect(response.body).toContain('<Hangup/>');
    expect(response.body).not.toContain('<Gather');
    expect(await voiceCallOf(testApp, callSid)).toBeNull();
  });

  it('refuses unsigned, tampered, foreign-account and stale webhooks, changing nothing', async () => {
    await setBalance(ada.userId, 10);
    const url = `${PUBLIC_URL}/api/phone/incoming`;
    const form = {
      AccountSid: twilio.accountSid,
      To: twilio.phoneNumber,
      CallSid: newCallSid(),
      From: '+14155550199',
      CallStatus: 'ringing',
    };
    // Signed for another caller, sent with Ada's number.
    const forged = twilioSignature(twilio.authToken, url, form);
    const tampered = await incoming(form.CallSid, ADA_PHONE, forged);
    expect(tampered.statusCode).toBe(403);
    expect((await incoming(newCallSid(), ADA_PHONE, null)).statusCode).toBe(403);
    expect(
      (await incoming(newCallSid(), ADA_PHONE, twilioSignature('another-token-123456', url, form)))
        .statusCode,
    ).toBe(403);
    const otherAccount = await webhook(url, {
      AccountSid: `AC${'f'.repeat(32)}`,
      CallSid: newCallSid(),
      From: ADA_PHONE,
    });
    expect(otherAccount.statusCode).toBe(403);
    expect(await balanceOf(ada.userId)).toBe(10);

    // A step of a real call, signed by us but handed out too long ago, then one we never signed.
    const callSid = newCallSid();
    await incoming(callSid, ADA_PHONE);
    const old = stepActionUrl(twilio, PUBLIC_URL, {
      call: callSid,
      step: 1,
      at: Date.now() - STEP_MAX_AGE_MS - 1000,
      quiet: 0,
    });
    const stale = await webhook(old, { CallSid: callSid, SpeechResult: 'hello' });
    expect(stale.statusCode).toBe(403);
    const unsigned = `${PUBLIC_URL}/api/phone/gather?call=${callSid}&step=1&at=${Date.now()}&quiet=0&token=made-up`;
    expect((await webhook(unsigned, { CallSid: callSid, SpeechResult: 'hello' })).statusCode).toBe(
      403,
    );
    // A step for another call.
    const elsewhere = stepActionUrl(twilio, PUBLIC_URL, {
      call: newCallSid(),
      step: 1,
      at: Date.now(),
      quiet: 0,
    });
    expect((await webhook(elsewhere, { CallSid: callSid, SpeechResult: 'hello' })).statusCode).toBe(
      403,
    );
    expect(await balanceOf(ada.userId)).toBe(10 - (await minuteCost()));
  });
});

describe('phone calls metered and ruled by the calls module, on a fake clock', () => {
  const T0 = new Date('2026-11-26T10:00:00.000Z');
  const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
  /** What a minute costs here: more than 1, so a double charge shows. */
  const COST = 3;
  let testApp: TestApp;
  let calls: Calls;
  let phone: PhoneLinesService;
  let now = T0;
  let families = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        PUBLIC_URL,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_PHONE_NUMBER: twilio.phoneNumber,
      },
    });
    const { plans } = testApp.services;
    const configuration = await plans.systemConfiguration.getCurrent();
    await plans.systemConfiguration.replace({
      ...configuration,
      systemCosts: { ...configuration.systemCosts, creditsPerMinuteOfCall: COST },
    });
    calls = createCalls(callsDepsOf(testApp.config, testApp.platform, plans, () => now));
    phone = createPhoneLinesService({
      db: testApp.platform.database.db,
      twilio: testApp.config.twilio,
      publicUrl: PUBLIC_URL,
      calls,
      logger: { warn: () => {} },
      now: () => now,
    });
  });
  afterAll(() => testApp?.close());
  beforeEach(() => {
    now = T0;
  });

  type Family = { caller: Caller; pip: { id: string }; lola: { id: string }; phone: string };

  /** A family with Pip in slot 2, its own number, and exactly `credits`. */
  async function family(credits: number): Promise<Family> {
    families += 1;
    const caller = await signedInUser(testApp, `phone.family${families}@example.org`);
    const { pip, lola } = await pipWithNotes(testApp, caller);
    const { plans } = testApp.services;
    await plans.subscriptions.setupDefaultSubscription(caller.userId);
    const current = (await plans.subscriptions.getCurrentSubscription(caller.userId))
      .creditsAvailable;
    if (current !== credits)
      await plans.credits.grantCredits({
        userId: caller.userId,
        amount: credits - current,
        reason: 'admin',
        idempotencyKey: `test-balance:${caller.userId}`,
      });
    const number = `415 555 ${String(1000 + families)}`;
    const put = (url: string, payload: object) => send(testApp, caller, 'PUT', url, payload);
    expect(
      (await put('/account-configuration/phone-number', { countryCode: '1', number })).statusCode,
    ).toBe(200);
    await markPhoneVerified(testApp, caller.userId);
    await put('/account-configuration/phone-number-slot', { slot: 2, storyElementId: pip.id });
    return { caller, pip, lola, phone: `+1415555${1000 + families}` };
  }
  const balanceOf = async (caller: Caller) =>
    (await testApp.services.plans.subscriptions.getCurrentSubscription(caller.userId))
      .creditsAvailable;

  /** Twilio's form for a webhook, signed over its full URL. */
  function signed(url: string, params: Record<string, string>) {
    const form = { AccountSid: twilio.accountSid, To: twilio.phoneNumber, ...params };
    return { form, signature: twilioSignature(twilio.authToken, url, form) };
  }
  const incoming = async (callSid: string, from: string, seconds = 0) => {
    now = at(seconds);
    const { form, signature } = signed(`${PUBLIC_URL}/api/phone/incoming`, {
      CallSid: callSid,
      From: from,
      CallStatus: 'ringing',
    });
    return phone.incoming('/api/phone/incoming', form, signature);
  };
  /** The child says `words` (none: a silence) into the Gather of `xml`, `seconds` into the test. */
  const gather = async (xml: string, callSid: string, seconds: number, words?: string) => {
    now = at(seconds);
    const action = gatherActionOf(xml);
    const { form, signature } = signed(action, {
      CallSid: callSid,
      ...(words === undefined ? {} : { SpeechResult: words }),
    });
    const url = new URL(action);
    return phone.gathered(
      `${url.pathname}${url.search}`,
      Object.fromEntries(url.searchParams),
      form,
      signature,
    );
  };
  const status = async (callSid: string, seconds: number, duration: number) => {
    now = at(seconds);
    const { form, signature } = signed(`${PUBLIC_URL}/api/phone/status`, {
      CallSid: callSid,
      CallStatus: 'completed',
      CallDuration: String(duration),
    });
    await phone.status('/api/phone/status', form, signature);
  };
  const phoneLedger = async (callSid: string) =>
    (
      await testApp.platform.database.pool.query(
        `select 1 from credit_ledger where reference = $1`,
        [`phone-call:${callSid}`],
      )
    ).rows;

  it('charges each started minute exactly across its boundaries, and no minute after the reported end', async () => {
    const ada = await family(30);
    const callSid = newCallSid();
    let xml = await incoming(callSid, ada.phone);
    expect(spoken(xml)[0]).toMatch(/Pip/);
    const call = (await voiceCallOf(testApp, callSid))!;
    expect(await balanceOf(ada.caller)).toBe(30 - COST);

    xml = await gather(xml, callSid, 59.9, 'where do you live');
    expect(spoken(xml)[0]).toContain('hollow log');
    expect(await keysOf(testApp, call.id)).toEqual([`voice-call:${call.id}:0`]);
    // A silence is a sign of life, metered as a heartbeat: the second minute began at 60 s.
    xml = await gather(xml, callSid, 60);
    expect(spoken(xml)).toEqual([PHONE_TEXTS.en.stillThere]);
    expect(await balanceOf(ada.caller)).toBe(30 - 2 * COST);
    xml = await gather(xml, callSid, 119.9, 'what is your favourite food');
    expect(spoken(xml)[0]).toContain('blueberry pancakes');
    expect(await balanceOf(ada.caller)).toBe(30 - 2 * COST);

    // Twilio reports the end at 200 s by our clock, the call having lasted 150 s: the third
    // minute (from 120 s) is charged, the fourth (from 180 s, after the end) is not.
    await status(callSid, 200, 150);
    expect(await keysOf(testApp, call.id)).toEqual(
      [0, 1, 2].map((k) => `voice-call:${call.id}:${k}`),
    );
    expect(await balanceOf(ada.caller)).toBe(30 - 3 * COST);
    expect(await phoneLedger(callSid)).toEqual([]);
    expect(await voiceCallOf(testApp, callSid)).toMatchObject({
      paid_minutes: 3,
      end_reason: 'hung-up',
    });
    // A second status changes nothing, and the ended call takes no more steps.
    await status(callSid, 260, 150);
    expect(await balanceOf(ada.caller)).toBe(30 - 3 * COST);
    await expect(gather(xml, callSid, 205, 'hello')).rejects.toMatchObject({ status: 403 });

    // The export lists the phone call with the call it became, as web calls are listed.
    const sections = (
      await testApp.app.inject({ url: '/api/me/export', headers: ada.caller.authorization })
    ).json().sections;
    expect(sections.phoneCalls).toContainEqual(
      expect.objectContaining({
        callSid,
        callId: call.id,
        characterId: ada.pip.id,
        endReason: 'completed',
        paidMinutes: 3,
      }),
    );
    expect(sections.calls).toContainEqual(
      expect.objectContaining({
        id: call.id,
        channel: 'phone',
        externalId: callSid,
        paidMinutes: 3,
        endReason: 'hung-up',
      }),
    );
  });

  it('bounds the charge by the reported duration: a call of exactly 60 s pays one minute', async () => {
    const ada = await family(30);
    const exact = newCallSid();
    await incoming(exact, ada.phone);
    await status(exact, 75, 60);
    const call = (await voiceCallOf(testApp, exact))!;
    expect(await keysOf(testApp, call.id)).toEqual([`voice-call:${call.id}:0`]);

    // Our clock is sooner than the reported end: the minutes started by our clock.
    const longer = newCallSid();
    await incoming(longer, ada.phone, 0);
    await status(longer, 70, 130);
    const other = (await voiceCallOf(testApp, longer))!;
    expect(other.paid_minutes).toBe(2);
    expect(await balanceOf(ada.caller)).toBe(30 - 3 * COST);
  });

  it('says the reply, then the goodbye, and hangs up when no minute can follow; answers no call it cannot pay', async () => {
    const ada = await family(COST);
    const callSid = newCallSid();
    const xml = await incoming(callSid, ada.phone);
    expect(await balanceOf(ada.caller)).toBe(0);
    // 40 s in: the last 30 s of the paid minute, and the balance cannot pay the next.
    const last = await gather(xml, callSid, 40, 'what do you like to eat');
    expect(spoken(last)).toEqual([
      expect.stringContaining('blueberry pancakes'),
      BALANCE_GOODBYES.en,
    ]);
    expect(last).toContain('<Hangup/>');
    expect(last).not.toContain('<Gather');
    await status(callSid, 45, 45);
    const call = (await voiceCallOf(testApp, callSid))!;
    expect(call).toMatchObject({ paid_minutes: 1, end_reason: 'balance' });
    expect(await keysOf(testApp, call.id)).toHaveLength(1);

    const unpaid = newCallSid();
    const refused = await incoming(unpaid, ada.phone, 100);
    expect(spoken(refused)).toEqual([PHONE_TEXTS.en.noMinutes]);
    expect(refused).toContain('<Hangup/>');
    expect(await voiceCallOf(testApp, unpaid)).toBeNull();
    expect(await balanceOf(ada.caller)).toBe(0);
  });

  it("refuses a call in the child's quiet hours with the character's kind goodbye, charging nothing", async () => {
    const ada = await family(30);
    // 10:00 in the family's zone (UTC) is inside 09:00–11:00.
    await childProfile(testApp, ada.caller, {
      name: 'Noa',
      rules: { quietHours: { start: '09:00', end: '11:00' } },
    });
    const callSid = newCallSid();
    const xml = await incoming(callSid, ada.phone);
    expect(spoken(xml)).toEqual([callGoodbyeFor('quiet-hours', 'en')]);
    expect(xml).toContain('<Hangup/>');
    expect(xml).not.toContain('<Gather');
    expect(await voiceCallOf(testApp, callSid)).toBeNull();
    expect(await balanceOf(ada.caller)).toBe(30);
    // After the quiet hours, the same child's call is answered.
    const later = newCallSid();
    expect(spoken(await incoming(later, ada.phone, 3600))[0]).toMatch(/Pip/);
  });

  it("refuses a character that is not on the child's allow-list", async () => {
    const ada = await family(30);
    await childProfile(testApp, ada.caller, {
      name: 'Noa',
      rules: { allowedCharacterIds: [ada.lola.id] },
    });
    const callSid = newCallSid();
    const xml = await incoming(callSid, ada.phone);
    expect(spoken(xml)).toEqual([callGoodbyeFor('not-allowed', 'en')]);
    expect(xml).toContain('<Hangup/>');
    expect(await balanceOf(ada.caller)).toBe(30);
  });

  it("shares a child's daily call minutes between web calls and phone calls", async () => {
    const ada = await family(30);
    const mia = await childProfile(testApp, ada.caller, { rules: { dailyCallMinutes: 2 } });
    // A minute on the web…
    const web = await calls.start({
      familyId: ada.caller.userId,
      childProfileId: mia.id,
      characterId: ada.pip.id,
      storyId: 'all',
      withAudio: false,
    });
    now = at(15);
    await calls.hangUp(ada.caller.userId, web.callId);
    // …and the phone line (following Mia, the only child) has one left.
    const callSid = newCallSid();
    let xml = await incoming(callSid, ada.phone, 60);
    expect(spoken(xml)[0]).toMatch(/Pip/);
    const call = (await voiceCallOf(testApp, callSid))!;
    expect(call.child_profile_id).toBe(mia.id);
    xml = await gather(xml, callSid, 80, 'where do you live');
    expect(xml).toContain('<Gather');
    // A silence in the last 30 s of the paid minute: the day's minutes are used up.
    xml = await gather(xml, callSid, 95);
    expect(spoken(xml)).toEqual([callGoodbyeFor('daily-limit', 'en')]);
    expect(xml).toContain('<Hangup/>');
    expect(await voiceCallOf(testApp, callSid)).toMatchObject({
      paid_minutes: 1,
      end_reason: 'rule',
      end_rule: 'daily-limit',
    });
    // The next call today is refused, and so is Mia's next web call.
    const again = await incoming(newCallSid(), ada.phone, 200);
    expect(spoken(again)).toEqual([callGoodbyeFor('daily-limit', 'en')]);
    now = at(210);
    const webAgain = await calls.start({
      familyId: ada.caller.userId,
      childProfileId: mia.id,
      characterId: ada.pip.id,
      storyId: 'all',
      withAudio: false,
    });
    expect(webAgain).toMatchObject({ callId: 'resting', ended: { rule: 'daily-limit' } });
    expect(await balanceOf(ada.caller)).toBe(30 - 2 * COST);
  });

  it("follows the child the parent chose (else the earliest profile), and shows the call in that child's transcripts", async () => {
    const ada = await family(30);
    const first = await childProfile(testApp, ada.caller, {
      name: 'Noa',
      rules: { callsEnabled: false },
    });
    const second = await childProfile(testApp, ada.caller, { name: 'Mia' });
    // Made in this order (the clock could give both the same millisecond).
    await testApp.platform.database.pool.query(
      `update child_profiles set created_at = created_at - interval '1 hour' where id = $1`,
      [first.id],
    );
    // None chosen: the earliest profile's rules hold, and Noa may not call.
    const refused = await incoming(newCallSid(), ada.phone);
    expect(spoken(refused)).toEqual([callGoodbyeFor('calls-off', 'en')]);
    expect((await send(testApp, ada.caller, 'GET', '/api/parents/settings')).json()).toMatchObject({
      phoneLineChildProfileId: null,
    });

    const stranger = await signedInUser(testApp, `stranger${families}@example.org`);
    const theirs = await childProfile(testApp, stranger);
    expect(
      (await setParentSettings(testApp, ada.caller, { phoneLineChildProfileId: theirs.id }))
        .statusCode,
    ).toBe(400);
    const chosen = await setParentSettings(testApp, ada.caller, {
      phoneLineChildProfileId: second.id,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ phoneLineChildProfileId: second.id });
    // Saving the other settings without it keeps it.
    await setParentSettings(testApp, ada.caller, { weeklyDigest: false });
    expect((await send(testApp, ada.caller, 'GET', '/api/parents/settings')).json()).toMatchObject({
      phoneLineChildProfileId: second.id,
    });

    const callSid = newCallSid();
    const xml = await incoming(callSid, ada.phone, 10);
    expect(spoken(xml)[0]).toMatch(/Pip/);
    expect((await voiceCallOf(testApp, callSid))!.child_profile_id).toBe(second.id);
    const turn = await gather(xml, callSid, 20, 'what is your favourite food');
    const [reply] = spoken(turn);
    const transcripts = (
      await send(testApp, ada.caller, 'GET', `/api/parents/transcripts?childProfileId=${second.id}`)
    ).json<{ transcripts: Transcript[] }>().transcripts;
    expect(transcripts).toHaveLength(1);
    expect(transcripts[0]).toMatchObject({ childProfileId: second.id, characterName: 'Pip' });
    expect(transcripts[0]!.messages.slice(-2).map((message) => message.text)).toEqual([
      'what is your favourite food',
      reply,
    ]);

    // The chosen child's profile deleted: the earliest again.
    await send(testApp, ada.caller, 'DELETE', `/api/parents/profiles/${second.id}`);
    expect(spoken(await incoming(newCallSid(), ada.phone, 30))).toEqual([
      callGoodbyeFor('calls-off', 'en'),
    ]);
  });
});

describe('phone lines without Twilio', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('documents the three webhooks in the OpenAPI reference', async () => {
    const paths = (await testApp.app.inject({ url: '/docs/json' })).json().paths;
    for (const path of ['/api/phone/incoming', '/api/phone/gather', '/api/phone/status']) {
      expect(paths[path]?.post?.tags, path).toEqual(['phone lines']);
    }
  });

  it('answers 404 on every phone webhook', async () => {
    for (const path of ['/api/phone/incoming', '/api/phone/gather?call=x', '/api/phone/status']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'CallSid=CA0123456789&From=%2B447700900123',
      });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
