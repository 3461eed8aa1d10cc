/**
 * Spanish tense and person work on top of spanish-verbs: the present-tense verbs of a parent's
 * sentence are found (a form of a known verb, not right after an article or a preposition) and
 * told again in the past, the imperfect for states ("tenía miedo") and the preterite for
 * events ("encontró una linterna"), in the third person ("encuentro" → "encontró").
 */
import { getConjugation, type Person0To5 } from 'spanish-verbs';
import {
  ALL_VERBS,
  CLOSING_IR_VERBS,
  E_I_VERBS,
  E_IE_VERBS,
  G_FIRST_PERSON,
  O_HUE_VERBS,
  STATIVE_VERBS,
  STRONG_PRETERITES,
  U_UE_VERBS,
  Y_VERBS,
} from './spanish-verbs-lexicon.js';

export type SpanishTense =
  | 'INDICATIVE_PRESENT'
  | 'INDICATIVE_PRETERITE'
  | 'INDICATIVE_IMPERFECT'
  | 'SUBJUNCTIVE_IMPERFECT_RA';

const STEM_PERSONS = new Set<number>([0, 1, 2, 5]);

/** Closes the last e (or o) of the stem: "pens" → "piens", "ped" → "pid", "dorm" → "durm". */
function changeStem(stem: string, from: string, to: string): string {
  const at = stem.lastIndexOf(from);
  return at === -1 ? stem : stem.slice(0, at) + to + stem.slice(at + from.length);
}

/**
 * Forms spanish-verbs gets wrong: it gives back the infinitive for every form of reír (and so of
 * sonreír), and "vía" for ver's imperfect.
 */
const REIR: Record<SpanishTense, string[]> = {
  INDICATIVE_PRESENT: ['río', 'ríes', 'ríe', 'reímos', 'reís', 'ríen'],
  INDICATIVE_PRETERITE: ['reí', 'reíste', 'rio', 'reímos', 'reísteis', 'rieron'],
  INDICATIVE_IMPERFECT: ['reía', 'reías', 'reía', 'reíamos', 'reíais', 'reían'],
  SUBJUNCTIVE_IMPERFECT_RA: ['riera', 'rieras', 'riera', 'riéramos', 'rierais', 'rieran'],
};
const VER_IMPERFECT = ['veía', 'veías', 'veía', 'veíamos', 'veíais', 'veían'];

/** spanish-verbs' form, with the stem changes and -y- it does not know about. */
export function conjugate(verb: string, tense: SpanishTense, person: Person0To5): string {
  if (verb.endsWith('reír')) return verb.slice(0, -4) + REIR[tense][person]!;
  if (verb === 'ver' && tense === 'INDICATIVE_IMPERFECT') return VER_IMPERFECT[person]!;
  const form = getConjugation(verb, tense, person);
  const stem = verb.slice(0, -2);
  const third = person === 2 || person === 5;
  if (tense === 'INDICATIVE_PRESENT') {
    if (person === 0 && G_FIRST_PERSON[verb]) return G_FIRST_PERSON[verb];
    if (!STEM_PERSONS.has(person) || !form.startsWith(stem)) return form;
    const rest = form.slice(stem.length);
    if (E_IE_VERBS.includes(verb)) return changeStem(stem, 'e', 'ie') + rest;
    if (E_I_VERBS.includes(verb)) return changeStem(stem, 'e', 'i') + rest;
    if (U_UE_VERBS.includes(verb)) return changeStem(stem, 'u', 'ue') + rest;
    if (O_HUE_VERBS.includes(verb)) return `h${changeStem(stem, 'o', 'ue')}${rest}`;
    if (Y_VERBS.includes(verb) && verb.endsWith('uir')) return `${stem}y${rest}`;
    return form;
  }
  if (tense === 'INDICATIVE_PRETERITE' || tense === 'SUBJUNCTIVE_IMPERFECT_RA') {
    const strong = STRONG_PRETERITES[verb];
    const ending = tense === 'INDICATIVE_PRETERITE' ? (person === 5 ? 'eron' : 'o') : 'era';
    if (strong && (third || tense === 'SUBJUNCTIVE_IMPERFECT_RA'))
      return strong + (person === 5 && tense !== 'INDICATIVE_PRETERITE' ? 'eran' : ending);
    if (Y_VERBS.includes(verb) && (third || tense === 'SUBJUNCTIVE_IMPERFECT_RA')) {
      const base = verb.endsWith('uir') ? stem : stem;
      if (tense === 'INDICATIVE_PRETERITE') return person === 5 ? `${base}yeron` : `${base}yó`;
      return person === 5 ? `${base}yeran` : `${base}yera`;
    }
    if (!form.startsWith(stem)) return form;
    const rest = form.slice(stem.length);
    const closes = third || tense === 'SUBJUNCTIVE_IMPERFECT_RA';
    if (closes && E_I_VERBS.includes(verb)) return changeStem(stem, 'e', 'i') + rest;
    if (closes && CLOSING_IR_VERBS.includes(verb))
      return (verb.includes('o') ? changeStem(stem, 'o', 'u') : changeStem(stem, 'e', 'i')) + rest;
    return form;
  }
  return form;
}

