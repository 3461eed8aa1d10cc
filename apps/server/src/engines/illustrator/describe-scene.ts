import { MatchStrength, type EmojiKeywordIndex, type OpenmojiEntry } from '../avatar-art/index.js';
import { characterLook, type CharacterLook } from './character-look.js';
import type { PictureRequest, PictureSubject } from './illustrator-port.js';
import {
  ACTIONS,
  KNOWLEDGE_WORDS,
  PLACE_WORDS,
  SCENE_PLACES,
  SPANISH_BEINGS,
  SPANISH_THINGS,
  TIME_WORDS,
  WEATHER_WORDS,
  type SceneAction,
  type ScenePlace,
  type TimeOfDay,
  type Weather,
} from './scene-lexicon.js';
import {
  guessLanguage,
  plainWords,
  sceneWords,
  spanishKeys,
  type SceneLanguage,
  type SceneWord,
} from './scene-words.js';

/** Someone in the picture: who, what they are (the same on every page), what they are doing. */
export type SceneFigure = CharacterLook & {
  name: string;
  action: SceneAction | null;
  /** The small OpenMoji sign drawn beside them for the action, if any. */
  sign: string | null;
};

/** A thing the text names that the picture draws. */
export type SceneThing = {
  /** The word of the text that named it, as written. */
  word: string;
  hexcode: string;
  /** OpenMoji's name for the picture ('red paper lantern'). */
  annotation: string;
  /** Stars, kites and birds are drawn in the sky, everything else on the ground. */
  inSky: boolean;
};

/**
 * What one page's picture shows, read from the page's own text: the inspectable half of the
 * scene plan (the other half places it on the canvas).
 */
export type SceneContent = {
  language: SceneLanguage;
  place: ScenePlace;
  /** Whether the place came from the page's text, the story's location, or neither. */
  placeFrom: 'text' | 'location' | 'none';
  time: TimeOfDay;
  weather: Weather;
  things: SceneThing[];
  cast: SceneFigure[];
};

type Lexicon<T> = { en: Map<string, T>; es: Map<string, T> };

function lexicon<T>(entries: Iterable<[T, { en: readonly string[]; es: readonly string[] }]>) {
  const index: Lexicon<T> = { en: new Map(), es: new Map() };
  for (const [value, words] of entries) {
    for (const word of words.en) if (!index.en.has(word)) index.en.set(word, value);
    for (const word of words.es) {
      for (const key of spanishKeys(word)) if (!index.es.has(key)) index.es.set(key, value);
    }
  }
  return index;
}

/** Place words that only hint at a place unless the text puts someone in it. */
const WEAK_PLACE_WORDS = new Set([
  'tree',
  'cloud',
  'air',
  'rainbow',
  'wave',
  'sand',
  'bed',
  'pillow',
  'blanket',
  'árbol',
  'nube',
  'aire',
  'arcoíris',
  'ola',
  'arena',
  'cama',
  'almohada',
  'manta',
]);

const PLACES = lexicon(
  SCENE_PLACES.map((place) => [
    { place, weak: false },
    {
      en: PLACE_WORDS[place].en.filter((w) => !WEAK_PLACE_WORDS.has(w)),
      es: PLACE_WORDS[place].es.filter((w) => !WEAK_PLACE_WORDS.has(w)),
    },
  ]),
);
const WEAK_PLACES = lexicon(
  SCENE_PLACES.map((place) => [
    { place, weak: true },
    {
      en: PLACE_WORDS[place].en.filter((w) => WEAK_PLACE_WORDS.has(w)),
      es: PLACE_WORDS[place].es.filter((w) => WEAK_PLACE_WORDS.has(w)),
    },
  ]),
);
const TIMES = lexicon<{ time: TimeOfDay; weight: number }>(
  (Object.keys(TIME_WORDS) as TimeOfDay[]).flatMap((time) => [
    [{ time, weight: time === 'day' ? 2 : 3 }, TIME_WORDS[time].strong] as const,
    [{ time, weight: 1 }, TIME_WORDS[time].cue] as const,
  ]),
);
const WEATHERS = lexicon(
  (Object.keys(WEATHER_WORDS) as Exclude<Weather, 'clear'>[]).map((w) => [w, WEATHER_WORDS[w]]),
);
const ACTION_WORDS = lexicon(
  (Object.keys(ACTIONS) as SceneAction[]).map((action) => [action, ACTIONS[action]]),
);
const KNOWLEDGE = lexicon([[true, KNOWLEDGE_WORDS]]);
// Animals a page names are things in its picture too ("su perro", "el búho"); people are not
// (isProp leaves them out).
const SPANISH_THING_KEYS = new Map(
  [
    // A pirate is drawn as a parrot when a character is one; a page's pirates are people.
    ...Object.entries(SPANISH_BEINGS).filter(([spanish]) => spanish !== 'pirata'),
    ...Object.entries(SPANISH_THINGS),
  ].flatMap(([spanish, english]) => spanishKeys(spanish).map((key) => [key, english] as const)),
);

