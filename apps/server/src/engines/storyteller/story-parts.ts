/**
 * Reads the family's event, goal, challenge and instructions into shapes the phrase banks can
 * hold ("find the lost button" is a verb phrase, "a new friend" a noun phrase, anything else a
 * sentence of its own).
 */
import type { CastMember } from './cast.js';
import { DEFAULT_THEME_IDS, THEMES, type ReadInstructions } from './themes.js';
import type { Random } from './random.js';
import {
  asSentence,
  type Language,
  lowerFirstIfCommon,
  normalizeUserText,
  stripEndPunctuation,
} from './text-tidy.js';

export type GoalShape = { kind: 'vp' | 'np' | 'clause'; text: string };

const EN_WANT =
  /^(?:(?:he|she|they|i|we|it)\s+)?(?:wants?|wanted|wishes|wished|would like|needs?|needed|hopes?|hoped|tries|tried|has|had)\s+to\s+/i;
const ES_WANT = /^(?:quiere|quería|desea|deseaba|necesita|necesitaba|intenta|intentaba|para)\s+/i;
const EN_NP = /^(a|an|the|some|his|her|their|my|our|one|lots|many|new|more)\b/i;
const ES_NP = /^(un|una|unos|unas|el|la|los|las|su|sus|mi|mis|algo|mucho|muchos|muchas)\b/i;
const EN_CLAUSE_START = /^(he|she|they|i|we|it|there|everyone|everybody|nobody|someone)\b/i;

export function readGoal(raw: string, language: Language, names: string[]): GoalShape {
  let text = stripEndPunctuation(normalizeUserText(raw));
  if (/\s[.!?]\s|[.!?]\s/.test(text)) return { kind: 'clause', text: asSentence(raw) };
  const startsWithName = names.some((name) =>
    text.toLowerCase().startsWith(name.toLowerCase() + ' '),
  );
  if (startsWithName) {
    const afterName = text.slice(text.indexOf(' ') + 1);
    const wanted = language === 'en' ? EN_WANT : ES_WANT;
    if (wanted.test(afterName)) text = afterName;
    else return { kind: 'clause', text: asSentence(raw) };
  }
  if (language === 'en') {
    text = text.replace(EN_WANT, '').replace(/^to\s+/i, '');
    if (EN_NP.test(text)) return { kind: 'np', text: lowerFirstIfCommon(text) };
    if (EN_CLAUSE_START.test(text)) return { kind: 'clause', text: asSentence(text) };
    return { kind: 'vp', text: text.charAt(0).toLowerCase() + text.slice(1) };
  }
  text = text.replace(ES_WANT, '');
  if (/^\p{L}+(ar|er|ir|ír)(lo|la|le|los|las|les|se|me|te|nos)?\b/iu.test(text)) {
    return { kind: 'vp', text: text.charAt(0).toLowerCase() + text.slice(1) };
  }
  if (ES_NP.test(text)) return { kind: 'np', text: lowerFirstIfCommon(text) };
  return { kind: 'clause', text: asSentence(text) };
}

/** The event or challenge as a sentence and as a phrase to follow a colon. */
export function readClause(raw: string): { sentence: string; phrase: string } {
  const sentence = asSentence(raw);
  const phrase = lowerFirstIfCommon(stripEndPunctuation(normalizeUserText(raw)));
  return { sentence, phrase };
}

const SILLY = /\b(funny|silly|laugh\w*|giggl\w*|divertid\w*|gracios\w*|risa\w*|chistos\w*)/i;

/**
 * The parent's instructions steer the story (its theme, a silly tone); no words of theirs are
 * ever printed in it: they are directions to the storyteller ("make it scary and describe the
 * blood"), not story text.
 */
export function readInstructions(raw: string, random: Random): ReadInstructions {
  const text = stripEndPunctuation(normalizeUserText(raw));
  const known = THEMES.find((theme) => theme.keywords.test(text));
  const fallback = THEMES.find((t) => t.id === random.pick(DEFAULT_THEME_IDS)) ?? THEMES[0];
  const theme = known ?? fallback;
  if (!theme) throw new Error('The storyteller has no themes.');
  return { theme, silly: SILLY.test(text) };
}

/** The thing the hero is after, for the title: "find the lost button" → "the lost button". */
export function titleObject(goal: GoalShape, language: Language): string | null {
  if (goal.kind === 'clause') return null;
  const phrase = goal.kind === 'vp' ? goal.text.split(' ').slice(1).join(' ') : goal.text;
  const start =
    language === 'en' ? /^(a|an|the|his|her|their|my|its)\s/i : /^(un|una|el|la|su|mi)\s/i;
  if (!start.test(phrase)) return null;
  const cut =
    language === 'en'
      ? /\s(back|up|down|home|to|for|from|in|on|at|with|before|after|and|so|that|who|which|of)\b|,/i
      : /\s(a|al|para|desde|en|con|antes|después|y|que|por)\b|,/i;
  const end = phrase.search(cut);
  const core = (end === -1 ? phrase : phrase.slice(0, end)).trim();
  const words = core.split(' ');
  if (words.length < 2 || words.length > 5) return null;
  const fixed =
    language === 'en'
      ? core.replace(/^(his|her|their|my|its)\s/i, 'the ')
      : core.replace(/^(su|mi)\s/i, (words[1] ?? '').endsWith('a') ? 'la ' : 'el ');
  return fixed;
}

export function friendsList(friends: CastMember[], language: Language): string {
  const names = friends.map((f) => f.name);
  if (names.length <= 1) return names[0] ?? '';
  const last = names[names.length - 1];
  const joiner = language === 'en' ? 'and' : /^h?i/i.test(last ?? '') ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${joiner} ${last}`;
}
