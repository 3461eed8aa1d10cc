/**
 * Reads the family's event, goal, challenge and instructions into shapes the phrase banks can
 * hold ("find the lost button" is a verb phrase, "a new friend" a noun phrase, anything else a
 * sentence of its own).
 */
import type { Cast, CastMember } from './cast.js';
import { spanishArticle } from './spanish-agreement.js';
import { hasPastVerb } from './narration/spanish-tense.js';
import { isNounPhrase, nounPhrases, withArticle } from './narration/english-tense.js';
import { joinPhrases, readGoalText, type GoalShape } from './narration/goal.js';
import { narrate, type Speaker } from './narration/narrate.js';
import { capitaliseNames } from './narration/parent-words.js';
import { remembered } from './narration/remember.js';
import { themeForPlot, withoutCausedVerb } from './plot.js';
import { THEMES, type ReadInstructions } from './themes.js';
import {
  asSentence,
  type Language,
  lowerFirstIfCommon,
  normalizeUserText,
  stripEndPunctuation,
} from './text-tidy.js';

export type { GoalShape } from './narration/goal.js';

/** The event or challenge told in the story's voice. */
export type Told = {
  /** Past-tense third-person sentences, ready to print. */
  sentences: string[];
  /** The same as one clause to follow a colon or "One day,", when it is one sentence. */
  clause: string | null;
  /** What could not be told safely, as nouns for a safe frame ("a storm", "the dark"). */
  retold: string | null;
};

/** Who the parent's "I" and "we" stand for, and the names to capitalise. */
export function speakerFor(cast: Cast): Speaker {
  // A note's name is often an everyday word ("Cinnamon"): only characters and places are names.
  const everyone = [cast.hero, ...cast.friends, ...cast.places];
  return {
    name: cast.hero.name,
    gender: cast.hero.gender,
    friends: cast.friends.map((friend) => friend.name),
    names: everyone.map((member) => member.name),
    people: [cast.hero, ...cast.friends].map((member) => member.name),
  };
}

/**
 * An event or challenge as typed ("the path gets dark and pip is afraid") told as narration
 * ("The path got dark and Pip was afraid."). A sentence that cannot be told safely is not
 * printed; its nouns are kept for a frame ("It all began with a storm.").
 */
export const tellParentText = remembered(tellSentences);

function tellSentences(sentences: string[], speaker: Speaker, language: Language): Told {
  const told: string[] = [];
  const nouns: string[] = [];
  for (const sentence of sentences.flatMap((s) => splitRunOn(s, language))) {
    const narrated = narrate(sentence, speaker, language);
    if (narrated.ok && hasVerb(sentence, narrated.text, language))
      told.push(asSentence(narrated.text));
    // The nouns as the parent typed them ("storm"), not as a failed retelling ("stormed").
    else nouns.push(...nounsOf(capitaliseNames(sentence, speaker.names, speaker.people), language));
  }
  const only = told.length === 1 && nouns.length === 0 ? told[0] : undefined;
  return {
    sentences: told,
    clause: only ? smallStart(stripEndPunctuation(only), language, speaker.names) : null,
    retold: nouns.length > 0 ? joinPhrases([...new Set(nouns)].slice(0, 2), language) : null,
  };
}

/**
 * A clause after "One day," starts small. Spanish drops a known subject, so a told sentence may
 * start with its verb ("Encontraron un mapa"): "Todo empezó cuando encontraron un mapa".
 */
function smallStart(text: string, language: Language, names: readonly string[]): string {
  const first = text.split(/[\s,]/)[0] ?? '';
  if (language === 'es' && hasPastVerb(first.toLowerCase()))
    return first.charAt(0).toLowerCase() + text.slice(1);
  return lowerFirstIfCommon(text, names);
}

/**
 * A very long typed sentence ("we go to nana's and this year sam builds a rocket and he paints
 * it silver and ...") is read aloud as several: it breaks at "and" where a new clause begins.
 */
