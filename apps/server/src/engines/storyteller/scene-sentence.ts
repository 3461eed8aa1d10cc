/**
 * The illustrator's sentence for a page, read from the page's own text: who is there and
 * what they are doing, the place, the time of day and the weather, and the things that
 * matter to the plot. "Pip and Grandma Rosa walking through the wood at night, under the
 * moon and stars, with the lantern."
 */
import type { CastMember } from './cast.js';
import type { Beat } from './plan-pages.js';
import { escapeRegExp, type Language } from './text-tidy.js';
import { placePhrase } from './writer.js';
import { allFemale } from './spanish-agreement.js';
import { canSleepIn, WEATHER_AT_THE_WINDOW } from './indoors.js';

export type SceneContext = {
  language: Language;
  /** The plot happens in the evening or at night. */
  night: boolean;
  /** The story stays inside: its weather is drawn at the window. */
  indoors?: boolean;
  /** Things the plot is about ("the lantern", "the map"), drawn when the page names them. */
  things: string[];
  /** Where the trouble happens ("path"), for pages about it that name no place. */
  troublePlace?: string | undefined;
};

const ACTIONS: Record<Beat, Record<Language, string>> = {
  opening: { en: 'smiling', es: 'sonriendo' },
  friends: { en: 'playing together', es: 'jugando junt{os}' },
  event: { en: 'looking up in surprise', es: 'mirando con sorpresa' },
  problem: { en: 'thinking hard about what to do', es: 'pensando qué hacer' },
  travel: { en: 'walking along the path', es: 'caminando por el sendero' },
  try1: { en: 'trying very hard', es: 'esforzándose mucho' },
  try2: { en: 'working side by side', es: 'trabajando codo con codo' },
  try3: { en: 'trying once more', es: 'intentándolo otra vez' },
  search: { en: 'looking around carefully', es: 'mirando alrededor con cuidado' },
  journey: { en: 'walking on together', es: 'caminando junt{os}' },
  rest: { en: 'resting and sharing a snack', es: 'descansando y compartiendo la merienda' },
  low: { en: 'sitting quietly together', es: 'sentad{os} en silencio' },
  turn: { en: 'with a bright idea', es: 'con una idea brillante' },
  resolve: { en: 'cheering with joy', es: 'celebrando con alegría' },
  celebrate: { en: 'having a little party together', es: 'celebrando junt{os} una pequeña fiesta' },
  closing: { en: 'snuggled up asleep in bed', es: 'durmiendo acurrucad{os} en la cama' },
};

/** A beat's action for who is on the page: alone, nobody is "together"; Spanish agrees. */
function actionFor(beat: Beat, language: Language, members: CastMember[]): string {
  const solo = members.length <= 1;
  const action = solo
    ? ACTIONS[beat][language].replace(/\s+(?:together\b|junt\{os\})/, '')
    : ACTIONS[beat][language];
  const female = allFemale(members);
  return action.replace(/\{os\}/g, solo ? (female ? 'a' : 'o') : female ? 'as' : 'os');
}

/** Plain place words a page may name, as the illustrator reads them. */
const PLACE_WORDS: Record<Language, RegExp> = {
  en: /\b(woods?|forest|castle|sea|beach|river|stream|lake|pond|home|house|kitchen|garden|attic|bedroom|sky|mountain|hill|cave|meadow|field|park|school|village|town|city|farm|island|bridge|path|library|shop|ship|boat|tower|cottage|burrow|nest|playground|zoo)\b/i,
  es: /\b(bosque|castillo|mar|playa|río|arroyo|lago|estanque|casa|cocina|jardín|huerto|patio|desván|dormitorio|habitación|cielo|montaña|colina|cueva|prado|campo|parque|colegio|escuela|pueblo|ciudad|granja|isla|puente|sendero|biblioteca|tienda|barco|torre|madriguera|nido)\b/i,
};

const NIGHT =
  /\b(night|tonight|bedtime|dark|darkness|moon|moonlight|stars?|evening|midnight|asleep|sleep|dream\w*|goodnight|noche|oscur\w*|luna|estrellas?|atardecer|dormid[oa]s?|dormir|durmi\w*|sueñ\w*|buenas noches)\b/i;
/** "The night before it snowed" is when the plot began, not the page's time. */
const NIGHT_BEFORE = /\b(the night before|la noche anterior)\b/gi;
const MORNING = /\b(morning|sunrise|dawn|mañana|amanecer)\b/i;