const lookUp = <T>(index: Lexicon<T>, word: SceneWord, language: SceneLanguage): T | undefined => {
  for (const key of word.keys) {
    const found = index[language].get(key);
    if (found !== undefined) return found;
  }
  return undefined;
};

const LOCATIVE = new Set(
  'in into inside at through across over along around up down on to towards toward onto within near by en dentro hacia por a al desde junto cerca sobre'.split(
    ' ',
  ),
);

function placeFromText(words: SceneWord[], language: SceneLanguage) {
  let best: { place: ScenePlace; score: number; position: number } | undefined;
  words.forEach((word, i) => {
    const hit = lookUp(PLACES, word, language) ?? lookUp(WEAK_PLACES, word, language);
    if (!hit) return;
    const before = words.slice(Math.max(0, i - 3), i).map((w) => w.text);
    const score = (hit.weak ? 1 : 2) + (before.some((w) => LOCATIVE.has(w)) ? 2 : 0);
    // Equal scores: the later place is where the page ends up ("from the castle into the wood").
    if (!best || score >= best.score) best = { place: hit.place, score, position: i };
  });
  return best;
}

/**
 * Remembers what the last few subjects came to: a story asks the same characters and place on
 * every page, and reading them is the slow part of a plan.
 */
function remembered<T>(compute: (subject: PictureSubject) => T) {
  const known = new Map<string, T>();
  return (subject: PictureSubject): T => {
    const key = `${subject.name}\n${subject.description}`;
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= 256) known.clear();
      value = compute(subject);
      known.set(key, value);
    }
    return value;
  };
}

const placeOfLocation = remembered((location): ScenePlace | null => {
  const text = `${location.name}. ${location.description}`;
  const language = guessLanguage(text);
  return placeFromText(sceneWords(text, language), language)?.place ?? null;
});

function timeOf(words: SceneWord[], language: SceneLanguage): { time: TimeOfDay; score: number } {
  const scores = new Map<TimeOfDay, { score: number; last: number }>();
  words.forEach((word, i) => {
    const hit = lookUp(TIMES, word, language);
    if (!hit) return;
    const known = scores.get(hit.time) ?? { score: 0, last: -1 };
    scores.set(hit.time, { score: known.score + hit.weight, last: i });
  });
  let best: { time: TimeOfDay; score: number; last: number } = { time: 'day', score: 0, last: -1 };
  for (const [time, { score, last }] of scores) {
    if (score > best.score || (score === best.score && last > best.last))
      best = { time, score, last };
  }
  // A lone hint ("a star", "a candle") does not make a sunny page dark.
  return best.score >= 2 ? best : { time: 'day', score: 0 };
}

function weatherOf(words: SceneWord[], language: SceneLanguage): Weather {
  const counts = new Map<Weather, number>();
  for (const word of words) {
    const hit = lookUp(WEATHERS, word, language);
    if (hit) counts.set(hit, (counts.get(hit) ?? 0) + 1);
  }
  let best: Weather = 'clear';
  for (const weather of ['storm', 'snow', 'rain', 'fog', 'wind'] as const) {
    if ((counts.get(weather) ?? 0) > (counts.get(best) ?? 0)) best = weather;
  }
  return best;
}

/** Faces and people would read as extra characters; flags and symbols are not things. */
const PROP_GROUPS_LEFT_OUT = new Set([
  'people-body',
  'smileys-emotion',
  'flags',
  'symbols',
  'component',
  'extras-unicode',
]);
const EXTRA_KINDS_KEPT = new Set(['animals-nature', 'food-drink', 'travel-places', 'objects']);

const isProp = (entry: OpenmojiEntry) =>
  !PROP_GROUPS_LEFT_OUT.has(entry.group) &&
  // Square scenes ('night with stars', 'sunset') and faces do not stand in a picture as things.
  entry.subgroups !== 'place-other' &&
  !/\bface\b/.test(entry.annotation) &&
  (entry.group !== 'extras-openmoji' || EXTRA_KINDS_KEPT.has(entry.subgroups));