type Reading = { verb: string; person: Person0To5 };

let presentIndex: Map<string, Reading> | null = null;

/** Every present form of every known verb, built once on first use. */
function presentForms(): Map<string, Reading> {
  if (presentIndex) return presentIndex;
  const index = new Map<string, Reading>();
  for (const verb of ALL_VERBS) {
    for (const person of [0, 1, 2, 3, 4, 5] as Person0To5[]) {
      const form = conjugate(verb, 'INDICATIVE_PRESENT', person).toLowerCase();
      if (form && form !== verb && !index.has(form)) index.set(form, { verb, person });
    }
  }
  presentIndex = index;
  return index;
}

/** Words after which a verb-looking word is a noun ("el camino", "por la llama"). */
const NOUN_CONTEXT = new Set(
  (
    'el la los las un una unos unas mi mis tu tus su sus este esta estos estas ese esa esos ' +
    'esas del al de por para con sin en a muy nuestro nuestra otro otra cada mucho mucha gran ' +
    'largo larga única único algún alguna ninguna ningún ni pequeño pequeña buen buena mal más menos tan demasiado bastante'
  ).split(' '),
);
/** Everyday words that happen to be verb forms too. */
const NEVER_VERBS = new Set(
  'como bajo sobre entre para cara vale paso nada uno salvo llena lleno ganas parte caso'.split(
    ' ',
  ),
);

/** Words that are a subjunctive of some verb but, in a story, always something else. */
const NEVER_SUBJUNCTIVE = new Set(
  'una unas unan calle calles baile bailes viaje viajes coma comas traje trajes fresa fresas'.split(
    ' ',
  ),
);

export type Token = { text: string; word: boolean };

export function tokens(text: string): Token[] {
  return text
    .split(/([\p{L}]+)/u)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, word: /^\p{L}/u.test(part) }));
}

function previousWord(list: Token[], at: number): string {
  for (let i = at - 1; i >= 0; i--) {
    const token = list[i] as Token;
    if (token.word) return token.text.toLowerCase();
    if (/[.!?;:]/.test(token.text)) return '';
  }
  return '';
}

/** "no la veo", "y lo encuentra": lo/la before a verb after "no", "y", "que" is a pronoun. */
function isClitic(list: Token[], at: number, previous: string): boolean {
  if (!/^(lo|la|los|las)$/.test(previous)) return false;
  let seen = 0;
  for (let i = at - 1; i >= 0; i--) {
    const token = list[i] as Token;
    if (!token.word) continue;
    seen += 1;
    if (seen === 2)
      return /^(no|y|e|que|pero|ya|nunca|nadie|jamás|tampoco|siempre|también|se|me|te|nos)$/i.test(
        token.text,
      );
  }
  // At the start of a sentence, "la cocina" is an article and a noun.
  return false;
}

/** The reading of a word as a present-tense verb, or null. */
export function presentReading(list: Token[], at: number): Reading | null {
  const token = list[at];
  if (!token?.word) return null;
  const word = token.text.toLowerCase();
  if (NEVER_VERBS.has(word)) return null;
  const reading = presentForms().get(word);
  if (!reading) return null;
  const previous = previousWord(list, at);
  if (NOUN_CONTEXT.has(previous) && !isClitic(list, at, previous)) return null;
  // "Leo" is a name far more often than "I read".
  if (reading.person === 0 && /^\p{Lu}/u.test(token.text)) return null;
  return reading;
}

const THIRD: Record<number, Person0To5> = { 0: 2, 1: 2, 2: 2, 3: 5, 4: 5, 5: 5 };

