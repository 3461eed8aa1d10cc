import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TwilioConfig } from '../../config.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.js';
import { familiesCallingFrom, phoneSlotsOf } from '../account-configuration/index.js';
import { spokenCharacter, spokenTurn, type chatDepsOf } from '../chat/index.js';
import { SECONDS_PER_MINUTE, type PhoneMeter } from './phone-meter.js';
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
import { twiml, type Verb } from './twiml.js';

// Phone lines (docs/decisions/0028-phone-lines.md): Twilio calls our webhooks as a call goes on.
// Every webhook must carry Twilio's signature; each step's action URL is ours, signed by us with
// its step and time, and taken once, so a replayed or stale step is refused.

export type PhoneLinesDeps = {
  db: Db;
  twilio: TwilioConfig | undefined;
  /** Where Twilio reaches this server (PUBLIC_URL): the signed URLs are built on it. */
  publicUrl: string;
  chat: ReturnType<typeof chatDepsOf>;
  meter: PhoneMeter;
  logger: { warn(details: object, message: string): void };
  now: () => Date;
};

export const GATHER_PATH = '/api/phone/gather';
/** A step's action URL is good for this long after we handed it out. */
export const STEP_MAX_AGE_MS = 10 * 60_000;
/** Within this much of the paid time's end, a reply closes the call when no minute can follow. */
const GOODBYE_WINDOW_MS = 30_000;
/** Silences in a row before the character says goodbye. */
const MAX_QUIET = 2;

export const PHONE_TEXTS = {
  en: {
    refused: 'Hello! This phone line only answers calls from the families who use it. Goodbye!',
    noCharacter:
      'Hello! No character answers this phone line yet. Ask a grown-up to choose one in the settings. Goodbye!',
    noMinutes: 'Sorry, there are no call minutes left just now. Please ask a grown-up. Goodbye!',
    stillThere: 'Are you still there? Ask me anything!',
    quietGoodbye: "I can't hear you, so let's talk another time. Goodbye!",
    timeUp: 'It was lovely talking with you! Our time is up for now. Goodbye!',
    slowDown: "That's a lot of questions! Let's take a little break and talk again soon. Goodbye!",
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
    timeUp: '¡Me ha encantado hablar contigo! Se nos acabó el tiempo. ¡Adiós!',
    slowDown: '¡Cuántas preguntas! Descansemos un poco y hablamos pronto. ¡Adiós!',
    failed: 'Lo siento, ahora no he podido contestar. Pregúntamelo otra vez.',
    menu: '¡Hola! ¿Con quién quieres hablar?',
    menuOption: (digit: number, name: string) => `Para ${name}, pulsa el ${digit}.`,
  },
} as const;

const CALL_SID = /^CA[0-9A-Za-z]{8,64}$/;

export type PhoneLinesService = ReturnType<typeof createPhoneLinesService>;

