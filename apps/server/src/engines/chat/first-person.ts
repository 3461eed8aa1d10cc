import type { ChatLanguage } from './chat-port.js';
import { isSmallWord } from './small-words.js';

// Facts are written about a character ("Pip's favourite food is blueberry pancakes"); the
// character says them about itself ("My favourite food is blueberry pancakes"). These rewrite
// the few shapes such notes take; a sentence that fits none is said as written.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ways a note names the character: its whole name, and each word of a longer name that is
 * more than two letters ('Marigold' for 'Captain Marigold', 'Rosa' for 'Grandma Rosa').
 */
export function nameParts(name: string): string[] {
  const whole = name.trim().replace(/\s+/g, ' ');
  const words = whole
    .split(' ')
    .filter(
      (word) =>
        word.length > 2 &&
        !isSmallWord(word.toLowerCase(), 'en') &&
        !isSmallWord(word.toLowerCase(), 'es'),
    );
  return words.length > 1 ? [whole, ...words] : [whole];
}

function namePattern(name: string): string {
  return `(?:${nameParts(name).map(escape).join('|')})`;
}

const ENGLISH_IRREGULAR: Record<string, string> = {
  is: 'am',
  was: 'was',
  has: 'have',
  does: 'do',
  goes: 'go',
  "isn't": 'am not',
  "doesn't": "don't",
  "hasn't": "haven't",
};
const ENGLISH_ADVERBS = new Set([
  'always',
  'never',
  'often',
  'sometimes',
  'usually',
  'really',
  'also',
  'still',
  'just',
  'only',
  'secretly',
]);

/** 'lives' -> 'live', 'watches' -> 'watch', 'flies' -> 'fly'; null when it is not such a verb. */
function englishBaseForm(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (ENGLISH_IRREGULAR[lower]) return ENGLISH_IRREGULAR[lower]!;
  if (!/^[a-z]+s$/.test(lower) || lower.endsWith('ss') || lower.length < 3) return null;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes|oes)$/.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