/** The picture a thing's word calls for, where one is clearly the thing itself. */
const PREFERRED: Readonly<Record<string, readonly string[]>> = {
  lantern: ['1F3EE'],
  lamp: ['1F3EE'],
  map: ['1F5FA'],
  cake: ['1F382'],
  // OpenMoji's treasure chest is filed under money, which children's pictures leave out.
  treasure: ['1FA8E', '1F48E'],
  chest: ['1FA8E', '1F48E'],
  fire: ['1F525'],
  campfire: ['1F525'],
  torch: ['1F526'],
  gem: ['1F48E'],
  jewel: ['1F48E'],
  ball: ['26BD'],
  letter: ['2709'],
  envelope: ['2709'],
  rock: ['1FAA8'],
  stone: ['1FAA8'],
  teddy: ['1F9F8'],
  wand: ['1FA84'],
  present: ['1F381'],
  candy: ['1F36C'],
  sweet: ['1F36C'],
};

function thingFor(english: string, index: EmojiKeywordIndex): OpenmojiEntry | undefined {
  const chosen = (PREFERRED[english] ?? [])
    .map((hexcode) => index.catalog.byHexcode.get(hexcode))
    .find(Boolean);
  if (chosen) return chosen;
  return index
    .matches(english)
    .filter((m) => m.strength >= MatchStrength.annotationHead - 1 && isProp(m.entry))
    .sort((a, b) => b.strength - a.strength || a.rank - b.rank)[0]?.entry;
}

const SKY_THINGS =
  /\b(star|cloud|rainbow|comet|snowflake|lightning|bird|butterfly|airplane|balloon|kite|parachute|helicopter|rocket|owl|bat|firefly|bee)\b/;

/** Nouns that name no thing to draw, though an emoji's name ends in them ("milky way"). */
const NOT_THINGS = new Set(
  'way time day end side top lot kind part rest turn mind trouble problem thing idea place home world life'.split(
    ' ',
  ),
);

function thingsOf(
  words: SceneWord[],
  language: SceneLanguage,
  index: EmojiKeywordIndex,
  unseen: Set<string>,
  place: ScenePlace,
): SceneThing[] {
  const things: SceneThing[] = [];
  const taken = new Set<string>();
  let lastThingAt = -2;
  for (const word of words) {
    if (word.keys.some((key) => unseen.has(key) || NOT_THINGS.has(key))) continue;
    if (unseen.has(word.text)) continue;
    if (lookUp(PLACES, word, language) || (lookUp(TIMES, word, language)?.weight ?? 0) >= 2)
      continue;
    // A tree in a forest, a wave at sea: the place's own scenery already draws them.
    if (lookUp(WEAK_PLACES, word, language)?.place === place) continue;
    // "teddy bear", "treasure chest": one thing, named by its first word.
    if (word.position === lastThingAt + 1 && word.noun) {
      lastThingAt = word.position;
      continue;
    }
    // Weather is drawn as weather; only the things that come with it are props.
    if (lookUp(WEATHERS, word, language) && !WEATHER_THINGS.has(word.text)) continue;
    if (lookUp(ACTION_WORDS, word, language) || lookUp(KNOWLEDGE, word, language)) continue;
    let entry: OpenmojiEntry | undefined;
    if (language === 'es') {
      const english = word.keys.map((key) => SPANISH_THING_KEYS.get(key)).find(Boolean);
      entry = english ? thingFor(english, index) : undefined;
    } else if (word.noun) {
      entry = word.keys.map((key) => thingFor(key, index)).find(Boolean);
    }
    if (!entry) continue;
    lastThingAt = word.position;
    if (taken.has(entry.hexcode)) continue;
    taken.add(entry.hexcode);
    things.push({
      word: word.text,
      hexcode: entry.hexcode,
      annotation: entry.annotation,
      inSky: SKY_THINGS.test(entry.annotation),
    });
  }
  return things;
}

const WEATHER_THINGS = new Set(['umbrella', 'umbrellas', 'snowman', 'paraguas']);

let looksFor:
  { index: EmojiKeywordIndex; look: (subject: PictureSubject) => CharacterLook } | undefined;
const lookOf = (index: EmojiKeywordIndex) => {
  if (looksFor?.index !== index) {
    looksFor = { index, look: remembered((subject) => characterLook(subject, index)) };
  }
  return looksFor.look;
};

const EVERYONE = new Set([
  'they',
  'together',
  'everyone',
  'both',
  'ellos',
  'ellas',
  'juntos',
  'juntas',
  'todos',
  'todas',
  'ambos',
]);

/**
 * Who does what: an action word goes to the characters named in its clause before it ("Pip and
 * Lola sleep"), to everyone for "they", else to whoever was named last, else to a lone hero.
 */
