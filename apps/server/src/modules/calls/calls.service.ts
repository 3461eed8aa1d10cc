import {
  ContentKind,
  insufficientCreditsMessage,
  RESTING_CALL_ID,
  VOICE_CALL_GRACE_SECONDS,
  VOICE_CALL_HEARTBEAT_SECONDS,
  VOICE_CALL_MAX_UTTERANCE_BYTES,
  VOICE_CALL_MAX_UTTERANCE_SECONDS,
  VOICE_CALL_MINUTE_SECONDS,
  VOICE_CALL_SAMPLE_RATE,
  type RecognitionMode,
  type VoiceCallEndReason,
  type VoiceCallEnding,
  type VoiceCallRule,
  type VoiceCallStartResponse,
  type VoiceCallState,
} from '@storyloom/contracts';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { randomBase62 } from '../../platform/random-id.js';
import {
  callChatContext,
  callGreetingOf,
  openCallConversation,
  type CallChatContext,
} from '../chat/index.js';
import {
  callGoodbyeFor,
  callStoppingRule,
  childProfileFor,
  parentSettingsOf,
  startOfLocalDay,
  type ChildProfileRow,
} from '../parents/index.js';
import { examplePhrases, warmGrammarFor } from './call-recognition.js';
import {
  inGoodbyeWindow,
  isDropped,
  minuteAt,
  minuteStart,
  paidSecondsLeft,
} from './call-metering.js';
import { spoken, voiceOf, type CallLanguage } from './call-speech.js';
import type { CallsDeps } from './calls-deps.js';
import {
  endCall,
  insertCall,
  markMinutePaid,
  selectCall,
  selectCallByExternalId,
  selectPaidCallMinutesSince,
  touchCall,
  type VoiceCallRow,
} from './calls.repository.js';

export const CALL_NOT_FOUND = 'Call not found';
export const CALL_ENDED = 'This call has ended: start a new one.';

/** The character's goodbye when the credits cannot pay the next minute. */
export const BALANCE_GOODBYES: Record<CallLanguage, string> = {
  en: 'Oh, I have to go now. It was lovely talking with you. Bye bye!',
  es: '¡Ay, me tengo que ir! Me encantó hablar contigo. ¡Adiós!',
};

/** The ledger reference of a call's charges, and each minute's idempotency key. */
export const callReference = (callId: string) => `voice-call:${callId}`;
export const minuteKey = (callId: string, minute: number) => `voice-call:${callId}:${minute}`;

/** A call's end as the server decided it: why, and which rule. */
type Refusal = {
  reason: Extract<VoiceCallEndReason, 'balance' | 'rule'>;
  rule: VoiceCallRule | null;
};

export type CallChannel = 'web' | 'phone';

export type StartCallInput = {
  familyId: string;
  childProfileId: string | null;
  characterId: string;
  /** 'all' or null: every story the character is in. */
  storyId: string | null;
  channel?: CallChannel;
  /** The telephony provider's id of a phone call. */
  externalId?: string;
  /** Speak the greeting (false on a phone line, whose provider speaks the text). */
  withAudio?: boolean;
};

/** A call as loaded for a request: its row, the character, the child whose rules hold. */
export type LoadedCall = { row: VoiceCallRow; context: CallChatContext };

export const languageOf = (call: { language: string }): CallLanguage =>
  call.language === 'es' ? 'es' : 'en';

/** How the child's words reach the server for a call in this language. */
export function recognitionModeFor(
  deps: Pick<CallsDeps, 'transcription'>,
  language: CallLanguage,
): RecognitionMode {
  if (deps.transcription) return 'provider';
  return language === 'en' ? 'offline' : 'browser';
}

/**
 * The calls' metering and rules, keyed by family (the web routes and the phone lines both use
 * it). Every request is metered on the server's clock before anything else is done.
 */