const WEATHER: Record<Language, [RegExp, string][]> = {
  en: [
    [/\b(storm\w*|thunder\w*)/i, 'in a storm'],
    [/\b(rain(?!bow)\w*)/i, 'in the rain'],
    [/\b(snow\w*)/i, 'in the snow'],
    [/\b(fog\w*|mist\w*)/i, 'in the fog'],
    [/\b(wind|windy|gust\w*)\b/i, 'in the wind'],
  ],
  es: [
    [/\b(tormenta\w*|trueno\w*)/i, 'en plena tormenta'],
    [/\b(lluvia|llov\w*|llueve)/i, 'bajo la lluvia'],
    [/\b(nieve|nevab\w*|nevó|nieva)\b/i, 'en la nieve'],
    [/\b(niebla)\b/i, 'entre la niebla'],
    [/\b(viento)\b/i, 'con viento'],
  ],
};

/** "paint the sea", "build a tower of boxes": a thing made, not where the page is. */
const MADE_OR_PAINTED =
  /\b(paint\w*|draw|draws|drew|drawing|build\w*|built|make|makes|made|making|colou?r\w*|pint\w*|dibuj\w*|constru\w*|hacer|hace|hizo|hicieron|haciendo)\s+(?:(?:the|a|an|his|her|their|its|our|big|little|tall|giant|el|la|los|las|un|una|su|sus|gran|enorme|alta)\s+){0,2}(?:(?:mural|picture|painting|drawing|model|map|poster|mural|cuadro|dibujo|maqueta|mapa|póster)\s+(?:of|de|del)\s+(?:(?:the|a|an|el|la|los|las|un|una)\s+)?)?$/iu;

const IN_THE_SKY = /\b(in|into|across|through|up in|high in|en|por|hacia)\s+(the|el)\s+$/i;
/** "like the sun after rain", "as bright as the sun after the rain": pictures in words, not the weather on the page. */
const SIMILE = /(?<!\p{L})(?:like|as if|as though|as \p{L}+ as|como)(?!\p{L})[^.,;:!?]*/giu;

/**
 * The place the page's text is in: "bring the lantern home" names where it is going, not
 * where the page is, and "the sky" is only where the page is when nothing else is named.
 */
