/**
 * What a song sings about, read from the told story: the place as a short phrase ("the wood"),
 * the thing that matters most (the noun the goal names, else the one the pages name most), and
 * what the hero set out to do (find, bring, reach, make or help).
 */
import type { StoryResult } from '@storyloom/contracts';
import {
  isSettingWord,
  placeNamedIn,
  sceneWords,
  spanishKeys,
  SPANISH_THINGS,
  type ScenePlace,
  type SceneWord,
} from '../illustrator/index.js';
import type { SongLanguage } from './song-types.js';

export const GOAL_KINDS = ['find', 'bring', 'reach', 'make', 'help'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export type StoryThing = {
  /** As sung: with its article, "the lantern", "la linterna". */
  phrase: string;
  /** The bare noun, "lantern", "linterna". */
  noun: string;
};

/** A place as a song can name it in two or three syllables, when its own name is too long. */
const PLACE_PHRASES: Record<ScenePlace, Record<SongLanguage, string>> = {
  space: { en: 'the stars', es: 'el espacio' },
  cave: { en: 'the cave', es: 'la cueva' },
  bedroom: { en: 'our room', es: 'la casa' },
  castle: { en: 'the castle', es: 'el castillo' },
  sea: { en: 'the sea', es: 'el mar' },
  river: { en: 'the stream', es: 'el río' },
  mountain: { en: 'the hills', es: 'el monte' },
  snowfield: { en: 'the snow', es: 'la nieve' },
  desert: { en: 'the sands', es: 'la arena' },
  farm: { en: 'the farm', es: 'la granja' },
  town: { en: 'the town', es: 'el pueblo' },
  forest: { en: 'the wood', es: 'el bosque' },
  garden: { en: 'the park', es: 'el jardín' },
  home: { en: 'our home', es: 'la casa' },
  sky: { en: 'the sky', es: 'el cielo' },
  meadow: { en: 'the fields', es: 'el prado' },
};

export function placePhrase(
  name: string,
  description: string,
  language: SongLanguage,
): string | null {
  const kind = placeNamedIn(name, language) ?? placeNamedIn(`${name}. ${description}`, language);
  return kind ? PLACE_PHRASES[kind][language] : null;
}

const UNSUNG_SETTINGS = new Set<ScenePlace>(['bedroom', 'garden', 'meadow', 'home', 'sky']);

/**
 * Where a story with no place of the family's is set, as its first page tells it ("a princess
 * who lived in a tall castle"): the song sings of the castle, not of a little house.
 */
export function settingPhrase(story: StoryResult, language: SongLanguage): string | null {
  // Only the sentence that says where the hero lives: the first page's scenery ("clouds drifted
  // across the sky") is weather, not a home.
  const kind =
    (story.pages[0]?.text ?? '')
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => /\b(?:lived?|lives|home|viv[eí]a?|viven|vivían)\b/iu.test(sentence))
      .map((sentence) => placeNamedIn(sentence, story.language))
      .find((place) => place !== null) ?? null;
  // A home's garden or the meadow at its edge is scenery ("a garden full of daisies"), and a
  // bedroom is where the last verse puts everyone to sleep: none is where the song is set.
  return kind && !UNSUNG_SETTINGS.has(kind) ? PLACE_PHRASES[kind][language] : null;
}

const GOAL_VERBS: Record<SongLanguage, Record<GoalKind, RegExp>> = {
  en: {
    find: /^(find|search|look|seek|discover|recover|get)/,
    bring: /^(bring|carry|take|deliver|return|give|send)/,
    reach: /^(reach|go|climb|cross|visit|see|travel|sail|fly|walk|arrive)/,
    make: /^(make|build|bake|paint|plant|grow|fix|mend|cook|draw|sew|knit|write)/,
    help: /^(help|save|rescue|protect|cheer|comfort|care)/,
  },
  es: {
    find: /^(encontr|busc|hall|recuper|descubr)/,
    bring: /^(llev|traer|traj|devolv|entreg|dar|regal)/,
    reach: /^(lleg|alcanz|sub|cruz|visit|ir$|ver$|viaj|naveg|vol)/,
    make: /^(hac|constru|horne|pint|plant|arregl|cocin|dibuj|cos|tej|escrib)/,
    help: /^(ayud|salv|rescat|proteg|cuid|consol)/,
  },
};

