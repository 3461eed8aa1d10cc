/**
 * What this story is about, read once from the parent's plot: the thing the hero is after
 * ("the lantern"), what stands in the way ("the dark"), whether it happens at night, which
 * lesson fits the trouble, and each note as knowledge a character remembers.
 */
import type { Cast, CastMember } from './cast.js';
import nlp from 'compromise';
import snowball from 'snowball-stemmers';
import { nounPhrases, toPastTense } from './narration/english-tense.js';
import type { GoalShape } from './narration/goal.js';
import { narrate, type Speaker } from './narration/narrate.js';
import { hasPastVerb, presentReading, tokens } from './narration/spanish-tense.js';
import { ALL_VERBS } from './narration/spanish-verbs-lexicon.js';
import type { Told } from './story-parts.js';
import { spanishArticle } from './spanish-agreement.js';
import { givenName } from './narration/parent-words.js';
import { remembered } from './narration/remember.js';
import { asSentence, type Language, splitSentences, stripEndPunctuation } from './text-tidy.js';
import { THEMES, type Theme } from './themes.js';
import { kindIn, type ProblemKind } from './problem-kind.js';
import { AUNTS_AND_UNCLES, GRANDPARENTS, PARENTS, SIBLINGS } from './family-words.js';

/** Nouns that name no thing one could hold or draw. */
const ABSTRACT =
  /^(?:the |a |an |el |la |los |las |un |una |su |sus |his |her |their )?(?:way|time|day|idea|wish|trouble|problem|thing|things|lot|bit|everyone|everything|nobody|somebody|one|fun|class|team|family|group|children|kids|clase|equipo|familia|grupo|niños|sun|moon|sky|stars|end|beginning|night|there|here|halfway|noche|camino|vez|día|idea|deseo|problema|cosa|cosas|todo|todos|nadie|algo|poco|rato|sol|luna|cielo|estrellas|final|fin|principio)$/i;

const NIGHT_WORDS =
  /\b(night|nights|bedtime|dark|darkness|moon|stars|evening|midnight|sleep|asleep|noche|oscur\w*|luna|estrellas|dormir|medianoche|atardecer)\b/i;