export function spokenPlace(text: string, language: Language): string | undefined {
  const global = new RegExp(PLACE_WORDS[language].source, 'gi');
  const found = [...text.matchAll(global)].filter((match) => {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index).toLowerCase();
    const destination =
      language === 'en'
        ? /\b(bring|brought|take|took|carry|carried|back|go|went|come|came|get|got|way|to)\b[^.!?]*$/
        : /\b(llevar|llevó|volver|volvió|ir|fue|camino|hasta|hacia)\b[^.!?]*$/;
    if (MADE_OR_PAINTED.test(before)) return false;
    // "Mr Hill", "Sandy Cove": a capital mid-sentence is a name, not the place of the page.
    const at = match.index ?? 0;
    if (/^\p{Lu}/u.test(match[0]) && at > 0 && !/[.!?:"“«¿¡]\s*$/.test(text.slice(0, at)))
      return false;
    // "walked past a pond": the pond is beside the way, not where the page is.
    if (/\b(?:past|beyond)\s+(?:\S+\s+){0,4}$/i.test(before)) return false;
    // "watched the sky" looks at it; a page is in the sky only when someone is up in it.
    if (/^(sky|cielo)$/i.test(match[0]) && !IN_THE_SKY.test(before)) return false;
    return !(/^(home|casa)$/i.test(match[0]) && destination.test(before));
  });
  const words = found.map((match) => match[0].toLowerCase());
  return words.find((word) => !/^(sky|cielo)$/.test(word)) ?? words[0];
}

/** Spanish place words that take "la": most end in -a or -ón, and "torre" and "ciudad" too. */
const FEMININE_PLACE = /(?:a|ón)$|^(?:torre|ciudad)$/;

/** "at home", "on the path", "in the attic". */
function placeWords(word: string, language: Language): string {
  if (language === 'es') return `${FEMININE_PLACE.test(word) ? 'en la' : 'en el'} ${word}`;
  if (word === 'home') return 'at home';
  if (/^(path|bridge|beach|hill|island|mountain|ship|boat|farm|playground)$/.test(word))
    return `on the ${word}`;
  return `in the ${word}`;
}

function timeOf(beat: Beat, text: string, context: SceneContext): 'night' | 'morning' | 'day' {
  // "a star fell out of the sky" one morning: a star the plot is about says nothing of the time.
  const told = context.things.reduce(
    (rest, thing) =>
      rest.replace(new RegExp(`\\b${escapeRegExp(thing.split(' ').at(-1) ?? '')}\\b`, 'giu'), ''),
    text.replace(NIGHT_BEFORE, ''),
  );
  if (beat === 'closing' || NIGHT.test(told)) return 'night';
  if (MORNING.test(text)) return 'morning';
  if (context.night) return 'night';
  return 'day';
}

const TIME_PHRASES = {
  night: { en: 'at night, under the moon and stars', es: 'de noche, bajo la luna y las estrellas' },
  morning: { en: 'in the morning light', es: 'con la luz de la mañana' },
  day: { en: 'in the daytime', es: 'de día' },
} as const;

function listOf(items: string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : 'y'} ${items.at(-1)}`;
}

/** "the lantern" is drawn when its last word is on the page ("lantern"). */
function namedOnPage(thing: string, text: string): boolean {
  // "el mapa de la abuela" is named by "mapa", not by "abuela".
  const words = thing.replace(/\s(?:of|de|del)\s.*$/i, '').split(' ');
  const head = words.at(-1) ?? '';
  if (head.length <= 2) return false;
  // "the old steam train" is on a page that says "the train" or "steam train"; "Oscar loved
  // trains" speaks of trains in general, and no train is drawn.
  const before = words.length > 2 ? words.at(-2) : null;
  const pointer = '(?:the|this|that|his|her|their|its|el|la|los|las|este|esta|ese|esa|su|sus)';
  const pattern = before
    ? `(?:\\b${before}\\s+|\\b${pointer}\\s+(?:\\p{L}+\\s+)?)${head}`
    : `\\b${head}`;
  return new RegExp(pattern, 'iu').test(text);
}

export function illustrationFor(
  beat: Beat,
  text: string,
  members: CastMember[],
  place: CastMember | null,
  context: SceneContext,
): string {
  const { language } = context;
  const who = listOf(
    members.map((m) => {
      const kind = m.shortEpithet?.replace(/^(the|el|la)\s/i, '');
      const told = kind && !m.name.toLowerCase().includes(kind.toLowerCase());
      return told ? `${m.name} (${m.shortEpithet})` : m.name;
    }),
    language,
  );
  const spoken = spokenPlace(text, language);
  // The place the page names wins over where the story last was ("in the attic").
  const placeNamed = place && text.toLowerCase().includes(place.name.toLowerCase());
  // A page about the trouble with no place of its own is where the trouble is ("on the path").
  const trouble = !spoken && !placeNamed ? context.troublePlace : undefined;
  const placed = trouble
    ? placeWords(trouble, language)
    : place && (placeNamed || !spoken)
      ? `${language === 'en' ? 'in' : 'en'} ${placePhrase(place, language)}`
      : spoken
        ? placeWords(spoken, language)
        : '';
  // Asleep in bed at home, never "in bed, in the kitchen".
  const sleepsThere =
    (place && (placeNamed || !spoken) && canSleepIn(place)) ||
    (!!spoken && canSleepIn({ name: spoken, description: '' } as CastMember));
  const where = beat === 'closing' && !sleepsThere ? '' : placed;
  const time = TIME_PHRASES[timeOf(beat, text, context)][language];
  const literal = text.replace(SIMILE, '');
  const outside = WEATHER[language].find(([pattern]) => pattern.test(literal))?.[1] ?? '';
  const weather = context.indoors && outside ? WEATHER_AT_THE_WINDOW[language][outside] : outside;
  // Places and weather are drawn as such, never as a thing someone holds.
  const things = context.things
    .filter((thing) => namedOnPage(thing, text))
    .filter((thing) => !PLACE_WORDS[language].test(thing))
    .filter((thing) => !WEATHER[language].some(([pattern]) => pattern.test(thing)))
    .slice(0, 3);
  const holding =
    things.length > 0 ? `${language === 'en' ? 'with' : 'con'} ${listOf(things, language)}` : '';
  const sentence = [`${who} ${actionFor(beat, language, members)}`, where, time, weather, holding]
    .filter(Boolean)
    .join(', ')
    .replace(/(?<!\p{L})de el(?!\p{L})/gu, 'del')
    .replace(/(?<!\p{L})a el(?!\p{L})/gu, 'al');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
