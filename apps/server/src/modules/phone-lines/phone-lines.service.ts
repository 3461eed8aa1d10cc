import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VoiceCallEvent, VoiceCallStartResponse } from '@storyloom/contracts';
import type { TwilioConfig } from '../../config.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.js';
import { familiesCallingFrom, phoneSlotsOf } from '../account-configuration/index.js';
import type { Calls } from '../calls/index.js';
import { spokenCharacter } from '../chat/index.js';
import { phoneLineChildOf } from '../parents/index.js';
import {
  answerCall,
  chooseCharacter,
  endCall,
  insertCall,
  selectCall,
  takeStep,
  type PhoneCallRow,
} from './phone-lines.repository.js';
import { isTwilioSignatureValid, type FormParams } from './twilio-signature.js';
import { twiml, type PhoneLanguage, type Verb } from './twiml.js';

// Phone lines (docs/decisions/0028-phone-lines.md): Twilio calls our webhooks as a call goes on.
// Every webhook must carry Twilio's signature; each step's action URL is ours, signed by us with
// its step and time, and taken once, so a replayed or stale step is refused. Once the character
// is known the call is a voice call of the calls module on the phone channel (decision 0033): its
// minutes, the parents' rules, the chat turn with safety both ways and the captions are the
// calls module's; Twilio speaks the texts.

export type PhoneLinesDeps = {
  db: Db;
  twilio: TwilioConfig | undefined;
  /** Where Twilio reaches this server (PUBLIC_URL): the signed URLs are built on it. */
  publicUrl: string;
  /** The voice calls (modules/calls), on the same clock as `now`. */
  calls: Pick<Calls, 'core' | 'start' | 'utterance' | 'heartbeat' | 'hangUp'>;
  logger: { warn(details: object, message: string): void };
  now: () => Date;
};

export const GATHER_PATH = '/api/phone/gather';
/** A step's action URL is good for this long after we handed it out. */
export const STEP_MAX_AGE_MS = 10 * 60_000;
/** Silences (or wrong choices at the menu) in a row before the call says goodbye. */
const MAX_QUIET = 2;
/** How long one answer may take before the child hears that it failed. */
const TURN_TIMEOUT_MS = 15_000;

export const PHONE_TEXTS = {
  en: {
    refused: 'Hello! This phone line only answers calls from the families who use it. Goodbye!',
    noCharacter:
      'Hello! No character answers this phone line yet. Ask a grown-up to choose one in the settings. Goodbye!',
    noMinutes: 'Sorry, there are no call minutes left just now. Please ask a grown-up. Goodbye!',
    stillThere: 'Are you still there? Ask me anything!',
    quietGoodbye: "I can't hear you, so let's talk another time. Goodbye!",
    failed: 'Sorry, I could not answer just now. Please ask me again.',
    menu: 'Hello! Who would you like to talk to?',
    menuOption: (digit: number, name: string) => `For ${name}, press ${digit}.`,
  },
  es: {
    refused: '¡Hola! Esta línea solo atiende llamadas de las familias que la usan. ¡Adiós!',
    noCharacter:
      '¡Hola! Todavía no hay ningún personaje en esta línea. Pide a un adulto que elija uno en los ajustes. ¡Adiós!',
    noMinutes: 'Lo siento, ahora no quedan minutos de llamada. Pídeselo a un adulto. ¡Adiós!',
    stillThere: '¿Sigues ahí? ¡Pregúntame lo que quieras!',
    quietGoodbye: 'No te oigo, así que hablamos otro día. ¡Adiós!',
    failed: 'Lo siento, ahora no he podido contestar. Pregúntamelo otra vez.',
    menu: '¡Hola! ¿Con quién quieres hablar?',
    menuOption: (digit: number, name: string) => `Para ${name}, pulsa el ${digit}.`,
  },
} as const;

const CALL_SID = /^CA[0-9A-Za-z]{8,64}$/;
const WHOLE_SECONDS = /^\d{1,7}$/;

export type PhoneLinesService = ReturnType<typeof createPhoneLinesService>;