const WISH: Record<SongLanguage, RegExp> = {
  en: /\b(?:wanted|wished|hoped|needed|longed|decided|had|set out|tried|planned|promised|was going|time|that was)\s+(?:so much\s+|very much\s+)?to\s+(\p{L}+)/iu,
  es: /\b(?:quer[íi]a|quiso|deseaba|necesitaba|ten[íi]a que|decidi[óo]|so[ñn]aba con|esperaba|intent[óo]|prometi[óo]|iba a)\s+(\p{L}+)/iu,
};

/** The goal's verb and where it stands in the text, when the story says what the hero wanted. */
function wish(text: string, language: SongLanguage): { kind: GoalKind | null; at: number } | null {
  const match = WISH[language].exec(text);
  if (!match?.[1]) return null;
  const verb = match[1].toLowerCase();
  const at = match.index + match[0].length;
  // "make friends with the dragon", "hacer una amiga": a friendship, not a thing made with care.
  if (/^\s+(?:(?:a|an|new|una|un|nuev[oa]s?)\s+)*(?:friends?|amig[oa]s?)\b/iu.test(text.slice(at)))
    return { kind: 'help', at };
  const kind = GOAL_KINDS.find((goal) => GOAL_VERBS[language][goal].test(verb)) ?? null;
  return { kind, at };
}

/** Words that are nouns but not things a song can hold up: time, ways, feelings. */
const NOT_THINGS: Record<SongLanguage, ReadonlySet<string>> = {
  en: new Set(
    (
      'time day way thing something everything nothing anything idea trouble problem mind end one ones friend friends everyone someone nobody heart side top bottom lot bit kind sort part place rest moment while hand hands eye eyes face head voice word words story plan try turn fun help smile joy courage path road journey hug ' +
      // Words an untagged reading can take for nouns ("the big storm" is not "the big").
      'big little small tall long short old new good bad happy sad dark bright brave kind very more most last first next same other whole tiny huge great best sun sky wind storm rain night morning evening bed sleep dream home girl boy man woman lady child baby anyone anybody everybody somebody back front way hospital school bath knee doctor'
    ).split(' '),
  ),
  es: new Set(
    'vez veces día tiempo cosa algo nada idea problema manera forma final amigo amiga amigos todo todos lado parte lugar momento rato mano manos ojo ojos cara cabeza voz palabra cuento plan intento vuelta alegría valor camino viaje abrazo sonrisa miedo niña niño chica chico señora señor mejor peor único única primero primera último última otro otra mismo misma carrera respuesta paso hospital colegio escuela baño rodilla médico'.split(
      ' ',
    ),
  ),
};

const SPANISH_ARTICLES = new Map([
  ['el', 'el'],
  ['la', 'la'],
  ['los', 'el'],
  ['las', 'la'],
  ['un', 'el'],
  ['una', 'la'],
  ['su', ''],
  ['sus', ''],
  ['mi', ''],
]);

/** The English things the pictures know (the other side of the Spanish lexicon). */
const ENGLISH_THINGS: ReadonlySet<string> = new Set(Object.values(SPANISH_THINGS));

const SPANISH_THING_KEYS = new Set(
  Object.keys(SPANISH_THINGS).flatMap((word) => spanishKeys(word)),
);

type Candidate = { key: string; noun: string; article: string; count: number; first: number };