/** The narration form of a present verb: third person, imperfect or preterite. */
export function pastForm(reading: Reading, nextWords: string[], habitual = false): string {
  const person = THIRD[reading.person] as Person0To5;
  // "va a llover" tells what was about to happen: "iba a llover".
  const goingTo =
    reading.verb === 'ir' && nextWords[0] === 'a' && /(ar|er|ir)$/.test(nextWords[1] ?? '');
  // "hace frío", "hace demasiado frío" is the weather, a state: "hacía frío".
  const degree = /^(demasiado|muy|bastante|tanto|un)$/i.test(nextWords[0] ?? '') ? 1 : 0;
  const weather =
    reading.verb === 'hacer' &&
    /^(frío|frio|calor|sol|viento|bueno|buen|malo|mal|fresco|mucho|muchísimo|tanto|poco)$/i.test(
      nextWords[degree] ?? '',
    );
  // "le da vergüenza", "me da miedo" is a feeling, a state: "le daba vergüenza".
  const feeling =
    reading.verb === 'dar' &&
    /^(miedo|vergüenza|pena|asco|rabia|risa|igual|mucho|mucha|muchísimo|muchísima)$/i.test(
      nextWords[0] ?? '',
    );
  const tense =
    habitual || STATIVE_VERBS.has(reading.verb) || goingTo || weather || feeling
      ? 'INDICATIVE_IMPERFECT'
      : 'INDICATIVE_PRETERITE';
  return conjugate(reading.verb, tense, person);
}

