import { goodbyeFor } from './chat-rules.js';
import type { ChildProfileRow } from './parents.repository.js';
import { stoppingRule } from './chat-rules.js';

/** Which of a child's rules stops a voice call (docs/decisions/0025-voice-calls.md). */
export type CallStoppingRule = 'calls-off' | 'not-allowed' | 'quiet-hours' | 'daily-limit';

/**
 * The rule that stops this child calling this character at `now`, or null: calls switched off,
 * then the chat's allow-list and quiet hours, then the day's call minutes (`callMinutesUsed`,
 * counted by the caller since local midnight, including the minute about to be charged's
 * predecessors). The chat's daily minutes do not limit calls: calls have their own.
 */
export function callStoppingRule(
  profile: ChildProfileRow,
  characterId: string,
  { now, timeZone, callMinutesUsed }: { now: Date; timeZone: string; callMinutesUsed: number },
): CallStoppingRule | null {
  if (!profile.callsEnabled) return 'calls-off';
  const chatRule = stoppingRule({ ...profile, dailyChatMinutes: null }, characterId, {
    now,
    timeZone,
    minutesUsed: 0,
  });
  if (chatRule) return chatRule;
  if (profile.dailyCallMinutes !== null && callMinutesUsed >= profile.dailyCallMinutes) {
    return 'daily-limit';
  }
  return null;
}

const CALL_GOODBYES: Record<'en' | 'es', Record<'calls-off' | 'daily-limit', string>> = {
  en: {
    'calls-off': "Let's ask a grown-up before we call. Talk soon!",
    'daily-limit': "That's all our calling for today. Bye bye, let's talk tomorrow!",
  },
  es: {
    'calls-off': 'Preguntemos a un adulto antes de llamar. ¡Hablamos pronto!',
    'daily-limit': '¡Ya hablamos mucho por teléfono hoy! Adiós, hablamos mañana.',
  },
};

/** The character's kind goodbye when a rule stops the call, in the child's language. */
export function callGoodbyeFor(rule: CallStoppingRule, language: string): string {
  if (rule === 'calls-off' || rule === 'daily-limit') {
    return CALL_GOODBYES[language === 'es' ? 'es' : 'en'][rule];
  }
  return goodbyeFor(rule, language);
}