function candidates(
  words: SceneWord[],
  language: SongLanguage,
  names: ReadonlySet<string>,
): Map<string, Candidate & { at: number[] }> {
  const found = new Map<string, Candidate & { at: number[] }>();
  words.forEach((word, i) => {
    const bare = word.keys[0] ?? word.text;
    if (word.text.length < 3 || names.has(word.text) || NOT_THINGS[language].has(word.text)) return;
    if (NOT_THINGS[language].has(bare) || names.has(bare)) return;
    if (isSettingWord(word, language)) return;
    let article = 'the';
    let noun = word.keys[0] ?? word.text;
    if (language === 'es') {
      const before = words[i - 1]?.text ?? '';
      const spanish = SPANISH_ARTICLES.get(before);
      if (spanish === undefined) return;
      const plural = before === 'los' || before === 'las' || before === 'sus';
      noun = plural
        ? word.text.replace(/(?<=[aeiouáéíóú])s$|(?<=[^aeiouáéíóú])es$/, '')
        : word.text;
      // After su/mi the article is unknown: a noun ending in -a is most often feminine.
      article = spanish || (/a$/.test(noun) ? 'la' : 'el');
      if (NOT_THINGS.es.has(noun)) return;
    } else if (!word.noun || word.verb) {
      return;
    }
    const key = word.keys[0] ?? word.text;
    const known = found.get(key);
    if (known) {
      known.count += 1;
      known.at.push(word.position);
    } else {
      found.set(key, { key, noun, article, count: 1, first: word.position, at: [word.position] });
    }
  });
  return found;
}

/**
 * The thing that matters: the first thing named after the goal's verb ("wanted to bring the
 * lantern"), else the thing the pages name most often (twice at least); concrete things the
 * pictures can draw count a little more in Spanish, where no tagger tells nouns apart.
 */
export function storyThing(
  story: StoryResult,
  names: readonly string[],
  language: SongLanguage,
): StoryThing | null {
  const text = story.pages.map((page) => page.text).join('\n');
  const nameWords = new Set(names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u)));
  const goal = wish(text, language);
  let best: Candidate | undefined;
  if (goal) {
    // Only the goal's own sentence goes through the tagger: it is short, and it names the thing.
    const start = Math.max(text.lastIndexOf('.', goal.at), text.lastIndexOf('\n', goal.at)) + 1;
    const end = text.slice(goal.at).search(/[.!?\n]/);
    const sentence = text.slice(start, end < 0 ? undefined : goal.at + end);
    const goalAt = sceneWords(text.slice(start, goal.at), language).length;
    // "wanted to find Ducky": the goal is someone, and no thing is sung in their place.
    const object = sceneWords(text.slice(goal.at, goal.at + 40), language).find(
      (word) => !['the', 'a', 'an', 'el', 'la', 'a', 'al'].includes(word.text),
    );
    if (object && nameWords.has(object.text)) return null;
    const found = [...candidates(sceneWords(sentence, language), language, nameWords).values()];
    const positions = new Set(found.flatMap((c) => c.at));
    best = found
      .filter((c) => c.at.some((at) => at >= goalAt && at <= goalAt + 5))
      // "the old steam train" is a train: a noun before another noun only says which one.
      .filter((c) => !(language === 'en' && c.at.every((at) => positions.has(at + 1))))
      .sort((a, b) => a.first - b.first)[0];
  }
  const concrete = (c: Candidate) =>
    language === 'es' && spanishKeys(c.noun).some((key) => SPANISH_THING_KEYS.has(key)) ? 1 : 0;
  // Without a goal to point at it, only a thing a picture could show is sung ("the kite", never
  // "the was" or "la mejor", which an untagged reading can take for nouns).
  const drawable = (c: Candidate) =>
    language === 'es' ? concrete(c) === 1 : ENGLISH_THINGS.has(c.noun.toLowerCase());
  best ??= [
    ...candidates(sceneWords(text, language, { tagged: false }), language, nameWords).values(),
  ]
    .filter((c) => c.count >= 2 && drawable(c))
    .sort((a, b) => b.count + concrete(b) - (a.count + concrete(a)) || a.first - b.first)[0];
  if (!best) return null;
  return { phrase: `${best.article} ${best.noun}`.trim(), noun: best.noun };
}

/** What the hero set out to do, when the story says so. */
export function storyGoal(story: StoryResult, language: SongLanguage): GoalKind | null {
  return wish(story.pages.map((page) => page.text).join('\n'), language)?.kind ?? null;
}