/** The present-tense verbs still narrating outside dialogue. */
export function presentVerbsEs(text: string): string[] {
  const list = tokens(text.replace(/«[^»]*»|“[^”]*”|"[^"]*"|—[^—\n]*(—|$)/g, ' '));
  const found: string[] = [];
  list.forEach((token, at) => {
    if (presentReading(list, at)) found.push(token.text);
  });
  return found;
}

/** Whether a word is an infinitive of a verb, maybe with clitics ("llevarla", "ponerse"). */
export function infinitiveOf(word: string): { verb: string; clitics: string } | null {
  const lower = word.toLowerCase();
  const match = lower.match(/^(\p{L}+?(?:ar|er|ir|ír))((?:se|me|te|nos|lo|la|los|las|le|les)*)$/u);
  if (!match) return null;
  const verb = (match[1] ?? '')
    .normalize('NFD')
    .replace(/(?<=[aei])\u0301(?=r)/u, '')
    .normalize('NFC');
  const known = ALL_VERBS.includes(verb) || ALL_VERBS.includes(lower);
  if (!known && !/(ar|er|ir)$/.test(verb)) return null;
  return { verb: known && ALL_VERBS.includes(lower) ? lower : verb, clitics: match[2] ?? '' };
}

let subjunctiveIndex: Map<string, Reading> | null = null;

/** Present subjunctive forms ("se cure", "vuelva"), for wishes: "que la abuela se cure". */
function subjunctiveForms(): Map<string, Reading> {
  if (subjunctiveIndex) return subjunctiveIndex;
  const index = new Map<string, Reading>();
  for (const verb of ALL_VERBS) {
    for (const person of [0, 2, 3, 5] as Person0To5[]) {
      const form = getConjugation(verb, 'SUBJUNCTIVE_PRESENT', person).toLowerCase();
      if (form && !index.has(form)) index.set(form, { verb, person });
    }
    // spanish-verbs misses irregular stems ("salga", "empiece"): they come from "yo" ("salgo").
    const stem = subjunctiveStem(verb);
    const vowel = verb.endsWith('ar') ? 'e' : 'a';
    for (const [ending, person] of [
      ['', 2],
      ['n', 5],
    ] as const) {
      const form = `${stem}${vowel}${ending}`;
      if (stem && !index.has(form)) index.set(form, { verb, person });
    }
  }
  subjunctiveIndex = index;
  return index;
}

/**
 * A present subjunctive in a clause after "que", "cuando" or "ojalá", told in the past as the
 * imperfect subjunctive, since the sentence around it is told in the past too: "antes de que
 * llegue" → "antes de que llegara", "para que su hermana no lo vea" → "no lo viera". Null for
 * any other word.
 */
export function pastSubjunctiveAt(list: Token[], at: number): string | null {
  const token = list[at];
  if (!token?.word) return null;
  const word = token.text.toLowerCase();
  if (NEVER_VERBS.has(word) || NEVER_SUBJUNCTIVE.has(word)) return null;
  const reading = subjunctiveForms().get(word);
  if (!reading) return null;
  const previous = previousWord(list, at);
  // "que el baile empiece": "baile" after "el" is the dance, not a verb.
  if (NOUN_CONTEXT.has(previous) && !isClitic(list, at, previous)) return null;
  let words = 0;
  for (let i = at - 1; i >= 0 && words < 6; i--) {
    const word = list[i] as Token;
    if (!word.word) {
      if (/[.!?;:,«»“”"—]/.test(word.text)) return null;
      continue;
    }
    // "que siempre lleva una gorra": the clause after "que" has its verb already.
    if (presentReading(list, i)) return null;
    words += 1;
    if (/^(que|cuando|ojalá)$/i.test(word.text)) {
      return conjugate(
        reading.verb,
        'SUBJUNCTIVE_IMPERFECT_RA',
        THIRD[reading.person] as Person0To5,
      );
    }
  }
  return null;
}

/** The present subjunctive's stem, from the "yo" form: "salgo" → "salg", "empiezo" → "empiec". */
function subjunctiveStem(verb: string): string {
  const first = conjugate(verb, 'INDICATIVE_PRESENT', 0).toLowerCase();
  if (!first.endsWith('o')) return '';
  const stem = first.slice(0, -1);
  if (!verb.endsWith('ar')) return stem;
  return stem.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c');
}

/** The clause with its first verb (present or subjunctive) in this tense, third person. */
function withFirstVerbIn(clause: string, tense: SpanishTense): string | null {
  const list = tokens(clause);
  for (let at = 0; at < list.length; at++) {
    const token = list[at] as Token;
    if (!token.word) continue;
    const reading =
      presentReading(list, at) ??
      (NOUN_CONTEXT.has(previousWord(list, at))
        ? null
        : subjunctiveForms().get(token.text.toLowerCase()));
    if (!reading) continue;
    const form = conjugate(reading.verb, tense, THIRD[reading.person] as Person0To5);
    return list.map((t, i) => (i === at ? form : t.text)).join('');
  }
  return null;
}

/**
 * A wish told after "deseaba que": its first verb in the imperfect subjunctive ("la abuela se
 * pone bien" → "la abuela se pusiera bien"), or null.
 */
export const asPastWish = (clause: string) => withFirstVerbIn(clause, 'SUBJUNCTIVE_IMPERFECT_RA');

/** A wish that came true: the same clause in the preterite ("la abuela se puso bien"). */
export const asPastEvent = (clause: string) => withFirstVerbIn(clause, 'INDICATIVE_PRETERITE');

const CLITIC_ORDER = /^(se|me|te|nos)?(lo|la|los|las|le|les)?$/;

/** "encontrarla" said as done: "la encontró"; "ponerse bien" → "se puso bien". */
export function infinitiveAsDone(phrase: string): string | null {
  const [first = '', ...rest] = phrase.split(' ');
  const reading = infinitiveOf(first);
  if (!reading) return null;
  const clitics = reading.clitics.match(/se|me|te|nos|los|las|lo|la|les|le/g) ?? [];
  if (!CLITIC_ORDER.test(clitics.join(''))) return null;
  const verb = conjugate(reading.verb, 'INDICATIVE_PRETERITE', 2);
  const placed = clitics.map((c) => (c === 'me' || c === 'te' || c === 'nos' ? 'se' : c));
  // "llegar a la luna y volver antes de la cena": the second verb is done too ("y volvió").
  const tail = rest.join(' ').replace(/(?<=(?:^|\s)(?:y|e)\s)(\p{L}+)(?=\s|$)/u, (word) => {
    const second = infinitiveOf(word);
    return second && !second.clitics ? conjugate(second.verb, 'INDICATIVE_PRETERITE', 2) : word;
  });
  return [...placed, verb, tail].filter(Boolean).join(' ');
}

let pastIndex: Set<string> | null = null;

/** Whether a text holds a verb in the preterite or the imperfect ("encontró", "tenía"). */
export function hasPastVerb(text: string): boolean {
  if (!pastIndex) {
    const index = new Set<string>();
    for (const verb of ALL_VERBS) {
      for (const person of [0, 2, 3, 5] as Person0To5[]) {
        index.add(conjugate(verb, 'INDICATIVE_PRETERITE', person).toLowerCase());
        index.add(conjugate(verb, 'INDICATIVE_IMPERFECT', person).toLowerCase());
      }
    }
    pastIndex = index;
  }
  const known = pastIndex;
  return tokens(text).some((token) => token.word && known.has(token.text.toLowerCase()));
}

/** Every present verb of a clause told in the past, person unchanged in the third person. */
export function pastIndicative(clause: string): string {
  const list = tokens(clause);
  return list
    .map((token, at) => {
      const reading = presentReading(list, at);
      if (!reading) return token.text;
      const next = list
        .slice(at + 1)
        .filter((t) => t.word)
        .slice(0, 2)
        .map((t) => t.text.toLowerCase());
      return pastForm(reading, next);
    })
    .join('');
}
