/**
 * A parent's sentence told in the story's voice: first person becomes the hero ("i find" →
 * "Pip found"), "we" becomes the hero and friends, names get their capitals, present becomes
 * past. A sentence that still reads as present-tense narration afterwards is not printed as it
 * is: the caller retells it in a safe frame.
 */
import type { Gender } from '../cast.js';
import type { Language } from '../text-tidy.js';
import {
  capitalisePeople,
  expandContractions,
  hasPastTense,
  presentVerbs,
  toPastTense,
} from './english-tense.js';
import { capitaliseNames, fixSlips, isSteering } from './parent-words.js';
import { remembered } from './remember.js';
import {
  hasPastVerb,
  pastForm,
  pastSubjunctiveAt,
  presentReading,
  presentVerbsEs,
  type Token,
  tokens,
} from './spanish-tense.js';

export type Speaker = {
  /** The hero the parent's "I" stands for. */
  name: string;
  gender: Gender;
  /** The hero's friends, for the parent's "we". */
  friends: readonly string[];
  /** Every chosen name, for capitals. */
  names: readonly string[];
  /** The characters' names, whose own words get capitals alone too ("rosa" → "Rosa"). */
  people: readonly string[];
};

export type Narrated = { text: string; ok: boolean };

const EN_PRONOUNS = {
  f: { subject: 'she', object: 'her', possessive: 'her', own: 'hers', self: 'herself' },
  m: { subject: 'he', object: 'him', possessive: 'his', own: 'his', self: 'himself' },
} as const;

const possessiveOf = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