export function createPhoneLinesService(deps: PhoneLinesDeps) {
  const { db, calls } = deps;

  /** The Twilio settings, after the request's signature and account were checked. */
  function verified(path: string, params: FormParams, signature: string | undefined) {
    const twilio = deps.twilio;
    if (!twilio) throw notFound('Phone calls are not set up on this server.');
    const url = `${deps.publicUrl}${path}`;
    if (!isTwilioSignatureValid(twilio.authToken, url, params, signature)) {
      throw forbidden('This request is not signed by Twilio.');
    }
    if (params.AccountSid !== twilio.accountSid) {
      throw forbidden('This request is for another Twilio account.');
    }
    const callSid = params.CallSid ?? '';
    if (!CALL_SID.test(callSid)) throw badRequest('CallSid is missing or not a call id.');
    return { twilio, callSid };
  }

  /** The next step's action URL, handed out now. */
  const actionUrl = (twilio: TwilioConfig, call: string, step: number, quiet: number) =>
    stepActionUrl(twilio, deps.publicUrl, { call, step, at: deps.now().getTime(), quiet });

  /** The step an action URL names, when we signed it, for this call, not too long ago. */
  function stepOf(twilio: TwilioConfig, callSid: string, query: Record<string, string>) {
    const fields: ActionFields = {
      call: query.call ?? '',
      step: Number(query.step),
      at: Number(query.at),
      quiet: Number(query.quiet),
    };
    const given = Buffer.from(query.token ?? '');
    const expected = Buffer.from(actionToken(twilio, fields));
    const signed = given.length === expected.length && timingSafeEqual(given, expected);
    if (
      !signed ||
      !Number.isSafeInteger(fields.at) ||
      !Number.isSafeInteger(fields.quiet) ||
      fields.call !== callSid ||
      !Number.isSafeInteger(fields.step)
    ) {
      throw forbidden('This step was not handed out for this call.');
    }
    const age = deps.now().getTime() - fields.at;
    if (age > STEP_MAX_AGE_MS || age < -60_000) throw forbidden('This step is too old.');
    return fields;
  }

  async function end(callSid: string, reason: string) {
    await endCall(db, callSid, deps.now(), reason);
  }

  /** Says the texts and hangs up, the phone line's record of the call ended for `reason`. */
  async function goodbye(
    callSid: string,
    reason: string,
    texts: string[],
    language: PhoneLanguage,
  ) {
    await end(callSid, reason);
    const said: Verb[] = texts.filter((text) => text !== '').map((text) => ({ say: text }));
    return twiml([...said, { hangup: true }], language);
  }

  /**
   * The character answers: a voice call on the phone channel, following the rules of the child
   * the phone line follows (none without child profiles: the parent's call). Its greeting, or a
   * rule's kind goodbye, or "no minutes" when the balance cannot pay the first minute.
   */
  async function startCall(
    twilio: TwilioConfig,
    callSid: string,
    familyId: string,
    characterId: string,
    step: number,
  ) {
    const child = await phoneLineChildOf(db, familyId);
    let started: VoiceCallStartResponse;
    try {
      started = await calls.start({
        familyId,
        childProfileId: child?.id ?? null,
        characterId,
        storyId: null,
        channel: 'phone',
        externalId: callSid,
        withAudio: false,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'insufficient_credits')) throw error;
      const { language } = await spokenCharacter({ db }, familyId, characterId, callSid);
      return goodbye(callSid, 'balance', [PHONE_TEXTS[language].noMinutes], language);
    }
    if (started.ended) {
      return goodbye(callSid, started.ended.reason, [started.greeting.text], started.language);
    }
    return twiml(
      [{ say: started.greeting.text }, { gather: { action: actionUrl(twilio, callSid, step, 0) } }],
      started.language,
    );
  }

  return {
    /** Twilio's "a call comes in": the family's character answers, or the caller is refused. */
    async incoming(path: string, params: FormParams, signature: string | undefined) {
      const { twilio, callSid } = verified(path, params, signature);
      const now = deps.now();
      if (!(await insertCall(db, callSid, now))) throw forbidden('This call was answered before.');
      const families = await familiesCallingFrom(db, params.From ?? '');
      // Two families saving one number cannot both be this caller: neither is answered.
      const family = families.length === 1 ? families[0]! : undefined;
      if (!family) return goodbye(callSid, 'refused', [PHONE_TEXTS.en.refused], 'en');
      const slot = family.slots[0];
      if (!slot) return goodbye(callSid, 'refused', [PHONE_TEXTS.en.noCharacter], 'en');
      const several = family.slots.length > 1;
      await answerCall(db, callSid, {
        userId: family.userId,
        characterId: several ? null : slot.storyElementId,
      });
      // Several characters: the menu first, which is not metered (the call begins with the answer).
      if (several) return menuFor(twilio, (await selectCall(db, callSid))!, 1, 0);
      return startCall(twilio, callSid, family.userId, slot.storyElementId, 1);
    },

    /** What the child said (Twilio's SpeechResult), or a silence: the character answers. */
    async gathered(
      path: string,
      query: Record<string, string>,
      params: FormParams,
      signature: string | undefined,
    ) {
      const { twilio, callSid } = verified(path, params, signature);
      const step = stepOf(twilio, callSid, query);
      const phoneCall = await takeStep(db, callSid, step.step);
      if (!phoneCall) throw forbidden('This step was taken before, or the call has ended.');
      const call = await calls.core.findByExternalId(callSid);
      // No character has answered yet: this is the caller's choice at the menu.
      if (!call) return chosen(twilio, phoneCall, step, params);
      const { familyId, callId, language } = call;
      const texts = PHONE_TEXTS[language];
      const next = (quiet: number) => ({
        gather: { action: actionUrl(twilio, callSid, step.step + 1, quiet) },
      });
      const words = (params.SpeechResult ?? '').trim();
      try {
        if (!words) {
          // A silence is a sign of life: metered as the web page's heartbeat.
          const state = await calls.heartbeat(familyId, callId, false);
          if (state.ended) {
            return goodbye(
              callSid,
              state.ended.reason,
              [state.ended.goodbye?.text ?? ''],
              language,
            );
          }
          if (step.quiet + 1 >= MAX_QUIET) {
            await calls.hangUp(familyId, callId);
            return goodbye(callSid, 'quiet', [texts.quietGoodbye], language);
          }
          return twiml([{ say: texts.stillThere }, next(step.quiet + 1)], language);
        }
        const events = await calls.utterance(
          familyId,
          callId,
          { text: words },
          { signal: AbortSignal.timeout(TURN_TIMEOUT_MS), withAudio: false },
        );
        const done = await doneOf(events).catch((error: unknown) => {
          deps.logger.warn({ err: error, callSid }, 'a phone line turn failed');
          return null;
        });
        if (!done) return twiml([{ say: texts.failed }, next(0)], language);
        const ended = done.state.ended;
        const farewell = ended?.goodbye?.text ?? '';
        // The goodbye closes the reply: said on its own, then the line hangs up.
        const reply =
          farewell && done.reply.endsWith(farewell)
            ? done.reply.slice(0, -farewell.length).trim()
            : done.reply;
        if (ended) return goodbye(callSid, ended.reason, [reply, farewell], language);
        return twiml([{ say: reply }, next(0)], language);
      } catch (error) {
        // The call is gone (its character deleted) or ended without a goodbye (dropped).
        if (error instanceof AppError && (error.status === 404 || error.status === 409)) {
          await end(callSid, 'dropped');
          return twiml([{ hangup: true }], language);
        }
        throw error;
      }
    },

    /**
     * Twilio's status callback: the call hangs up through the calls module, which charges every
     * minute started before its end (the server's clock, or the reported duration when sooner).
     */
    async status(path: string, params: FormParams, signature: string | undefined) {
      const { callSid } = verified(path, params, signature);
      if (params.CallStatus !== 'completed') return;
      const phoneCall = await selectCall(db, callSid);
      if (!phoneCall?.userId) return;
      const call = await calls.core.findByExternalId(callSid);
      if (call && !call.endedAt) {
        const duration = params.CallDuration ?? '';
        // Twilio counts the duration from the answer: our first webhook.
        const endedAt = WHOLE_SECONDS.test(duration)
          ? new Date(phoneCall.startedAt.getTime() + Number(duration) * 1000)
          : undefined;
        try {
          await calls.hangUp(call.familyId, call.callId, endedAt);
        } catch (error) {
          // The character was deleted during the call: nothing is left to charge.
          if (!(error instanceof AppError && error.status === 404)) throw error;
        }
      }
      await end(callSid, 'completed');
    },
  };

  /** The family's characters by slot, for a caller who has several to choose from. */
  async function slotCharacters(call: PhoneCallRow) {
    const characters = [];
    for (const slot of await phoneSlotsOf(db, call.userId!)) {
      const character = await spokenCharacter(
        { db },
        call.userId!,
        slot.storyElementId,
        call.callSid,
      );
      characters.push({ slot: slot.slot, id: slot.storyElementId, ...character });
    }
    return characters;
  }

  /** Who would you like to talk to: each slot's character with its keypad digit (its slot). */
  async function menuFor(twilio: TwilioConfig, call: PhoneCallRow, step: number, quiet: number) {
    const characters = await slotCharacters(call);
    const language = characters[0]?.language ?? 'en';
    const texts = PHONE_TEXTS[language];
    const say = [texts.menu, ...characters.map((c) => texts.menuOption(c.slot, c.name))].join(' ');
    return twiml(
      [{ menu: { action: actionUrl(twilio, call.callSid, step, quiet), say } }],
      language,
    );
  }

  /**
   * The caller's choice from the menu (a digit, or a slot's number or character's name said). The
   * menu is not metered; two silent or wrong tries end it.
   */
  async function chosen(
    twilio: TwilioConfig,
    call: PhoneCallRow,
    step: ActionFields,
    params: FormParams,
  ) {
    const characters = await slotCharacters(call);
    const language = characters[0]?.language ?? 'en';
    const said = `${params.Digits ?? ''} ${params.SpeechResult ?? ''}`.toLowerCase();
    const digit = Number(/\d/.exec(said)?.[0]);
    const pick =
      characters.find((c) => c.slot === digit) ??
      characters.find((c) => said.includes(c.name.toLowerCase()));
    if (!pick) {
      if (step.quiet + 1 >= MAX_QUIET) {
        return goodbye(call.callSid, 'quiet', [PHONE_TEXTS[language].quietGoodbye], language);
      }
      return menuFor(twilio, call, step.step + 1, step.quiet + 1);
    }
    await chooseCharacter(db, call.callSid, pick.id);
    return startCall(twilio, call.callSid, call.userId!, pick.id, step.step + 1);
  }
}

/** The answer's last event: the whole reply and the call's state. */
async function doneOf(events: AsyncIterable<VoiceCallEvent>) {
  for await (const event of events) {
    if (event.type === 'done') return event;
  }
  throw new Error('the call turn ended without a reply');
}

type ActionFields = { call: string; step: number; at: number; quiet: number };

const actionKey = (twilio: TwilioConfig) =>
  createHmac('sha256', twilio.authToken).update('storyloom phone line actions').digest();

const actionToken = (twilio: TwilioConfig, fields: ActionFields) =>
  createHmac('sha256', actionKey(twilio))
    .update(`${fields.call}:${fields.step}:${fields.at}:${fields.quiet}`)
    .digest('base64url');

/** A step's action URL: the call, the step, when it was handed out (`at`), signed by us. */
export function stepActionUrl(twilio: TwilioConfig, publicUrl: string, fields: ActionFields) {
  const query = new URLSearchParams({
    call: fields.call,
    step: String(fields.step),
    at: String(fields.at),
    quiet: String(fields.quiet),
    token: actionToken(twilio, fields),
  });
  return `${publicUrl}${GATHER_PATH}?${query.toString()}`;
}