function actionsOf(
  words: SceneWord[],
  language: SceneLanguage,
  names: string[][],
): (SceneAction | null)[] {
  const actions: (SceneAction | null)[] = names.map(() => null);
  const mentionAt = (word: SceneWord) => names.findIndex((parts) => parts.includes(word.text));
  let lastNamed: number[] = [];
  let clause = -1;
  let subjects: number[] = [];
  let everyone = false;
  for (const word of words) {
    if (word.clause !== clause) {
      clause = word.clause;
      subjects = [];
      everyone = false;
    }
    const who = mentionAt(word);
    if (who >= 0) {
      if (!subjects.includes(who)) subjects.push(who);
      continue;
    }
    if (EVERYONE.has(word.text)) everyone = true;
    const action = lookUp(ACTION_WORDS, word, language);
    if (!action) continue;
    const doers = everyone
      ? names.map((_, i) => i)
      : subjects.length > 0
        ? subjects
        : lastNamed.length > 0
          ? lastNamed
          : names.length === 1
            ? [0]
            : [];
    for (const i of doers) actions[i] ??= action;
    if (subjects.length > 0) lastNamed = subjects;
    subjects = [];
  }
  return actions;
}

/**
 * Reads a page's picture text (and the story's location when the text names no place) into
 * what the picture shows. Notes are knowledge, never drawn: their names' words, and words for
 * knowledge ('rule', 'secret'), are never props.
 */
export function describeScene(request: PictureRequest, index: EmojiKeywordIndex): SceneContent {
  const text = [request.specification, request.pageText ?? ''].join(' ').trim();
  const language = request.language ?? guessLanguage(text);
  const notes = request.notes ?? [];
  const noteNames = new Set(notes.map((note) => note.name.trim().toLowerCase()));
  const shown = request.characters.filter((c) => !noteNames.has(c.name.trim().toLowerCase()));
  const names = shown.map((subject) => plainWords(subject.name));
  // A name says nothing about the scene: Luna is not the moon, Rosa not a rose.
  const nameWords = new Set(names.flat());
  const named = sceneWords(request.specification, language);
  const spec = named.filter((word) => !nameWords.has(word.text));
  const page = request.pageText
    ? sceneWords(request.pageText, language).filter((word) => !nameWords.has(word.text))
    : [];

  const fromText = placeFromText(spec, language) ?? placeFromText(page, language);
  const fromLocation = request.location ? placeOfLocation(request.location) : null;
  const textWins = fromText && (fromText.score >= 2 || !fromLocation);
  const place: ScenePlace = textWins ? fromText.place : (fromLocation ?? 'meadow');
  const placeFrom = textWins ? 'text' : fromLocation ? 'location' : 'none';

  const looks = shown.map((subject) => lookOf(index)(subject));
  const unseen = new Set([
    ...names.flat(),
    ...looks.flatMap((look) => look.kindWords),
    ...notes.flatMap((note) => plainWords(note.name)),
    ...(request.location ? plainWords(request.location.name) : []),
  ]);

  const actions = actionsOf(named, language, names);
  const things = thingsOf(spec, language, index, unseen, place);
  // The page's own text adds what its picture sentence left out, after it.
  for (const thing of thingsOf(page, language, index, unseen, place)) {
    if (!things.some((known) => known.hexcode === thing.hexcode)) things.push(thing);
  }
  // The picture sentence decides; the page's text speaks only where the sentence is silent.
  const specTime = timeOf(spec, language);
  const time = specTime.score >= 2 ? specTime.time : timeOf(page, language).time;
  const specWeather = weatherOf(spec, language);
  const weather = specWeather === 'clear' ? weatherOf(page, language) : specWeather;
  return {
    language,
    place,
    placeFrom,
    time: place === 'space' ? 'night' : time,
    weather: place === 'space' || place === 'cave' ? 'clear' : weather,
    things,
    cast: shown.map((subject, i) => {
      const action = actions[i] ?? null;
      return {
        ...looks[i]!,
        name: subject.name,
        action,
        sign: action ? ACTIONS[action].sign : null,
      };
    }),
  };
}

/** The kind of place a text names ("the dark woods" → forest), or null; for songs and titles. */
export function placeNamedIn(text: string, language?: SceneLanguage): ScenePlace | null {
  const lang = language ?? guessLanguage(text);
  return placeFromText(sceneWords(text, lang), lang)?.place ?? null;
}

/** Whether a word names a place, an hour, weather, an action or a piece of knowledge. */
export function isSettingWord(word: SceneWord, language: SceneLanguage): boolean {
  // A lantern or a star only hints at night: it is still a thing.
  if ((lookUp(TIMES, word, language)?.weight ?? 0) >= 2) return true;
  return [PLACES, WEAK_PLACES, WEATHERS, ACTION_WORDS, KNOWLEDGE].some(
    (lexicon: Lexicon<unknown>) => lookUp(lexicon, word, language) !== undefined,
  );
}