/** The verb after a subject, past any adverbs, in the first person; null if there is none. */
function englishFirstPersonPredicate(rest: string): string | null {
  const words = rest.split(' ');
  let at = 0;
  while (at < words.length && ENGLISH_ADVERBS.has(words[at]!.toLowerCase())) at += 1;
  const verb = words[at];
  if (verb === undefined) return null;
  if (
    /^(can|could|will|would|should|may|might|must|loved|liked|lived|had|went|found)$/i.test(verb)
  ) {
    return rest;
  }
  if (/^[a-z]+ed$/i.test(verb)) return rest;
  const base = englishBaseForm(verb);
  if (base === null) return null;
  return [...words.slice(0, at), base, ...words.slice(at + 1)].join(' ');
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Past forms a story tells with, after which a name is the one doing it ('Pip ran'). */
const ENGLISH_PAST =
  /^(was|were|had|did|went|found|saw|came|ran|took|made|said|got|gave|told|felt|knew|thought|heard|left|met|swam|flew|sang|threw|caught|brought|built|fell|held|kept|sat|stood|woke|won|wrote|ate|drank|rode|hid|dug|spun|began|became|can|could|will|would|should|may|might|must|loved|liked|lived)$/i;

/** Whether the words after a name make it the subject ('Pip sailed', 'Pip always finds'). */
function startsWithVerb(rest: string): boolean {
  const words = rest.split(' ');
  let at = 0;
  while (at < words.length && ENGLISH_ADVERBS.has(words[at]!.toLowerCase())) at += 1;
  const verb = words[at] ?? '';
  return ENGLISH_PAST.test(verb) || /^[a-z]+ed$/i.test(verb) || englishBaseForm(verb) !== null;
}

/** 'They are'/'They live' said by the character: 'I am'/'I live'. */
const PLURAL_TO_FIRST: Record<string, string> = { are: 'am', were: 'was', "aren't": 'am not' };

function englishFirstPerson(sentence: string, name: string, aboutSelf: boolean): string {
  const who = namePattern(name);
  let text = sentence
    .replace(new RegExp(`\\b${who}(?:'s|’s|')(?=\\s)`, 'g'), 'my')
    .replace(new RegExp(`\\b${who} and (\\p{Lu}[\\p{L}-]*)`, 'gu'), '$1 and I')
    .replace(new RegExp(`\\b(\\p{Lu}[\\p{L}-]*) and ${who}\\b`, 'gu'), '$1 and I');
  // The character as the subject, wherever a verb follows its name ('One grey morning Pip
  // sailed…', 'One day, Pip finds…'); elsewhere it is the one spoken of ('Lola helped me').
  text = text.replace(new RegExp(`\\b${who} (.*)$`), (whole, rest: string) => {
    if (!startsWithVerb(rest)) return whole;
    const predicate = englishFirstPersonPredicate(rest);
    return predicate === null ? whole : `I ${predicate}`;
  });
  if (aboutSelf) {
    const pronoun = /^(?:He|She|They) (\S+)(.*)$/.exec(text);
    if (pronoun) {
      const plural = PLURAL_TO_FIRST[pronoun[1]!.toLowerCase()];
      const predicate = plural
        ? `${plural}${pronoun[2]}`
        : text.startsWith('They ')
          ? `${pronoun[1]}${pronoun[2]}`
          : englishFirstPersonPredicate(`${pronoun[1]}${pronoun[2]}`);
      if (predicate !== null) text = `I ${predicate}`;
    }
    text = text
      .replace(/^(?:His|Her|Their) /, 'My ')
      .replace(/\b(?:his|their)\b/g, 'my')
      .replace(/\b(?:himself|herself|themselves)\b/g, 'myself')
      .replace(
        /\b(but|and|so|because|when) (?:he|she) (\S+)/g,
        (whole, joint: string, verb: string) => {
          const base = englishFirstPersonPredicate(verb);
          return base === null ? whole : `${joint} I ${base}`;
        },
      )
      .replace(
        /\b(but|and|so|because|when) they (are|were)\b/g,
        (_whole, joint: string, verb: string) => `${joint} I ${PLURAL_TO_FIRST[verb]}`,
      )
      // 'Otto gives him a hug', 'showed her the way': the character is 'me'; 'her boat' is 'my'.
      .replace(/\b(?:him|them)\b/g, 'me')
      .replace(
        /\bher(?=[.,!?;]|$| (?:the|a|an|home|back|up|away|to|how|that|and|so|when)\b)/g,
        'me',
      )
      .replace(/\bher\b/g, 'my');
  }
  // Anywhere else the character is the one spoken of: 'Lola helped Pip' -> 'Lola helped me'.
  text = text.replace(new RegExp(`\\b${who}\\b`, 'g'), 'me');
  return upperFirst(text);
}

const SPANISH_IRREGULAR: Record<string, string> = {
  es: 'soy',
  está: 'estoy',
  esta: 'estoy',
  tiene: 'tengo',
  va: 'voy',
  hace: 'hago',
  sabe: 'sé',
  era: 'era',
  fue: 'fui',
  conoce: 'conozco',
  vive: 'vivo',
  ve: 'veo',
  dice: 'digo',
  pone: 'pongo',
  sale: 'salgo',
  viene: 'vengo',
};

/** 'vive' -> 'vivo', 'juega' -> 'juego'; null when the word does not look like such a verb. */
function spanishFirstPerson(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (SPANISH_IRREGULAR[lower]) return SPANISH_IRREGULAR[lower]!;
  if (/^[a-zñáéíóú]{3,}[ae]$/.test(lower)) return `${lower.slice(0, -1)}o`;
  return null;
}

function spanishSentenceFirstPerson(sentence: string, name: string, aboutSelf: boolean): string {
  const who = namePattern(name);
  let text = sentence
    // "La comida favorita de Pip es..." -> "Mi comida favorita es..."
    .replace(
      new RegExp(`^(El|La|Los|Las) ([^,.;]*?) (?:de|del) ${who}\\b`, 'u'),
      (_match, article: string, thing: string) => `${/s$/i.test(article) ? 'Mis' : 'Mi'} ${thing}`,
    )
    .replace(new RegExp(`^A ${who} le (\\S+)`, 'u'), 'Me $1')
    .replace(new RegExp(`\\b${who} y (\\p{Lu}[\\p{L}-]*)`, 'gu'), '$1 y yo')
    // ('Doña Paloma' holds 'a Paloma': an 'a' only counts standing alone.)
    .replace(new RegExp(`(?<!\\p{L})a ${who}(?!\\p{L})`, 'gu'), 'a mí');
  const subject = new RegExp(
    `^(?:${who}|${aboutSelf ? 'Él|Ella' : '$^'}) (no )?(\\p{L}+)(.*)$`,
    'u',
  ).exec(text);
  if (subject) {
    const verb = spanishFirstPerson(subject[2]!);
    if (verb !== null)
      text = `${subject[1] ? 'No ' : ''}${subject[1] ? verb : upperFirst(verb)}${subject[3]}`;
  }
  if (aboutSelf) {
    text = text
      .replace(/\bsu\b/g, 'mi')
      .replace(/\bsus\b/g, 'mis')
      .replace(/^Su /, 'Mi ');
    // 'Le dan miedo los gatos' -> 'Me dan miedo los gatos'; 'le gusta' anywhere after a comma.
    text = text
      .replace(/^Sus /, 'Mis ')
      .replace(/^Le (\S+)/, 'Me $1')
      .replace(/\b(pero|y|aunque|porque) le (\S+)/g, '$1 me $2');
  }
  return upperFirst(text);
}

/**
 * A sentence about the character, said by the character. `aboutSelf`: the sentence comes from
 * the character's own description or notes, so 'he', 'she' and 'his' mean the character too.
 */
export function toFirstPerson(
  sentence: string,
  name: string,
  language: ChatLanguage,
  aboutSelf: boolean,
): string {
  return language === 'es'
    ? spanishSentenceFirstPerson(sentence, name, aboutSelf)
    : englishFirstPerson(sentence, name, aboutSelf);
}

/** A description that starts with 'a shy hedgehog…' becomes 'Pip is a shy hedgehog…'. */
export function describedAs(name: string, description: string, language: ChatLanguage): string {
  const text = description.trim();
  if (!text) return '';
  if (new RegExp(`\\b${namePattern(name)}\\b`).test(text)) return text;
  if (language === 'es' && /^(un|una|el|la|los|las)\b/i.test(text)) {
    return `${name} es ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
  if (language === 'en' && /^(a|an|the)\b/i.test(text)) {
    return `${name} is ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
  return text;
}