export function createCallsCore(deps: CallsDeps) {
  const { db } = deps;

  const childOf = async (familyId: string, childProfileId: string | null) =>
    childProfileId ? childProfileFor(db, familyId, childProfileId).catch(() => null) : null;

  const costPerMinute = async () =>
    (await deps.plans.systemConfiguration.getPublic()).systemCosts.creditsPerMinuteOfCall;

  const balanceOf = async (familyId: string) =>
    (await deps.plans.subscriptions.getCurrentSubscription(familyId)).creditsAvailable;

  /** Call minutes the child has had since local midnight (of `at`), and the family's zone. */
  async function minutesToday(familyId: string, child: ChildProfileRow, at: Date) {
    const { timeZone } = await parentSettingsOf(db, familyId);
    const used = await selectPaidCallMinutesSince(
      db,
      familyId,
      child.id,
      startOfLocalDay(at, timeZone),
    );
    return { used, timeZone };
  }

  /** The parent's rule that refuses a minute beginning at `at`, or null. */
  async function ruleAt(
    familyId: string,
    child: ChildProfileRow | null,
    characterId: string,
    at: Date,
  ): Promise<VoiceCallRule | null> {
    if (!child) return null;
    const { used, timeZone } = await minutesToday(familyId, child, at);
    return callStoppingRule(child, characterId, { now: at, timeZone, callMinutesUsed: used });
  }

  /** Charges minute `minute`, once, with the row's paid minutes moved in the same transaction. */
  async function chargeMinute(call: VoiceCallRow, minute: number): Promise<void> {
    await deps.plans.credits.spendCredits(
      {
        userId: call.userId,
        contentKind: ContentKind.VoiceChatSeconds,
        units: VOICE_CALL_MINUTE_SECONDS,
        reference: callReference(call.id),
        idempotencyKey: minuteKey(call.id, minute),
      },
      (tx) => markMinutePaid(tx, call.id, minute),
    );
  }

  const isInsufficientCredits = (error: unknown) =>
    error instanceof AppError && error.code === 'insufficient_credits';

  async function goodbyeOf(
    refusal: Refusal,
    loaded: LoadedCall,
    withAudio: boolean,
  ): Promise<VoiceCallEnding> {
    const language = languageOf(loaded.row);
    const text =
      refusal.reason === 'balance'
        ? BALANCE_GOODBYES[language]
        : callGoodbyeFor(refusal.rule ?? 'daily-limit', language);
    const goodbye = await spoken(text, voiceOf(loaded.row.characterId, language), { withAudio });
    return { reason: refusal.reason, rule: refusal.rule, goodbye };
  }

  async function stateOf(
    loaded: LoadedCall,
    now: Date,
    ending: VoiceCallEnding | null,
  ): Promise<VoiceCallState> {
    const { row } = loaded;
    const creditsCharged = await deps.plans.credits.chargedFor({
      userId: row.userId,
      reference: callReference(row.id),
    });
    const ended =
      ending ??
      (row.endedAt
        ? {
            reason: row.endReason as VoiceCallEndReason,
            rule: (row.endRule as VoiceCallRule | null) ?? null,
            goodbye: null,
          }
        : null);
    return {
      callId: row.id,
      paidMinutes: row.paidMinutes,
      creditsCharged,
      secondsLeft: ended ? 0 : await secondsLeft(loaded, now),
      ended,
    };
  }

  /** How long the call can run from now: the paid rest, plus what balance and rules allow. */
  async function secondsLeft(loaded: LoadedCall, now: Date): Promise<number | null> {
    const { row, context } = loaded;
    const cost = await costPerMinute();
    let extraMinutes = cost === 0 ? Infinity : Math.floor((await balanceOf(row.userId)) / cost);
    const child = context.child;
    if (child?.dailyCallMinutes != null) {
      const { used } = await minutesToday(row.userId, child, now);
      extraMinutes = Math.min(extraMinutes, Math.max(0, child.dailyCallMinutes - used));
    }
    if (extraMinutes === Infinity) return null;
    return paidSecondsLeft(row, now) + extraMinutes * VOICE_CALL_MINUTE_SECONDS;
  }

  async function load(familyId: string, callId: string): Promise<LoadedCall> {
    const row = await selectCall(db, familyId, callId);
    if (!row) throw notFound(CALL_NOT_FOUND);
    const context = await callChatContext(
      deps.chat,
      familyId,
      null,
      row.characterId,
      row.storyId,
    ).catch((error: unknown) => {
      // The character was deleted during the call: the call is gone with it.
      if (error instanceof AppError && error.status === 404) throw notFound(CALL_NOT_FOUND);
      throw error;
    });
    return { row, context: { ...context, child: await childOf(familyId, row.childProfileId) } };
  }

  async function end(
    loaded: LoadedCall,
    at: Date,
    reason: VoiceCallEndReason,
    rule: VoiceCallRule | null,
  ) {
    const row = await endCall(db, loaded.row.id, { at, reason, rule });
    return { ...loaded, row: row ?? loaded.row };
  }

  /**
   * Brings the call up to `now`: ends it as dropped when the page was silent past the grace time
   * (at its last sign, so nothing after is charged), else charges each minute that has started
   * (a parent's rule or too few credits end it instead, with the goodbye), and notes the sign.
   */
  async function meter(
    loaded: LoadedCall,
    now: Date,
    withAudio: boolean,
  ): Promise<{ loaded: LoadedCall; ending: VoiceCallEnding | null }> {
    if (loaded.row.endedAt) return { loaded, ending: null };
    if (isDropped(loaded.row, now)) {
      return { loaded: await end(loaded, loaded.row.lastSeenAt, 'dropped', null), ending: null };
    }
    const due = minuteAt(loaded.row, now);
    for (let minute = loaded.row.paidMinutes; minute <= due; minute += 1) {
      const rule = await ruleAt(
        loaded.row.userId,
        loaded.context.child,
        loaded.row.characterId,
        minuteStart(loaded.row, minute),
      );
      let refusal: Refusal | null = rule ? { reason: 'rule', rule } : null;
      if (!refusal) {
        try {
          await chargeMinute(loaded.row, minute);
        } catch (error) {
          if (!isInsufficientCredits(error)) throw error;
          refusal = { reason: 'balance', rule: null };
        }
      }
      if (refusal) {
        const ending = await goodbyeOf(refusal, loaded, withAudio);
        return { loaded: await end(loaded, now, refusal.reason, refusal.rule), ending };
      }
    }
    await touchCall(db, loaded.row.id, now);
    return { loaded: await reload(loaded), ending: null };
  }

  async function reload(loaded: LoadedCall): Promise<LoadedCall> {
    const row = await selectCall(db, loaded.row.userId, loaded.row.id);
    return { ...loaded, row: row ?? loaded.row };
  }

  /** In the last seconds of the paid time: why the next minute will not be had, if it will not. */
  async function nextMinuteRefusal(loaded: LoadedCall, now: Date): Promise<Refusal | null> {
    const { row } = loaded;
    if (row.endedAt || !inGoodbyeWindow(row, now)) return null;
    const next = minuteStart(row, row.paidMinutes);
    const rule = await ruleAt(row.userId, loaded.context.child, row.characterId, next);
    if (rule) return { reason: 'rule', rule };
    const cost = await costPerMinute();
    if (cost > 0 && (await balanceOf(row.userId)) < cost) return { reason: 'balance', rule: null };
    return null;
  }

  return {
    /** A phone call by its provider's id (a Twilio CallSid): its id, family and language, or null. */
    async findByExternalId(externalId: string) {
      const row = await selectCallByExternalId(db, externalId);
      return row
        ? {
            callId: row.id,
            familyId: row.userId,
            language: languageOf(row),
            endedAt: row.endedAt,
          }
        : null;
    },
    load,
    meter,
    stateOf,
    nextMinuteRefusal,
    goodbyeOf,
    end,

    /**
     * Opens a call and charges its first minute (402, nothing opened, when the balance does not
     * cover it). A parent's rule that stops it answers the resting call with the goodbye.
     */
    async start(input: StartCallInput): Promise<VoiceCallStartResponse> {
      const withAudio = input.withAudio ?? true;
      const now = deps.clock();
      const storyId = input.storyId === 'all' ? null : input.storyId;
      const context = await callChatContext(
        deps.chat,
        input.familyId,
        input.childProfileId,
        input.characterId,
        storyId,
      );
      const language: CallLanguage = context.language;
      const voiceId = voiceOf(context.characterId, language);
      const cost = await costPerMinute();
      const recognition = {
        mode: recognitionModeFor(deps, language),
        language,
        sampleRate: VOICE_CALL_SAMPLE_RATE,
        maxUtteranceSeconds: VOICE_CALL_MAX_UTTERANCE_SECONDS,
        maxUtteranceBytes: VOICE_CALL_MAX_UTTERANCE_BYTES,
        phrases: language === 'en' ? examplePhrases(context.sheet) : [],
      } as const;
      const base = {
        character: context.character,
        language,
        creditsPerMinute: cost,
        heartbeatSeconds: VOICE_CALL_HEARTBEAT_SECONDS,
        graceSeconds: VOICE_CALL_GRACE_SECONDS,
        recognition,
      } as const;
      const rule = await ruleAt(input.familyId, context.child, context.characterId, now);
      if (rule) {
        const goodbye = await spoken(callGoodbyeFor(rule, language), voiceId, { withAudio });
        return {
          ...base,
          callId: RESTING_CALL_ID,
          conversationId: null,
          paidMinutes: 0,
          secondsLeft: 0,
          greeting: goodbye,
          ended: { reason: 'rule', rule, goodbye },
        };
      }
      // Refused before anything is opened; the spend below decides for certain.
      if (cost > 0) {
        const subscription = await deps.plans.subscriptions
          .getCurrentSubscription(input.familyId)
          .catch(() => null);
        const available = subscription?.creditsAvailable ?? 0;
        if (available < cost) {
          throw new AppError(
            'insufficient_credits',
            insufficientCreditsMessage(cost, available),
            402,
          );
        }
      }
      const conversationId = await openCallConversation(deps.chat, context);
      const callId = randomBase62();
      await deps.plans.credits.spendCredits(
        {
          userId: input.familyId,
          contentKind: ContentKind.VoiceChatSeconds,
          units: VOICE_CALL_MINUTE_SECONDS,
          reference: callReference(callId),
          idempotencyKey: minuteKey(callId, 0),
        },
        async (tx) => {
          await insertCall(tx, {
            id: callId,
            userId: input.familyId,
            childProfileId: context.child?.id ?? null,
            characterId: context.characterId,
            storyId: context.storyId,
            conversationId,
            channel: input.channel ?? 'web',
            externalId: input.externalId ?? null,
            language,
            startedAt: now,
            lastSeenAt: now,
            paidMinutes: 1,
          });
          return true;
        },
      );
      if (recognition.mode === 'offline') warmGrammarFor(callId, context.sheet);
      const loaded = { row: (await selectCall(db, input.familyId, callId))!, context };
      return {
        ...base,
        callId,
        conversationId,
        paidMinutes: 1,
        secondsLeft: await secondsLeft(loaded, now),
        greeting: await spoken(callGreetingOf(context.sheet, callId), voiceId, { withAudio }),
        ended: null,
      };
    },

    /** The page is still there: meter, and say goodbye when the next minute cannot be had. */
    async heartbeat(familyId: string, callId: string, withAudio = true): Promise<VoiceCallState> {
      const now = deps.clock();
      const metered = await meter(await load(familyId, callId), now, withAudio);
      if (metered.ending || metered.loaded.row.endedAt) {
        return stateOf(metered.loaded, now, metered.ending);
      }
      const refusal = await nextMinuteRefusal(metered.loaded, now);
      if (refusal) {
        const ending = await goodbyeOf(refusal, metered.loaded, withAudio);
        return stateOf(await end(metered.loaded, now, refusal.reason, refusal.rule), now, ending);
      }
      return stateOf(metered.loaded, now, null);
    },

    /**
     * Hangs up: the minute begun by now is charged, nothing after. Ending twice is harmless.
     * `endedAt`, when the call's end is known (a phone provider's reported duration), bounds it:
     * the minutes begun strictly before that instant are charged (a call of exactly 60 s pays one
     * minute), and the call ends then, not later than now.
     */
    async hangUp(familyId: string, callId: string, endedAt?: Date): Promise<VoiceCallState> {
      const clock = deps.clock();
      const loaded = await load(familyId, callId);
      const now =
        endedAt && endedAt.getTime() < clock.getTime()
          ? new Date(Math.max(endedAt.getTime(), loaded.row.startedAt.getTime()))
          : clock;
      // The last instant of the call when its end is known: a minute starting at its end is not had.
      const lastInstant = endedAt
        ? new Date(Math.max(loaded.row.startedAt.getTime(), now.getTime() - 1))
        : now;
      const metered = await meter(loaded, lastInstant, false);
      if (metered.loaded.row.endedAt) return stateOf(metered.loaded, now, metered.ending);
      return stateOf(await end(metered.loaded, now, 'hung-up', null), now, null);
    },
  };
}

export type CallsCore = ReturnType<typeof createCallsCore>;

/** A call that has ended refuses more words. */
export const callEnded = () => new AppError('call_ended', CALL_ENDED, 409);