const PLOT_THEMES: [RegExp, string][] = [
  [
    // Letters, not \b: "se cayó" ends on an accented letter.
    /(?<!\p{L})(race|carrera)(?!\p{L}).*(?<!\p{L})(falls?|fell|trips?|tripped|hurts?|se cae|se cayó|tropieza|tropezó|se hace daño|se hizo daño)(?!\p{L})|(?<!\p{L})(falls?|fell|trips?|tripped|se cae|se cayó|tropieza|tropezó)(?!\p{L}).*(?<!\p{L})(race|carrera)(?!\p{L})/iu,
    'friendship',
  ],
  [
    /\b(wide awake|can(?:no|['’])?t sleep|fall asleep|no puede dormir|dormirse|desvelad[oa])\b/i,
    'patience',
  ],
  [
    /\b(left out|jealous\w*|all the attention|notice (?:him|her|them|me) again|apartad[oa]s?|dejad[oa]s? de lado|celos\w*|(?:le|les) (?:hagan|hacen|hacían) caso|toda la atención)\b/i,
    'love',
  ],
  [
    /\b(afraid|scared|fear\w*|dark|monster\w*|nervous|miedo|oscur\w*|asustad\w*|nervios\w*|monstruo\w*)\b/i,
    'bravery',
  ],
  [/\b(alone|lonely|friends?|sol[oa]|amig\w*)\b/i, 'friendship'],
  [/\b(wait\w*|slow\w*|esper\w*|lent[oa]\w*)\b/i, 'patience'],
  [/\b(heavy|big|huge|tall|high|far|pesad\w*|grande|enorme|alt[oa]|lejos)\b/i, 'teamwork'],
  [
    /\b(sad|hurt|sick|ill|lost|crying|trist\w*|herid\w*|enferm\w*|perdid\w*|llor\w*)\b/i,
    'kindness',
  ],
];

/** Troubles whose lesson is their own: seeds that will not come up teach patience. */
const KIND_THEMES: Partial<Record<ProblemKind, string>> = {
  waiting: 'patience',
  scary: 'bravery',
  language: 'friendship',
};

/** The lesson this plot's trouble calls for, when the parent asked for none. */
export function themeForPlot(text: string, hasFriends: boolean): Theme {
  const id =
    KIND_THEMES[kindIn(text) ?? 'unknown'] ??
    PLOT_THEMES.find(([pattern]) => pattern.test(text))?.[1] ??
    (hasFriends ? 'teamwork' : 'perseverance');
  const theme = THEMES.find((candidate) => candidate.id === id) ?? THEMES[0];
  if (!theme) throw new Error('The storyteller has no themes.');
  return theme;
}

/** "The night before it snowed" says when the plot began, not that the story is told at night. */
const NIGHT_BEFORE = /\b(the night before|la noche anterior)\b/gi;

export function isNightStory(text: string): boolean {
  return NIGHT_WORDS.test(text.replace(NIGHT_BEFORE, ''));
}

function names(cast: Cast): string[] {
  // A character is also called by their given name ("Pip" for "Pip the Fox"); a note or a
  // place only by its whole name: "Frog fact" does not make every frog a name.
  const people = [cast.hero, ...cast.friends].flatMap((m) => [m.name, givenName(m.name) ?? m.name]);
  const others = [...cast.places, ...cast.notes].map((m) => m.name);
  return [...people, ...others].map((name) => name.toLowerCase());
}

const ARTICLE: Record<Language, RegExp> = {
  en: /^(the|a|an)\s/i,
  es: /^(el|la|los|las|un|una|unos|unas)\s/i,
};
/** "the old lantern in the attic" → "the old lantern": the thing, not where it is. */
const TRAILING: Record<Language, RegExp> = {
  en: /\s(in|on|at|of|with|from|to|into|under|by|for|through|near|behind|over|across|around|past|along|towards?|beside|inside|outside|before|after|until|up|down)\s.*$/i,
  es: /\s(en|sobre|con|desde|hasta|bajo|por|para|junto|detrás|hacia|encima|debajo|dentro|fuera|antes|después|a|al)\s.*$/i,
};

/** "the far side of the stream" is the stream: a side, an edge or a top is where, not what. */
const RELATIONAL =
  /^(?:the|a|an)\s+(?:\p{L}+\s+)?(?:side|edge|top|bottom|middle|end|corner|part|back|front)\s+of\s+((?:the|a|an)\s+.+)$/iu;

/** Concrete noun phrases of a text: "the lantern", "la linterna"; names and "the way" left out. */
export function thingsIn(text: string, language: Language, cast: Cast): string[] {
  return thingsNamed(text, language, names(cast));
}

const thingsNamed = remembered((text: string, language: Language, known: string[]): string[] => {
  const phrases =
    language === 'en'
      ? nounPhrases(text).map((phrase) => phrase.replace(/^(his|her|their|its)\s/i, 'the '))
      : (
          text.match(
            /\b(?:el|la|los|las|un|una|su|sus)\s+(?:(?:viej|pequeñ|nuev|buen|primer|últim)[oa]s?\s+|(?:gran|mejor|buen|primer)\s+)?\p{L}+(?:\s+(?:de|del)\s+(?:la\s+|el\s+)?\p{L}+)?/giu,
          ) ?? []
        )
          // "su robot nuevo" is "el robot", "sus botas" are "las botas": the noun says which.
          .map((phrase) =>
            phrase.replace(/^(sus?)\s+(\p{L}+)/iu, (_m, owner: string, noun: string) => {
              const article = spanishArticle(owner.length > 2 ? noun.replace(/e?s$/, '') : noun);
              const plural = owner.length > 2 ? (article === 'la' ? 'las' : 'los') : article;
              return `${plural} ${noun}`;
            }),
          )
          // "el tesoro del Abuelo Pepe" is the treasure: whose it is, is a name, not the thing.
          .map((phrase) => phrase.replace(/\s+(?:de|del)\s+(?:la\s+|el\s+)?\p{Lu}\p{L}*$/u, ''));
  return (
    phrases
      .map((phrase) => (language === 'en' ? withoutCausedVerb(phrase.trim(), text) : phrase))
      .map((phrase) => phrase.trim().replace(RELATIONAL, '$1'))
      .map((phrase) => phrase.replace(TRAILING[language], ''))
      // "put the star back", "give the kite away": the particle is the verb's, not the thing's.
      .map((phrase) =>
        language === 'en'
          ? phrase.replace(/\s(back|away|again|home|together|out|off)$/i, '')
          : phrase,
      )
      .filter((phrase) => ARTICLE[language].test(phrase))
      .filter((phrase) => !ABSTRACT.test(phrase))
      .filter((phrase) => endsInNoun(phrase, language))
      .filter((phrase) => !known.some((name) => phrase.toLowerCase().includes(name)))
      .filter(
        (phrase) => !/^\p{Lu}/u.test(phrase) || /^(The|El|La|Los|Las|A|An|Un|Una)\s/.test(phrase),
      )
      .map((phrase) => phrase.charAt(0).toLowerCase() + phrase.slice(1))
  );
});

/** Verbs a parent makes a thing do: "make the train run", "help the flowers grow". */
const CAUSED_VERB =
  /\s(run|go|work|fly|move|sing|shine|grow|float|sail|start|spin|glow|dance|laugh|smile|sleep|ring|roll|bloom|swim|jump|talk|play)(?:\s+\p{L}+)?$/iu;

/**
 * "make the train run again", "make the radio play music": the thing is the train or the radio;
 * the tagger read "the train run" and "the radio play music".
 */
export function withoutCausedVerb(phrase: string, text: string): string {
  if (phrase.split(' ').length < 3 || !/\b(make|makes|made|let|lets|help|helps)\s/i.test(text)) {
    return phrase;
  }
  const thing = phrase.replace(CAUSED_VERB, '');
  return thing.split(' ').length >= 2 ? thing : phrase;
}

/** "the hill alone" and "la veo" name no thing: the last word must be a noun. */
function endsInNoun(phrase: string, language: Language): boolean {
  const last = phrase.split(' ').at(-1) ?? '';
  if (language === 'en') return nlp(phrase).terms().last().has('#Noun') && !/ly$/.test(last);
  const list = tokens(`ella ${last}`);
  return !presentReading(list, list.length - 1) && !hasPastVerb(last) && !/mente$/.test(last);
}

/** Only the first of things with the same last word: "the lantern", not "the old lantern" too. */
export function distinctThings(things: string[]): string[] {
  const heads = new Set<string>();
  return things.filter((thing) => {
    const head = thing.split(' ').at(-1)?.toLowerCase() ?? '';
    if (heads.has(head)) return false;
    heads.add(head);
    return true;
  });
}

/** The thing the goal is about: "bring the lantern home" → "the lantern". */
export function goalObject(goal: GoalShape, language: Language, cast: Cast): string | null {
  if (goal.kind === 'retold') return null;
  const things = thingsIn(goal.text, language, cast);
  const first = things[0];
  if (!first) return null;
  if (language === 'en') return first.replace(/^(a|an)\s/i, 'the ');
  return first.replace(/^una\s/i, 'la ').replace(/^un\s/i, 'el ');
}

/** What stands in the way, as a noun phrase: "afraid of the dark" → "the dark". */
const PERSON_START = new RegExp(
  `^(?:(?:the|my|our|his|her|their|el|la|los|las|mi|su|sus|nuestr[oa])\\s+)?(?:little\\s+|big\\s+|baby\\s+|pequeñ[oa]\\s+)?(?:${GRANDPARENTS}|${PARENTS}|${SIBLINGS}|${AUNTS_AND_UNCLES}|baby|teacher|cousin|everyone|everybody|bebé|prim[oa]|profe\\w*|maestr[oa]|todos|todo el mundo)(?!\\p{L})`,
  'iu',
);

const BODY =
  /^(?:head|heads|tummy|tummies|belly|hand|hands|knee|knees|leg|legs|feet|foot|eyes?|voice|heart|cabeza|barriga|tripa|mano|manos|rodilla|rodillas|pierna|piernas|pies?|ojos?|voz|corazón)$/i;

export function obstacleOf(
  challenge: Told,
  language: Language,
  cast: Cast,
  /** What the hero is after ("the balloon"): stuck in a tree, it is not what stands in the way. */
  sought: string | null = null,
  /** The goal's words: whoever it names is sought, not in the way. */
  goalText: string | null = null,
): string | null {
  const text = [...challenge.sentences, challenge.retold ?? ''].join(' ');
  const feared = text.match(
    language === 'en'
      ? /\b(?:afraid|scared|frightened) of ((?:the|a|an) [a-z]+(?: [a-z]+)?)/i
      : /\bmiedo (?:a|de) ((?:la|el|los|las) \p{L}+)/iu,
  );
  // "Pip is a little afraid" with nothing named: the fear itself is what stands in the way.
  const fear = /\b(afraid|scared|frightened|fear|miedo|asustad[oa])\b/i.test(text)
    ? language === 'en'
      ? 'the fear'
      : 'el miedo'
    : null;
  // "Ducky was lost in the house": the trouble is about a character, and the house is not
  // what stands in the way; the tries then use their plain lines.
  const first = (challenge.sentences[0] ?? '').toLowerCase();
  const aboutSomeone =
    names(cast).some((name) => first.startsWith(`${name} `)) ||
    /^(he|she|they|él|ella|ellos|nobody|nadie)\s/.test(first) ||
    // "el abuelo no sale de casa", "the baby cries": a person, not a thing in the way.
    PERSON_START.test(first);
  const soughtHead = sought?.split(' ').at(-1)?.toLowerCase();
  const goalWords = new Set((goalText ?? '').toLowerCase().split(/[^\p{L}]+/u));
  // "too heavy for a little mouse": who it is too heavy for is not what stands in the way.
  const without = text.replace(/\b(too \p{L}+|demasiado \p{L}+) (?:for|para) [^,.;!?]+/giu, '$1');
  // "the vet is very far away": the distance is the trouble, and the vet is not in the way.
  const farOff =
    /\b(?:is|are|was|were|lives?|lived)\s+(?:very |so |too |really )?(?:far|a long way)\b|\b(?:está|están|estaba|vive|viven|vivía)\s+(?:muy |tan |demasiado )?lejos\b/i.test(
      text,
    );
  const thing =
    aboutSomeone || farOff
      ? null
      : (thingsIn(without, language, cast).find((candidate) => {
          const head = candidate.split(' ').at(-1)?.toLowerCase() ?? '';
          // "His head was full of thoughts": a head, a tummy or hands are nobody's obstacle.
          if (BODY.test(head)) return false;
          // Who or what the goal is about is never what stands in the way ("la mamá").
          return head !== soughtHead && !goalWords.has(head);
        }) ?? null);
  const phrase = feared?.[1] ?? fear ?? thing;
  if (!phrase) return null;
  const bare = stripEndPunctuation(phrase);
  if (bare.split(' ').length > 5) return null;
  // "la sala de los": a phrase cut off before its noun names nothing.
  if (/\s(?:de|del|los|las|el|la|un|una|of|the|a|an|and|y)$/i.test(bare)) return null;
  // The lines say "… was still in the way": a plural ("the flowers") would not agree.
  if (/^(los|las|unos|unas)\s/i.test(bare)) return null;
  if (language === 'en' && nlp(bare).nouns().isPlural().length > 0) return null;
  return language === 'en'
    ? bare.replace(/^(a|an)\s/i, 'the ').replace(/^al\s/i, 'el ')
    : bare
        .replace(/^una\s/i, 'la ')
        .replace(/^un\s/i, 'el ')
        .replace(/^del\s/i, 'el ');
}

/** A note as something a character knows, said in the story's voice. */
export type Knowledge = {
  /** "everyone had to hold hands in the dark"; "Grandma's kitchen always smelled of cinnamon". */
  rule: string;
  /** Whether it tells what to do (so the hero can do it). */
  advice: boolean;
};

const EN_ADVICE =
  /^(?:always|never|don't|do not|be|remember to|try to|stay|keep|hold|say|ask|listen|look|share|help|wait|go|take|bring|follow|tell|sing|count|use|put|make|give|eat|sleep|wash|brush|turn|close|open|never ever)\b/i;

function englishKnowledge(sentence: string, speaker: Speaker): Knowledge | null {
  const bare = stripEndPunctuation(sentence).trim();
  if (EN_ADVICE.test(bare)) {
    const lower = bare.charAt(0).toLowerCase() + bare.slice(1);
    const rule = lower
      .replace(/^always\s+/i, 'everyone should always ')
      .replace(/^(?:never ever|never)\s+/i, 'nobody should ever ')
      .replace(/^(?:don't|do not)\s+/i, 'nobody should ')
      .replace(/^remember to\s+/i, 'everyone should ')
      .replace(/^try to\s+/i, 'everyone should try to ');
    const told = /^(everyone|nobody) should/.test(rule) ? rule : `everyone should ${rule}`;
    return {
      rule: toPastTense(told.replace(/\bmy\b/g, 'their').replace(/\byour\b/g, 'their')),
      advice: true,
    };
  }
  const narrated = narrate(bare, speaker, 'en');
  return narrated.ok ? { rule: narrated.text, advice: false } : null;
}

function spanishKnowledge(sentence: string, speaker: Speaker): Knowledge | null {
  const bare = stripEndPunctuation(sentence).replace(/^[¡¿]/, '').trim();
  const list = tokens(bare);
  const firstWordAt = list.findIndex((t) => t.word);
  const first = list[firstWordAt]?.text.toLowerCase() ?? '';
  const negative = first === 'no' || first === 'nunca';
  // "Siempre deja una luz encendida" is advice too: "siempre había que dejar…".
  const always = first === 'siempre';
  const verbAt =
    negative || always ? list.findIndex((t, i) => i > firstWordAt && t.word) : firstWordAt;
  const verbWord = list[verbAt]?.text.toLowerCase() ?? '';
  // "Da la mano en la oscuridad" / "No salgas solo": advice told as "había que dar la mano".
  const reading = verbAt >= 0 ? presentReading(list, verbAt) : null;
  const imperativeVerb =
    reading && reading.person === 2 && (verbAt === firstWordAt || always) ? reading.verb : null;
  const negativeVerb = negative ? subjunctiveInfinitive(verbWord) : null;
  const verb = imperativeVerb ?? negativeVerb;
  if (verb) {
    const rest = list
      .slice(verbAt + 1)
      .map((t) => t.text)
      .join('')
      .replace(negative ? /\bnunca\s+/i : /^$/, '')
      .trim();
    const lead = negative ? 'nunca había que' : always ? 'siempre había que' : 'había que';
    return { rule: `${lead} ${verb}${rest ? ` ${rest}` : ''}`, advice: true };
  }
  // A fact is how things were: "los faros ayudaban a los barcos", not "ayudaron".
  const narrated = narrate(bare, speaker, 'es', true);
  return narrated.ok ? { rule: narrated.text, advice: false } : null;
}

/** "salgas" → "salir": a negative command's verb, from the present subjunctive's endings. */
function subjunctiveInfinitive(word: string): string | null {
  const stem = word.replace(/(es|as|e|a|éis|áis|emos|amos|en|an)$/, '');
  const candidates = ['ar', 'er', 'ir'].flatMap((ending) => [
    stem + ending,
    stem.replace(/g$/, '') + ending,
    stem.replace(/ie/, 'e').replace(/ue/, 'o') + ending,
  ]);
  return candidates.find((candidate) => ALL_VERBS.includes(candidate)) ?? null;
}

/** Each note's first sentence as knowledge; its other sentences told after it. */
export const knowledgeOf = remembered(readKnowledge);

function readKnowledge(
  note: CastMember,
  speaker: Speaker,
  language: Language,
): { knowledge: Knowledge | null; more: string[] } {
  const [first, ...rest] = splitSentences(note.description);
  if (!first) return { knowledge: null, more: [] };
  const read = language === 'en' ? englishKnowledge : spanishKnowledge;
  const more = rest
    .map((sentence) => read(sentence, speaker))
    .filter((k): k is Knowledge => k !== null)
    .map((k) => asSentence(k.rule));
  return { knowledge: read(first, speaker), more };
}

/** Every thing the goal, event and challenge name, the goal's first. */
export function plotThings(
  goal: GoalShape,
  event: Told,
  challenge: Told,
  language: Language,
  cast: Cast,
): string[] {
  const texts = [goal.text, ...event.sentences, event.retold ?? '', ...challenge.sentences];
  const found = texts.flatMap((text) => thingsIn(text, language, cast));
  const definite = found.map((thing) =>
    language === 'en'
      ? thing.replace(/^(a|an)\s/i, 'the ')
      : thing.replace(/^una\s/i, 'la ').replace(/^un\s/i, 'el '),
  );
  return distinctThings([...new Set(definite)]).slice(0, 6);
}

const STEMMERS = { en: snowball.newStemmer('english'), es: snowball.newStemmer('spanish') };

/** Words a rule shares with any plot without being about it ("always", "grown-up", "rule"). */
const SMALL_WORDS = new Set(
  (
    'the and with without that this they them their there have will should would always never ' +
    'nobody everyone every grown rule rules remember before after into from when what your ' +
    'para con sin que una unos unas los las del siempre nunca nadie todos todas regla mayor ' +
    'mayores cuando antes después había tiene hay'
  ).split(' '),
);

function contentStems(text: string, language: Language): Set<string> {
  const words = text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return new Set(words.filter((w) => !SMALL_WORDS.has(w)).map((w) => STEMMERS[language].stem(w)));
}

/**
 * Whether a note bears on this plot, so the hero can act on it at the turn: it names something
 * the event, goal or challenge name ("the river"), or the same kind of trouble ("in the dark" for
 * a dark path). A rule about swimming in a story about a lost balloon is only remembered.
 */
export function noteMatters(
  note: CastMember,
  plotText: string,
  kind: ProblemKind,
  language: Language,
): boolean {
  const noteText = `${note.name}. ${note.description}`;
  if (kind !== 'unknown' && kindIn(noteText) === kind) return true;
  const plot = contentStems(plotText, language);
  return [...contentStems(noteText, language)].some((stem) => plot.has(stem));
}