export function createPhoneLinesService(deps: PhoneLinesDeps) {
  const { db } = deps;

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

  /**
   * Charges every minute of the call that has started by `until` (the server's clock). False when
   * one could not be paid: that minute is not charged and the call must end.
   */
  async function chargeStartedMinutes(call: PhoneCallRow, until: Date): Promise<boolean> {
    const started = Math.floor(
      (until.getTime() - call.startedAt.getTime()) / (SECONDS_PER_MINUTE * 1000) + 1,
    );
    for (let minute = call.paidMinutes; minute < started; minute += 1) {
      if (!(await deps.meter.chargeMinute(call.userId!, call.callSid, minute))) return false;
    }
    return true;
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
      if (!family) {
        await end(callSid, 'refused');
        return twiml([{ say: PHONE_TEXTS.en.refused }, { hangup: true }], 'en');
      }
      const slot = family.slots[0];
      if (!slot) {
        await end(callSid, 'refused');
        return twiml([{ say: PHONE_TEXTS.en.noCharacter }, { hangup: true }], 'en');
      }
      const several = family.slots.length > 1;
      const character = await spokenCharacter(
        deps.chat,
        family.userId,
        slot.storyElementId,
        callSid,
      );
      const texts = PHONE_TEXTS[character.language];
      await answerCall(db, callSid, {
        userId: family.userId,
        characterId: several ? null : slot.storyElementId,
      });
      const call = (await selectCall(db, callSid))!;
      if (!(await chargeStartedMinutes(call, now))) {
        await end(callSid, 'balance');
        return twiml([{ say: texts.noMinutes }, { hangup: true }], character.language);
      }
      if (several) return menuFor(twilio, call, 1, 0);
      return twiml(
        [{ say: character.greeting }, { gather: { action: actionUrl(twilio, callSid, 1, 0) } }],
        character.language,
      );
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
      const call = await takeStep(db, callSid, step.step);
      if (!call) throw forbidden('This step was taken before, or the call has ended.');
      const now = deps.now();
      if (call.characterId === null) return chosen(twilio, call, step, params, now);
      const character = await spokenCharacter(
        deps.chat,
        call.userId!,
        call.characterId ?? '',
        callSid,
      );
      const { language } = character;
      const texts = PHONE_TEXTS[language];
      const say = (verbs: Verb[]) => twiml(verbs, language);
      if (!(await chargeStartedMinutes(call, now))) {
        await end(callSid, 'balance');
        return say([{ say: texts.timeUp }, { hangup: true }]);
      }
      const words = (params.SpeechResult ?? '').trim();
      const next = (quiet: number) => ({
        gather: { action: actionUrl(twilio, callSid, step.step + 1, quiet) },
      });
      if (!words) {
        if (step.quiet + 1 >= MAX_QUIET) {
          await end(callSid, 'quiet');
          return say([{ say: texts.quietGoodbye }, { hangup: true }]);
        }
        return say([{ say: texts.stillThere }, next(step.quiet + 1)]);
      }
      let reply: string;
      try {
        reply = await spokenTurn(
          deps.chat,
          call.userId!,
          call.characterId ?? '',
          words,
          AbortSignal.timeout(15_000),
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 429) {
          await end(callSid, 'rate-limited');
          return say([{ say: texts.slowDown }, { hangup: true }]);
        }
        deps.logger.warn({ err: error, callSid }, 'a phone line turn failed');
        return say([{ say: texts.failed }, next(0)]);
      }
      // The paid time ends soon and no minute can follow: the reply, then a kind goodbye.
      const paidUntil =
        call.startedAt.getTime() + (await paidMinutesOf(callSid)) * SECONDS_PER_MINUTE * 1000;
      if (
        now.getTime() >= paidUntil - GOODBYE_WINDOW_MS &&
        !(await deps.meter.canPayAMinute(call.userId!))
      ) {
        await end(callSid, 'balance');
        return say([{ say: reply }, { say: texts.timeUp }, { hangup: true }]);
      }
      return say([{ say: reply }, next(0)]);
    },

    /**
     * Twilio's status callback: when the call has ended, every minute started before its end is
     * charged (the end is the server's clock, or the call's reported duration when sooner).
     */
    async status(path: string, params: FormParams, signature: string | undefined) {
      const { callSid } = verified(path, params, signature);
      if (params.CallStatus !== 'completed') return;
      const call = await selectCall(db, callSid);
      if (!call?.userId || call.endedAt) return;
      const now = deps.now().getTime();
      const duration = Number(params.CallDuration);
      const endedAt = Number.isFinite(duration)
        ? Math.min(now, call.startedAt.getTime() + duration * 1000)
        : now;
      // The last instant of the call: a call of exactly 60 s began no second minute.
      const lastInstant = new Date(Math.max(call.startedAt.getTime(), endedAt - 1));
      const paid = await chargeStartedMinutes(call, lastInstant);
      if (!paid)
        deps.logger.warn({ callSid }, 'a phone call ended with a minute the balance could not pay');
      await end(callSid, 'completed');
    },
  };

  /** The family's characters by slot, for a caller who has several to choose from. */
  async function slotCharacters(call: PhoneCallRow) {
    const characters = [];
    for (const slot of await phoneSlotsOf(db, call.userId!)) {
      const character = await spokenCharacter(
        deps.chat,
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

  /** The caller's choice from the menu (a digit, or a slot's number or character's name said). */
  async function chosen(
    twilio: TwilioConfig,
    call: PhoneCallRow,
    step: ActionFields,
    params: FormParams,
    now: Date,
  ) {
    const characters = await slotCharacters(call);
    const language = characters[0]?.language ?? 'en';
    if (!(await chargeStartedMinutes(call, now))) {
      await end(call.callSid, 'balance');
      return twiml([{ say: PHONE_TEXTS[language].timeUp }, { hangup: true }], language);
    }
    const said = `${params.Digits ?? ''} ${params.SpeechResult ?? ''}`.toLowerCase();
    const digit = Number(/\d/.exec(said)?.[0]);
    const pick =
      characters.find((c) => c.slot === digit) ??
      characters.find((c) => said.includes(c.name.toLowerCase()));
    if (!pick) {
      if (step.quiet + 1 >= MAX_QUIET) {
        await end(call.callSid, 'quiet');
        return twiml([{ say: PHONE_TEXTS[language].quietGoodbye }, { hangup: true }], language);
      }
      return menuFor(twilio, call, step.step + 1, step.quiet + 1);
    }
    await chooseCharacter(db, call.callSid, pick.id);
    return twiml(
      [
        { say: pick.greeting },
        { gather: { action: actionUrl(twilio, call.callSid, step.step + 1, 0) } },
      ],
      pick.language,
    );
  }

  async function paidMinutesOf(callSid: string): Promise<number> {
    return (await selectCall(db, callSid))?.paidMinutes ?? 0;
  }
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
