import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_VERIFICATION_MESSAGES as MESSAGES,
  phoneVerificationSchema,
  type PhoneVerification,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { asChild, childProfile } from '../parents/parents.test-support.js';
import { PHONE_TEXTS } from '../phone-lines/phone-lines.service.js';
import { twilioSignature } from '../phone-lines/twilio-signature.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import {
  startFakeTwilioMessages,
  type FakeTwilioMessages,
} from './phone-verification.test-support.js';

// A family proves its phone number with a code texted through Twilio (a local fake of its
// Messages API here); only then does the phone line answer calls from that number.

const PUBLIC_URL = 'https://storyloom.example';
const twilio = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'test-auth-token-0123456789',
  phoneNumber: '+15005550006',
};
const STATUS = '/account-configuration/phone-number/verification';
const SEND = `${STATUS}/code`;

describe('verifying the family’s phone number by text message', () => {
  let fake: FakeTwilioMessages;
  let testApp: TestApp;
  let ada: Caller;

  beforeAll(async () => {
    fake = await startFakeTwilioMessages();
    testApp = await buildTestApp({
      env: {
        PUBLIC_URL,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_PHONE_NUMBER: twilio.phoneNumber,
        TWILIO_API_BASE_URL: fake.baseUrl,
      },
    });
    ada = await signedInUser(testApp, 'ada.verify@example.org');
    const { pip } = await pipWithNotes(testApp, ada);
    await testApp.services.plans.subscriptions.setupDefaultSubscription(ada.userId);
    expect(
      (
        await put(ada, '/account-configuration/phone-number-slot', {
          slot: 1,
          storyElementId: pip.id,
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });
  beforeEach(() => fake.succeed());

  const inject = (
    caller: Caller | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: caller?.authorization ?? {},
      ...(payload ? { payload } : {}),
    });
  const put = (caller: Caller, url: string, payload: object) => inject(caller, 'PUT', url, payload);
  const savePhone = (caller: Caller, countryCode: string, number: string) =>
    put(caller, '/account-configuration/phone-number', { countryCode, number });
  const statusOf = async (caller: Caller): Promise<PhoneVerification> => {
    const response = await inject(caller, 'GET', STATUS);
    expect(response.statusCode).toBe(200);
    return phoneVerificationSchema.parse(response.json());
  };
  const sendCode = (caller: Caller) => inject(caller, 'POST', SEND);
  const confirm = (caller: Caller, code: unknown) => inject(caller, 'POST', STATUS, { code });

  /** A call to the phone line from `from`, signed as Twilio signs it. */
  const ring = (from: string) => {
    const url = `${PUBLIC_URL}/api/phone/incoming`;
    const form = {
      AccountSid: twilio.accountSid,
      To: twilio.phoneNumber,
      CallSid: `CA${randomBytes(16).toString('hex')}`,
      From: from,
      CallStatus: 'ringing',
    };
    return testApp.app.inject({
      method: 'POST',
      url: '/api/phone/incoming',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(twilio.authToken, url, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
  };
  const refusedOnTheLine = async (from: string) => {
    const answer = await ring(from);
    expect(answer.statusCode).toBe(200);
    return answer.body.includes(PHONE_TEXTS.en.refused) && !answer.body.includes('<Gather');
  };

  it('keeps the routes to the parent: 401 signed out, 403 for a device acting as a child', async () => {
    const mia = await childProfile(testApp, ada);
    const child = asChild(ada, mia.id);
    expect((await inject(null, 'GET', STATUS)).statusCode).toBe(401);
    expect((await inject(null, 'POST', SEND)).statusCode).toBe(401);
    expect((await inject(child, 'GET', STATUS)).statusCode).toBe(403);
    expect((await inject(child, 'POST', SEND)).statusCode).toBe(403);
    expect((await inject(child, 'POST', STATUS, { code: '123456' })).statusCode).toBe(403);
    expect(fake.messages).toEqual([]);
  });

  it('texts a code to the saved number; a wrong code is refused and counted; the right one verifies, and the line answers', async () => {
    expect(await statusOf(ada)).toEqual({ status: 'none', code: null });
    const noNumber = await sendCode(ada);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({ error: 'no_phone_number', message: MESSAGES.noNumber });

    expect((await savePhone(ada, '+44', '07700 900123')).statusCode).toBe(200);
    expect(await statusOf(ada)).toEqual({ status: 'unverified', code: null });
    // Saved but not verified: the line refuses it as it refuses a stranger.
    expect(await refusedOnTheLine('+447700900123')).toBe(true);

    const sent = await sendCode(ada);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'unverified',
      code: { triesLeft: PHONE_CODE_MAX_TRIES },
    });
    const expiresAt = Date.parse(sent.json<PhoneVerification>().code!.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(fake.messages).toHaveLength(1);
    const [message] = fake.messages;
    expect(message!.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(message!.authorization).toBe(
      `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
    );
    expect(message!.form).toMatchObject({ To: '+447700900123', From: twilio.phoneNumber });
    const code = fake.lastCode();
    expect(message!.form.Body).toBe(MESSAGES.smsBody('Storyloom', code));

    // Only a hash is stored: the code itself is nowhere in the table.
    const { rows } = await testApp.platform.database.pool.query<Record<string, unknown>>(
      'select * from phone_verification_codes where user_id = $1',
      [ada.userId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);

    // Bodies are validated before anything is counted.
    for (const bad of [undefined, '12345', '1234567', 'abcdef', 123456]) {
      const refused = await confirm(ada, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().message).toContain(MESSAGES.code);
    }
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm(ada, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_code', message: MESSAGES.wrong(4) });
    expect(wrong.json().message).toBe('That code is not right. 4 tries left.');
    expect((await statusOf(ada)).code?.triesLeft).toBe(4);

    // Typed with a space, as people do.
    const right = await confirm(ada, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ status: 'verified', code: null });
    expect(await statusOf(ada)).toEqual({ status: 'verified', code: null });
    expect(await refusedOnTheLine('+447700900123')).toBe(false);
    expect((await ring('+447700900123')).body).toContain('<Gather');

    // A verified number needs no code; the export says it is verified, and holds no code.
    expect((await sendCode(ada)).json()).toMatchObject({ error: 'already_verified' });
    const exported = await inject(ada, 'GET', '/api/me/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().sections.accountConfiguration).toMatchObject({
      phoneNumber: { countryCode: '44', number: '07700900123' },
      phoneNumberVerified: true,
    });
    expect(exported.body).not.toContain('code_hash');
    expect(exported.body).not.toContain('codeHash');
  });

  it('unverifies on a change of number (saving the same number again keeps it), and the line refuses the old one', async () => {
    expect((await statusOf(ada)).status).toBe('verified');
    expect((await savePhone(ada, '44', '07700-900-123')).statusCode).toBe(200);
    expect((await statusOf(ada)).status).toBe('verified');

    expect((await savePhone(ada, '44', '07700 900456')).statusCode).toBe(200);
    expect(await statusOf(ada)).toEqual({ status: 'unverified', code: null });
    expect(await refusedOnTheLine('+447700900456')).toBe(true);
    // Back to the old number: still unverified, the proof went with the change.
    expect((await savePhone(ada, '44', '07700 900123')).statusCode).toBe(200);
    expect((await statusOf(ada)).status).toBe('unverified');
    expect(await refusedOnTheLine('+447700900123')).toBe(true);
    // The whole document written with another number unverifies too.
    const exported = await inject(ada, 'GET', '/api/me/export');
    expect(exported.json().sections.accountConfiguration.phoneNumberVerified).toBe(false);
  });

  it('refuses an expired code, a code for the old number, and a code past its tries; then limits the sends', async () => {
    const ben = await signedInUser(testApp, 'ben.verify@example.org');
    expect((await savePhone(ben, '1', '415 555 0142')).statusCode).toBe(200);
    expect((await confirm(ben, '123456')).json()).toMatchObject({ error: 'no_code' });

    // 1: expired.
    expect((await sendCode(ben)).statusCode).toBe(200);
    await testApp.platform.database.pool.query(
      `update phone_verification_codes set expires_at = now() - interval '1 second' where user_id = $1`,
      [ben.userId],
    );
    const expired = await confirm(ben, fake.lastCode());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'code_expired', message: MESSAGES.expired });
    expect(await statusOf(ben)).toEqual({ status: 'unverified', code: null });

    // 2: sent to a number since changed.
    expect((await sendCode(ben)).statusCode).toBe(200);
    const forOldNumber = fake.lastCode();
    expect((await savePhone(ben, '1', '415 555 0143')).statusCode).toBe(200);
    expect((await confirm(ben, forOldNumber)).json()).toMatchObject({
      error: 'no_code',
      message: MESSAGES.noCode,
    });

    // 3: five wrong tries spend it; the right code then comes too late.
    expect((await sendCode(ben)).statusCode).toBe(200);
    expect(fake.messages.at(-1)!.form.To).toBe('+14155550143');
    const code = fake.lastCode();
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers: string[] = [];
    for (let tries = 0; tries < PHONE_CODE_MAX_TRIES; tries += 1) {
      answers.push((await confirm(ben, wrongCode)).json().message);
    }
    expect(answers).toEqual([
      MESSAGES.wrong(4),
      MESSAGES.wrong(3),
      MESSAGES.wrong(2),
      MESSAGES.wrong(1),
      MESSAGES.wrong(0),
    ]);
    const tooLate = await confirm(ben, code);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({ error: 'code_used_up', message: MESSAGES.usedUp });
    expect((await statusOf(ben)).status).toBe('unverified');

    // A fourth send within the hour is refused, with when to try again; nothing is texted.
    const texted = fake.messages.length;
    const limited = await sendCode(ben);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: MESSAGES.tooManySends });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.messages).toHaveLength(texted);
  });

  it('tells the parent plainly when Twilio refuses the message', async () => {
    const cy = await signedInUser(testApp, 'cy.verify@example.org');
    expect((await savePhone(cy, '1', '415 555 0199')).statusCode).toBe(200);
    fake.fail(400, {
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
      status: 400,
    });
    const refused = await sendCode(cy);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error: 'sms_failed', message: MESSAGES.smsFailed });
    expect(refused.body).not.toContain(twilio.authToken);
    expect(await statusOf(cy)).toEqual({ status: 'unverified', code: null });
  });
});

describe('phone verification without Twilio', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers that phone calls are not set up', async () => {
    const dee = await signedInUser(testApp, 'dee.verify@example.org');
    await testApp.app.inject({
      method: 'PUT',
      url: '/account-configuration/phone-number',
      headers: dee.authorization,
      payload: { countryCode: '44', number: '7700900777' },
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: SEND,
      headers: dee.authorization,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'phone_not_configured',
      message: 'Phone calls are not set up on this server.',
    });
  });
});