function listOf(names: readonly string[], language: Language): string {
  if (names.length <= 1) return names[0] ?? '';
  const joiner = language === 'en' ? 'and' : /^h?i/i.test(names.at(-1) ?? '') ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`;
}

/** "I", "me", "my", "we", "our" as the hero and friends, in the third person. */
export function thirdPersonEn(text: string, speaker: Speaker): string {
  let named = false;
  const pronoun = speaker.gender ? EN_PRONOUNS[speaker.gender] : null;
  const group =
    speaker.friends.length > 0 ? listOf([speaker.name, ...speaker.friends], 'en') : 'everyone';
  let groupNamed = false;
  return text.replace(
    /\b(I|i|me|my|mine|myself|we|us|our|ours|ourselves)\b/g,
    (word: string, _w: string, offset: number, whole: string) => {
      const lower = word.toLowerCase();
      if (lower === 'i' && word === 'i' && /\S/.test(whole.charAt(offset + 1) ?? '')) return word;
      switch (lower) {
        case 'i': {
          const first = !named;
          named = true;
          return first || !pronoun ? speaker.name : pronoun.subject;
        }
        case 'me':
          if (!named || !pronoun) {
            named = true;
            return speaker.name;
          }
          return pronoun.object;
        case 'my':
          if (!named) {
            named = true;
            return possessiveOf(speaker.name);
          }
          return pronoun ? pronoun.possessive : possessiveOf(speaker.name);
        case 'mine':
          return pronoun?.own ?? possessiveOf(speaker.name);
        case 'myself':
          return pronoun?.self ?? 'themselves';
        case 'we': {
          const first = !groupNamed;
          groupNamed = true;
          return first ? group : 'they';
        }
        // With nobody else in the story, "our spaceship" is the hero's.
        case 'us':
          return speaker.friends.length > 0 ? 'them' : (pronoun?.object ?? speaker.name);
        case 'our':
          if (speaker.friends.length > 0) return 'their';
          if (!named) {
            named = true;
            return possessiveOf(speaker.name);
          }
          return pronoun ? pronoun.possessive : possessiveOf(speaker.name);
        case 'ours':
          return 'theirs';
        default:
          return 'themselves';
      }
    },
  );
}

export function narrateEn(sentence: string, speaker: Speaker): Narrated {
  const spoken = thirdPersonEn(expandContractions(sentence), speaker);
  const named = capitalisePeople(capitaliseNames(spoken, speaker.names, speaker.people));
  const past = toPastTense(named);
  return { text: past, ok: presentVerbs(past).length === 0 && !untold(sentence, past, 'en') };
}

/**
 * A sentence of three words or more that came out as it went in, without a past verb in it,
 * was not understood ("Bolt's legs squeak"): it is retold, not printed as typed.
 */
function untold(typed: string, told: string, language: Language): boolean {
  const same =
    typed
      .trim()
      .toLowerCase()
      .replace(/[.!?]+$/, '') ===
    told
      .trim()
      .toLowerCase()
      .replace(/[.!?]+$/, '');
  if (!same || typed.trim().split(/\s+/).length < 3) return false;
  return language === 'en' ? !hasPastTense(told) && !PAST_MODAL.test(told) : !hasPastVerb(told);
}

/** A guess or a can-do told in the past: "Nibbles could be anywhere", "it might rain". */
const PAST_MODAL = /\b(?:could|might|would|should)\b/i;

const ES_POSSESSIVES: Record<string, string> = {
  mi: 'su',
  mis: 'sus',
  nuestro: 'su',
  nuestra: 'su',
  nuestros: 'sus',
  nuestras: 'sus',
  mío: 'suyo',
  mía: 'suya',
};

const BEFORE_VERB = /^(no|lo|la|los|las|le|les|se|te|ya|nunca)$/i;

/** Where the words that lean on a verb begin: "no la veo" starts at "no". */
function startOfVerbGroup(list: Token[], at: number): number {
  let start = at;
  for (let i = at - 1; i >= 0; i--) {
    const token = list[i] as Token;
    if (!token.word) {
      if (/\S/.test(token.text)) break;
      continue;
    }
    if (!BEFORE_VERB.test(token.text)) break;
    start = i;
  }
  return start;
}

/** The same conversion for Spanish, verb by verb, with clitics and possessives. */
/** "se ha escondido" happened before the story's now: "se había escondido". */
function pluperfect(sentence: string): string {
  return sentence.replace(
    /(?<!\p{L})(he|has|ha|hemos|habéis|han)(\s+\p{L}+(?:ado|ido|to|cho|so))(?!\p{L})/giu,
    (_whole, aux: string, participle: string) => {
      const lower = aux.toLowerCase();
      const told = lower === 'hemos' || lower === 'han' || lower === 'habéis' ? 'habían' : 'había';
      return (aux.charAt(0) === lower.charAt(0) ? told : 'H' + told.slice(1)) + participle;
    },
  );
}

export function narrateEs(sentence: string, speaker: Speaker, habitual = false): Narrated {
  // Names first, so "tomas" is read as Tomás and never as the verb "tomas".
  const list = tokens(capitaliseNames(pluperfect(sentence), speaker.names, speaker.people));
  const nameWords = new Set(speaker.names.flatMap((name) => name.split(/\s+/)));
  const group =
    speaker.friends.length > 0 ? listOf([speaker.name, ...speaker.friends], 'es') : 'todos';
  let subjectGiven = false;
  const insertions: [number, string][] = [];
  const out = list.map((token, at) => {
    if (!token.word) return token.text;
    const lower = token.text.toLowerCase();
    if (nameWords.has(token.text)) return token.text;
    if (lower === 'yo') {
      subjectGiven = true;
      return speaker.name;
    }
    if (lower === 'nosotros' || lower === 'nosotras') {
      subjectGiven = true;
      return group;
    }
    if (lower === 'conmigo') return speaker.gender === 'f' ? 'con ella' : 'con él';
    if (ES_POSSESSIVES[lower]) return ES_POSSESSIVES[lower];
    const reading = presentReading(list, at);
    if (reading) {
      const next = list
        .slice(at + 1)
        .filter((t) => t.word)
        .slice(0, 2)
        .map((t) => t.text.toLowerCase());
      // "solo quedan dos huevos" is how things stood ("quedaban"); "se queda dormida" happened.
      const before = list
        .slice(0, at)
        .filter((t) => t.word)
        .at(-1)
        ?.text.toLowerCase();
      const remaining = reading.verb === 'quedar' && before !== 'se';
      const past = pastForm(
        reading,
        next,
        habitual || remaining || negated(list, at) || HABITUAL_ES.test(sentence),
      );
      const first = reading.person === 0 || reading.person === 3;
      if (first && !subjectGiven) {
        subjectGiven = true;
        // The subject goes before "no la" in "no la veo": "Maya no la vio".
        insertions.push([startOfVerbGroup(list, at), reading.person === 0 ? speaker.name : group]);
      }
      return past;
    }
    // "antes de que llegue" is told "antes de que llegara".
    const wish = pastSubjunctiveAt(list, at);
    if (wish) return wish;
    // A clitic before a first-person verb: "me pierdo" → "se perdió", "me gusta" → "le gustaba".
    if (lower === 'me' || lower === 'nos') {
      const nextAt = list.findIndex((t, i) => i > at && t.word);
      const verb = nextAt === -1 ? null : presentReading(list, nextAt);
      if (verb && (verb.person === 0 || verb.person === 3)) {
        if (!subjectGiven) {
          subjectGiven = true;
          return `${verb.person === 0 ? speaker.name : group} se`;
        }
        return 'se';
      }
      return lower === 'me' ? 'le' : 'les';
    }
    return token.text;
  });
  for (const [at, subject] of insertions) out[at] = `${subject} ${out[at] ?? ''}`;
  const text = capitaliseNames(out.join(''), speaker.names, speaker.people).replace(
    /(?<!\p{L})(de|a) (el)(?!\p{L})/gu,
    (_m, p: string) => (p === 'de' ? 'del' : 'al'),
  );
  return { text, ok: presentVerbsEs(text).length === 0 && !untold(sentence, text, 'es') };
}

/** "se cae todo el rato", "siempre llega tarde": what kept happening, told in the imperfect. */
const HABITUAL_ES =
  /(?<!\p{L})(?:todo el rato|todo el tiempo|siempre|una y otra vez|a menudo|cada (?:vez|día|mañana|noche|verano|invierno)|todos los (?:días|veranos|inviernos|sábados|domingos)|todas las (?:mañanas|noches|tardes|semanas))(?!\p{L})/iu;

const CLITICS = new Set(['se', 'me', 'te', 'nos', 'lo', 'la', 'los', 'las', 'le', 'les']);

/**
 * Whether the verb at `at` is said with "no", "nunca" or "nadie" before it (and its clitics): "el
 * robot no funciona" is how things stood, told "no funcionaba", not one moment ("no funcionó");
 * so is "ya nadie le hace caso" ("nadie le hacía caso").
 */
function negated(list: ReturnType<typeof tokens>, at: number): boolean {
  const before = list
    .slice(0, at)
    .filter((token) => token.word)
    .map((token) => token.text.toLowerCase());
  let last = before.length - 1;
  while (last >= 0 && CLITICS.has(before[last]!)) last -= 1;
  return ['no', 'nunca', 'nadie', 'jamás', 'tampoco'].includes(before[last] ?? '');
}

/** habitual: what someone was like or used to do (a description): Spanish uses the imperfect. */
const narrateOnce = remembered(
  (sentence: string, speaker: Speaker, language: Language, habitual: boolean): Narrated =>
    language === 'en' ? narrateEn(sentence, speaker) : narrateEs(sentence, speaker, habitual),
);

export function narrate(
  sentence: string,
  speaker: Speaker,
  language: Language,
  habitual = false,
): Narrated {
  return narrateOnce(sentence, speaker, language, habitual);
}

/**
 * The parent speaks from today; the story is told from its own past. "We go to the moon
 * tomorrow" happened "the next day", "hoy" was "aquel día".
 */
const FROM_TODAY: Record<Language, [RegExp, string][]> = {
  en: [
    [/\bthe day after tomorrow\b/gi, 'two days later'],
    [/\btomorrow\b/gi, 'the next day'],
    [/\btonight\b/gi, 'that night'],
    [/\btoday\b/gi, 'that day'],
    [/\byesterday\b/gi, 'the day before'],
    [/\blast night\b/gi, 'the night before'],
    [/\bthis (morning|afternoon|evening|week|summer|winter)\b/gi, 'that $1'],
  ],
  es: [
    [/(?<!\p{L})pasado mañana(?!\p{L})/giu, 'dos días después'],
    [/(?<!\p{L})esta (mañana|tarde|noche|semana)(?!\p{L})/giu, 'aquella $1'],
    [/(?<!\p{L}|la |una |cada |toda |por |de )mañana(?!\p{L})/giu, 'al día siguiente'],
    [/(?<!\p{L})hoy(?!\p{L})/giu, 'aquel día'],
    [/(?<!\p{L})ayer(?!\p{L})/giu, 'el día anterior'],
    [/(?<!\p{L})anoche(?!\p{L})/giu, 'la noche anterior'],
  ],
};

/** The times `FROM_TODAY` tells: an event that says when needs no "one day" before it. */
export const TOLD_TIME =
  /(?<!\p{L})(two days later|the next day|that (?:night|day|morning|afternoon|evening|week|summer|winter)|the (?:day|night) before|dos días después|al día siguiente|aquel día|aquella (?:mañana|tarde|noche|semana)|el día anterior|la noche anterior|monday|tuesday|wednesday|thursday|friday|saturday|sunday|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo))(?!\p{L})/iu;

function toldFromThen(text: string, language: Language): string {
  const told = FROM_TODAY[language].reduce(
    (out, [pattern, then]) =>
      out.replace(pattern, (word: string, ...groups: unknown[]) => {
        const told = then.replace('$1', String(groups[0] ?? '').toLowerCase());
        return word.charAt(0) === word.charAt(0).toUpperCase() && /\p{Lu}/u.test(word.charAt(0))
          ? told.charAt(0).toUpperCase() + told.slice(1)
          : told;
      }),
    text,
  );
  // "Yesterday the river froze" opens "The day before, the river froze", not a run-on.
  return language === 'en'
    ? told.replace(/(^|[.!?]\s+)(the (?:day|night) before)(?=\s+\p{L})/giu, '$1$2,')
    : told;
}

/** Lower-case parents type "pip finds it. she is happy": sentences end at . ! ? and line ends. */
export function parentSentences(raw: string, language: Language): string[] {
  return toldFromThen(fixSlips(raw, language), language)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** The parent's text split into story sentences and the words that steer the telling. */
export function splitSteering(
  raw: string,
  language: Language,
): { story: string[]; steering: string[] } {
  const story: string[] = [];
  const steering: string[] = [];
  for (const sentence of parentSentences(raw, language)) {
    (isSteering(sentence, language) ? steering : story).push(sentence);
  }
  return { story, steering };
}