function splitRunOn(sentence: string, language: Language): string[] {
  if (sentence.split(/\s+/).length <= 20) return [sentence];
  const starts =
    language === 'en'
      ? '(?:this|then|he|she|they|we|i|it|the|my|his|her|our|there)'
      : '(?:este|esta|luego|él|ella|ellos|nosotros|yo|el|la|los|las|mi|su|entonces)';
  const join = language === 'en' ? '(?:and|but|so)' : '(?:y|pero|así que)';
  return sentence
    .split(new RegExp(`,?\\s+${join}\\s+(?=${starts}\\s)`, 'i'))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Told as a sentence: it had a verb (the telling changed it) or is more than a noun phrase. */
function hasVerb(typed: string, text: string, language: Language): boolean {
  const changed =
    stripEndPunctuation(typed).toLowerCase() !== stripEndPunctuation(text).toLowerCase();
  if (language === 'en') return text.split(' ').length > 1 && (changed || !isNounPhrase(text));
  return text.split(' ').length > 2;
}

function nounsOf(text: string, language: Language): string[] {
  const bare = stripEndPunctuation(text).trim();
  if (language === 'en') {
    // "halfway there" is where, not a thing: never "the there".
    const phrases = nounPhrases(bare).filter(
      (phrase) => !/(?:^|\s)(?:there|here|halfway|somewhere|anywhere|everywhere)$/i.test(phrase),
    );
    if (phrases.length > 0) return phrases.map((phrase) => lowerFirstIfCommon(withArticle(phrase)));
    return bare && bare.split(' ').length === 1 ? [lowerFirstIfCommon(withArticle(bare))] : [];
  }
  const found =
    bare.match(
      /\b(?:el|la|los|las|un|una|unos|unas)\s+\p{L}+(?:\s+(?:de|del)\s+(?:la\s+|el\s+)?\p{L}+)?/giu,
    ) ?? [];
  if (found.length > 0) return found;
  return bare && bare.split(' ').length === 1
    ? [`${spanishArticle(bare)} ${bare.toLowerCase()}`]
    : [];
}

/** The goal as the hero's wish, from the parent's sentences (already without steering). */
export function readGoal(
  sentences: string[],
  speaker: Speaker,
  language: Language,
): { goal: GoalShape; more: string[] } | null {
  return readGoalText(sentences, speaker, language);
}

const SILLY = /\b(funny|silly|laugh\w*|giggl\w*|divertid\w*|gracios\w*|risa\w*|chistos\w*)/i;

/**
 * The parent's instructions steer the story (its theme, a silly tone); no words of theirs are
 * ever printed in it: they are directions to the storyteller ("make it scary and describe the
 * blood"), not story text.
 */
export function readInstructions(
  raw: string,
  plotText: string,
  hasFriends: boolean,
): ReadInstructions {
  const text = stripEndPunctuation(normalizeUserText(raw));
  // A theme the parent asked for shapes the turn and the lesson; otherwise the plot's trouble
  // chooses one ("afraid of the dark" calls for courage).
  const theme =
    THEMES.find((candidate) => candidate.keywords.test(text)) ?? themeForPlot(plotText, hasFriends);
  return { theme, silly: SILLY.test(text) };
}

/** The thing the hero is after, for the title: "find the lost button" → "the lost button". */
export function titleObject(goal: GoalShape, language: Language): string | null {
  if (goal.kind !== 'vp' && goal.kind !== 'np') return null;
  const phrase = towardsTheThing(
    goal.kind === 'vp' ? goal.text.split(' ').slice(1).join(' ') : goal.text,
    language,
  );
  const start =
    language === 'en' ? /^(a|an|the|his|her|their|my|its)\s/i : /^(un|una|el|la|su|mi)\s/i;
  if (!start.test(phrase)) return null;
  // Where the thing's name ends: "the lantern again", "the kite over the hill", "the best
  // surprise anyone had seen", "el mapa hasta el final" are the lantern, the kite, the surprise;
  // so is "the kite higher than the trees".
  const cut =
    language === 'en'
      ? /\s(back|up|down|home|to|for|from|in|on|at|with|without|before|after|and|so|that|who|which|of|again|away|out|off|over|through|into|across|around|past|by|under|together|today|tonight|now|soon|anyone|anybody|everyone|ever|than|as|higher|lower|faster|further|farther|\w+er than)\b|,/i
      : /\s(a|al|para|desde|hasta|en|con|sin|antes|después|y|que|por|otra vez|de nuevo|hoy|juntos|juntas|(?:más|menos|tan) [a-záéíóúñ]+ (?:que|como))\b|,/i;
  const end = phrase.search(cut);
  const cutAt = (end === -1 ? phrase : phrase.slice(0, end)).trim();
  // "have his tooth checked", "get the bike fixed": the thing, not what is done to it.
  const core =
    language === 'en'
      ? withoutCausedVerb(cutAt, goal.text).replace(
          /^((?:the|a|an|his|her|their|my|its)\s+\S+(?:\s+\S+)?)\s+(?:\S+ed|cut|done|made|built|fixed|mended)$/i,
          '$1',
        )
      : cutAt;
  // "her own tomatoes" is "the Tomatoes" in a title, never "the Own Tomatoes".
  const thing = core.replace(/^(\S+)\s+(?:own|propi[oa]s?)\s+/i, '$1 ');
  const words = thing.split(' ');
  if (words.length < 2 || words.length > 5) return null;
  // "the way" or "el camino" names no thing to put in a title.
  if (/^(way|time|day|thing|things|camino|vez|día|cosa|cosas)$/i.test(words.at(-1) ?? ''))
    return null;
  const fixed =
    language === 'en'
      ? thing.replace(/^(his|her|their|my|its)\s/i, 'the ')
      : thing.replace(/^(su|mi)\s/i, (words[1] ?? '').endsWith('a') ? 'la ' : 'el ');
  return fixed;
}

/** "the way to the top of the tallest hill" is about the tallest hill; so for the title it is. */
const TOWARDS: Record<Language, RegExp[]> = {
  en: [
    /^(?:the|a)\s+(?:way|path|road)\s+(?:to|into|towards?)\s+/i,
    /^(?:the|a)\s+(?:top|side|edge|bottom|end|middle|foot)\s+of\s+/i,
  ],
  es: [
    /^(?:el|un)\s+camino\s+(?:a|al|hasta|hacia)\s+/i,
    /^(?:lo alto|la cima|el borde|el final|el fondo|la orilla)\s+(?:de|del)\s+/i,
  ],
};

function towardsTheThing(phrase: string, language: Language): string {
  return TOWARDS[language].reduce((rest, pattern) => {
    const match = rest.match(pattern);
    if (!match) return rest;
    // "hasta el final del bosque": "del" and "al" hold the article of what follows.
    const article = /\b(?:al|del)\s+$/i.test(match[0]) ? 'el ' : '';
    return article + rest.slice(match[0].length);
  }, phrase);
}

export function friendsList(friends: CastMember[], language: Language): string {
  const names = friends.map((f) => f.name);
  if (names.length <= 1) return names[0] ?? '';
  const last = names[names.length - 1];
  const joiner = language === 'en' ? 'and' : /^h?i/i.test(last ?? '') ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${joiner} ${last}`;
}
