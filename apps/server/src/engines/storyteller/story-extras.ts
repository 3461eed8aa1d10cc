/** The title and the illustrator's one-line scene for each page. */
import type { Cast, CastMember } from './cast.js';
import type { Beat } from './plan-pages.js';
import type { Random } from './random.js';
import { titleObject, type GoalShape } from './story-parts.js';
import type { Language } from './text-tidy.js';
import type { ReadInstructions } from './themes.js';
import { placePhrase, possessive } from './writer.js';

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'for', 'with']);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const THEME_WORD_EN: Record<string, string> = {
  sharing: 'Sharing',
  bravery: 'Brave',
  kindness: 'Kind',
  friendship: 'Friendship',
  honesty: 'Honest',
  patience: 'Patient',
  perseverance: 'Never-Give-Up',
  teamwork: 'Teamwork',
};

export function titleFor(
  cast: Cast,
  goal: GoalShape,
  home: CastMember | undefined,
  instructions: ReadInstructions,
  language: Language,
  random: Random,
): string {
  const hero = cast.hero.name;
  const object = titleObject(goal, language);
  const friend = cast.friends[0]?.name;
  const options: string[] = [];
  if (language === 'en') {
    // Title-cased whole, so an article inside the title stays small ('Pip and the Lost Button').
    if (object)
      options.push(titleCase(`${hero} and ${object}`), titleCase(`${hero} and ${object}`));
    if (home)
      options.push(
        titleCase(`The Secret of ${placePhrase(home, 'en')}`),
        titleCase(`${hero} in ${placePhrase(home, 'en')}`),
      );
    if (friend) options.push(`${hero} and ${friend}`);
    options.push(
      `${possessive(hero)} ${THEME_WORD_EN[instructions.theme.id] ?? 'Big'} Adventure`,
      `${possessive(hero)} Big Day`,
      `${hero} Saves the Day`,
    );
  } else {
    if (object) options.push(`${hero} y ${object}`, `${hero} y ${object}`);
    if (home)
      options.push(
        `El secreto de ${placePhrase(home, 'es')}`.replace(/\bde el\b/, 'del'),
        `${hero} en ${placePhrase(home, 'es')}`,
      );
    if (friend) options.push(`${hero} y ${friend}`);
    options.push(
      `La gran aventura de ${hero}`,
      `Un día especial para ${hero}`,
      `${hero} salva el día`,
    );
  }
  return random.pick(options);
}

const SCENES: Record<Beat, Record<Language, string>> = {
  opening: {
    en: 'smiling on a bright, peaceful morning',
    es: 'sonriendo en una mañana luminosa y tranquila',
  },
  friends: { en: 'playing happily together', es: 'jugando felices juntos' },
  event: {
    en: 'looking up in surprise as something unexpected happens',
    es: 'mirando con sorpresa algo inesperado',
  },
  problem: { en: 'sitting and thinking hard about a problem', es: 'pensando mucho en un problema' },
  travel: { en: 'walking along a winding path', es: 'caminando por un sendero que serpentea' },
  try1: { en: 'trying very hard, a little flustered', es: 'esforzándose mucho' },
  try2: {
    en: 'working side by side on a clever plan',
    es: 'trabajando codo con codo en un plan ingenioso',
  },
  try3: { en: 'trying one more time, determined', es: 'intentándolo una vez más, con decisión' },
  kindness: {
    en: 'gently helping a tiny creature on the path',
    es: 'ayudando con cuidado a un animalito en el camino',
  },
  journey: {
    en: 'walking past sunflowers and a pond full of frogs',
    es: 'pasando junto a girasoles y una charca llena de ranas',
  },
  rest: {
    en: 'resting in the shade of a big tree with a snack',
    es: 'descansando con la merienda a la sombra de un gran árbol',
  },
  low: {
    en: 'sitting quietly on a mossy stone, comforted by a friend',
    es: 'descansando en silencio sobre una piedra con musgo',
  },
  turn: {
    en: 'with a bright idea lighting up their face',
    es: 'con una idea brillante en la mirada',
  },
  resolve: {
    en: 'cheering with joy as everything works out',
    es: 'celebrando con alegría porque todo sale bien',
  },
  celebrate: {
    en: 'having a happy little party together',
    es: 'celebrando juntos una pequeña fiesta',
  },
  closing: {
    en: 'snuggled up asleep under a starry sky',
    es: 'durmiendo bajo un cielo lleno de estrellas',
  },
};

export function illustrationFor(
  beat: Beat,
  members: CastMember[],
  place: CastMember | null,
  language: Language,
  random: Random,
): string {
  void random;
  const who = members.map((m) => (m.epithet ? `${m.name} (${m.epithet})` : m.name));
  const joiner = language === 'en' ? ' and ' : ' y ';
  const list =
    who.length > 1
      ? `${who.slice(0, -1).join(', ')}${joiner}${who[who.length - 1]}`
      : (who[0] ?? '');
  const where = place
    ? `${language === 'en' ? ' in ' : ' en '}${placePhrase(place, language)}`
    : '';
  const sentence = `${list} ${SCENES[beat][language]}${where}.`;
  return (
    sentence.charAt(0).toUpperCase() +
    sentence
      .slice(1)
      .replace(/\bde el\b/g, 'del')
      .replace(/\ben el\b/g, 'en el')
  );
}
