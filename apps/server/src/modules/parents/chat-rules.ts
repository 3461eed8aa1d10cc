import type { ChildProfileRow } from './parents.repository.js';
import { localMinuteOfDay, withinQuietHours } from './local-time.js';

/** Which of a child's rules stops a chat now, if any. */
export type StoppingRule = 'not-allowed' | 'quiet-hours' | 'daily-limit';

/**
 * The rule that stops this child talking with this character at `now`, or null. `minutesUsed`
 * is how many minutes the child has chatted today (the caller counts them).
 */
export function stoppingRule(
  profile: ChildProfileRow,
  characterId: string,
  { now, timeZone, minutesUsed }: { now: Date; timeZone: string; minutesUsed: number },
): StoppingRule | null {
  const allowed = profile.allowedCharacterIds;
  if (allowed.length > 0 && !allowed.includes(characterId)) return 'not-allowed';
  if (profile.quietHoursStart && profile.quietHoursEnd) {
    const minute = localMinuteOfDay(now, timeZone);
    if (withinQuietHours(minute, profile.quietHoursStart, profile.quietHoursEnd)) {
      return 'quiet-hours';
    }
  }
  if (profile.dailyChatMinutes !== null && minutesUsed >= profile.dailyChatMinutes) {
    return 'daily-limit';
  }
  return null;
}

const GOODBYES: Record<'en' | 'es', Record<StoppingRule, string>> = {
  en: {
    'quiet-hours': "It's time to sleep; let's talk tomorrow!",
    'daily-limit': "That's all our chatting for today; let's talk tomorrow!",
    'not-allowed': "Let's ask a grown-up before we chat. See you soon!",
  },
  es: {
    'quiet-hours': '¡Es hora de dormir; hablamos mañana!',
    'daily-limit': '¡Ya charlamos mucho por hoy; hablamos mañana!',
    'not-allowed': 'Preguntemos a un adulto antes de charlar. ¡Hasta pronto!',
  },
};

/** The character's kind goodbye when a rule stops the chat, in the child's language. */
export const goodbyeFor = (rule: StoppingRule, language: string): string =>
  GOODBYES[language === 'es' ? 'es' : 'en'][rule];

/** Text folded for matching: lower case, accents dropped ("Canción" matches "cancion"). */
export const foldedForMatching = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The first of the parent's blocked topics the message speaks of (whole words, any case/accent). */
export function blockedTopicIn(message: string, topics: readonly string[]): string | null {
  const words = ` ${foldedForMatching(message).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const topic of topics) {
    const phrase = foldedForMatching(topic)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (phrase && words.includes(` ${phrase} `)) return topic;
  }
  return null;
}
