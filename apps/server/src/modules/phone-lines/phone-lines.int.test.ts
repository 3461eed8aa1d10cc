import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFE_REPLIES } from '../../engines/chat/index.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { listChatSafetyEvents } from '../chat/index.js';
import { markPhoneVerified } from '../account-configuration/phone-verification.test-support.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { PHONE_TEXTS, STEP_MAX_AGE_MS, stepActionUrl } from './phone-lines.service.js';
import { twilioSignature } from './twilio-signature.js';

// Phone lines through Twilio, driven as Twilio drives them: signed form posts to our webhooks,
// TwiML back. Minutes are the server's clock: a test moves a call's start back to let time pass.

const PUBLIC_URL = 'https://storyloom.example';
const twilio = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'test-auth-token-0123456789',
  phoneNumber: '+15005550006',
};
const ADA_PHONE = '+447700900123';

const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

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
  /** Lets `seconds` of the call pass on the server's clock. */
  const callStartedAgo = (callSid: string, seconds: number) =>
    testApp.platform.database.pool.query(
      `update phone_calls set started_at = now() - make_interval(secs => $2) where call_sid = $1`,
      [callSid, seconds],
    );
  const callLedger = async (callSid: string) =>
    (
      await testApp.platform.database.pool.query<{ delta: number; idempotency_key: string }>(
        `select delta, idempotency_key from credit_ledger where reference = $1 order by id`,
        [`phone-call:${callSid}`],
      )
    ).rows;

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
    // The first minute is paid as the call is answered.
    expect(await balanceOf(ada.userId)).toBe(10 - cost);

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

  it('charges each started minute of the server’s clock once, and the rest when the call ends', async () => {
    await setBalance(ada.userId, 10);
    const cost = await minuteCost();
    const callSid = newCallSid();
    let xml = (await incoming(callSid, ADA_PHONE)).body;
    await callStartedAgo(callSid, 61);
    xml = (
      await webhook(gatherActionOf(xml), {
        CallSid: callSid,
        From: ADA_PHONE,
        SpeechResult: 'where do you live',
      })
    ).body;
    expect(spoken(xml)[0]).toContain('hollow log');
    expect(await balanceOf(ada.userId)).toBe(10 - 2 * cost);
    // A silence: asked again, nothing charged within the same minute.
    xml = (await webhook(gatherActionOf(xml), { CallSid: callSid, From: ADA_PHONE })).body;
    expect(spoken(xml)).toEqual([PHONE_TEXTS.en.stillThere]);
    expect(await balanceOf(ada.userId)).toBe(10 - 2 * cost);

    // The call ends 150 s in: the third minute had started.
    await callStartedAgo(callSid, 200);
    const ended = await webhook(`${PUBLIC_URL}/api/phone/status`, {
      CallSid: callSid,
      From: ADA_PHONE,
      CallStatus: 'completed',
      CallDuration: '150',
    });
    expect(ended.statusCode).toBe(204);
    expect(await balanceOf(ada.userId)).toBe(10 - 3 * cost);
    expect((await callLedger(callSid)).map((entry) => entry.idempotency_key)).toEqual([
      `phone-call:${callSid}:0`,
      `phone-call:${callSid}:1`,
      `phone-call:${callSid}:2`,
    ]);
    // An ended call takes no more steps, and a second status changes nothing.
    expect(
      (await webhook(gatherActionOf(xml), { CallSid: callSid, SpeechResult: 'hello' })).statusCode,
    ).toBe(403);
    await webhook(`${PUBLIC_URL}/api/phone/status`, {
      CallSid: callSid,
      CallStatus: 'completed',
      CallDuration: '150',
    });
    expect(await balanceOf(ada.userId)).toBe(10 - 3 * cost);

    // The family's export lists the call and its minutes.
    const exported = await testApp.app.inject({
      url: '/api/me/export',
      headers: ada.authorization,
    });
    expect(exported.json().sections.phoneCalls).toContainEqual(
      expect.objectContaining({
        callSid,
        characterId: pip.id,
        endReason: 'completed',
        paidMinutes: 3,
      }),
    );
  });

  it('says goodbye and hangs up when no minute can follow, and answers no call it cannot pay', async () => {
    const cost = await minuteCost();
    await setBalance(ada.userId, cost);
    const callSid = newCallSid();
    const xml = (await incoming(callSid, ADA_PHONE)).body;
    expect(await balanceOf(ada.userId)).toBe(0);
    // 40 s in: the last 30 s of the paid minute, and the balance cannot pay the next.
    await callStartedAgo(callSid, 40);
    const last = await webhook(gatherActionOf(xml), {
      CallSid: callSid,
      From: ADA_PHONE,
      SpeechResult: 'what do you like to eat',
    });
    const said = spoken(last.body);
    expect(said[0]).toContain('blueberry pancakes');
    expect(said[1]).toBe(PHONE_TEXTS.en.timeUp);
    expect(last.body).toContain('<Hangup/>');
    expect(last.body).not.toContain('<Gather');
    await webhook(`${PUBLIC_URL}/api/phone/status`, {
      CallSid: callSid,
      CallStatus: 'completed',
      CallDuration: '45',
    });
    expect(await callLedger(callSid)).toHaveLength(1);
    expect(await balanceOf(ada.userId)).toBe(0);

    const unpaid = newCallSid();
    const refused = await incoming(unpaid, ADA_PHONE);
    expect(spoken(refused.body)).toEqual([PHONE_TEXTS.en.noMinutes]);
    expect(refused.body).toContain('<Hangup/>');
    expect(await callLedger(unpaid)).toEqual([]);
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
    const menuAction = /<Gather input="dtmf speech"[^>]* action="([^"]+)"/
      .exec(menu)![1]!
      .replaceAll('&amp;', '&');
    // A key no slot has: asked again.
    const again = (await webhook(menuAction, { CallSid: callSid, From: CY_PHONE, Digits: '5' }))
      .body;
    expect(again).toContain('<Gather input="dtmf speech"');
    const againAction = /<Gather input="dtmf speech"[^>]* action="([^"]+)"/
      .exec(again)![1]!
      .replaceAll('&amp;', '&');
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
    // One minute for the whole call so far, menu included.
    expect(await balanceOf(cy.userId)).toBe(10 - (await minuteCost()));

    // Saying a name works too.
    const byName = newCallSid();
    const second = (await incoming(byName, CY_PHONE)).body;
    const secondAction = /<Gather input="dtmf speech"[^>]* action="([^"]+)"/
      .exec(second)![1]!
      .replaceAll('&amp;', '&');
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
    expect(await callLedger(callSid)).toEqual([]);
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
