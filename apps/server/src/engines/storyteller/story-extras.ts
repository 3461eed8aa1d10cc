/** The story's title. */
import type { Cast, CastMember } from './cast.js';
import type { Random } from './random.js';
import { titleObject, type GoalShape } from './story-parts.js';
import { upperFirst, type Language } from './text-tidy.js';
import { withTitleArticle } from './spanish-agreement.js';
import { placePhrase, possessive } from './writer.js';
import type { ProblemKind } from './problem-kind.js';

/**
 * Titles for troubles nobody "saves the day" from: a night that will not bring sleep, a wait, a
 * first hello. {H} the hero as titled. Chosen when the goal names no thing.
 */
const KIND_TITLES: Record<Language, Partial<Record<ProblemKind, string[]>>> = {
  en: {
    sleepless: ['{H} and the Sleepy Night', 'Goodnight, {H}'],
    waiting: ['{H} and the Long Wait', 'Worth the Wait'],
    'left-out': ['Room for {H} Too', 'There Is Room for {H}'],
    shy: ['{H} Says Hello', 'One Small Hello'],
    language: ['{H} and the Language of Smiles', 'A Smile Needs No Words'],
    scary: ['Brave Little {H}', '{H} and the Brave Heart'],
    practice: ['{H} Keeps Trying', 'One More Try, {H}'],
    quarrel: ['Taking Turns', '{H} Takes Turns'],
  },
  es: {
    sleepless: ['{H} y la noche sin sueño', 'Buenas noches, {h}'],
    waiting: ['{H} y la larga espera', 'Valió la pena esperar'],
    'left-out': ['Un sitio para {h}', 'También hay sitio para {h}'],
    shy: ['{H} dice hola', 'Un holita pequeñito'],
    language: ['{H} y el idioma de las sonrisas', 'Una sonrisa no necesita palabras'],
    scary: ['{H} y el corazón valiente', 'Un poquito de valor'],
    practice: ['{H} lo intenta otra vez', 'Una vez más, {h}'],
    quarrel: ['Por turnos', '{H} aprende a esperar su turno'],
  },
};

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

export function titleFor(
  cast: Cast,
  goal: GoalShape,
  home: CastMember | undefined,
  /** Who or what the story is about finding or saving ("Mittens", "the lantern"). */
  sought: string | null,
  language: Language,
  random: Random,
  kind: ProblemKind = 'unknown',
): string {
  const hero = cast.hero.name;
  const object = titleObject(goal, language) ?? sought;
  const friend = cast.friends[0]?.name;
  const options: string[] = [];
  if (language === 'en') {
    // Title-cased whole, so an article inside the title stays small ('Pip and the Lost Button').
    if (object)
      options.push(titleCase(`${hero} and ${object}`), titleCase(`${hero} and ${object}`));
    if (home && !object)
      options.push(
        titleCase(`The Secret of ${placePhrase(home, 'en')}`),
        titleCase(`${hero} in ${placePhrase(home, 'en')}`),
      );
    if (friend && !object) options.push(`${hero} and ${friend}`);
    // The goal's thing is the title when there is one; a stock title only without it.
    if (!object) options.push(...kindTitles(kind, 'en', hero, hero));
    if (!object && !KIND_TITLES.en[kind])
      options.push(`${possessive(hero)} Big Day`, `${hero} Saves the Day`);
  } else {
    // "La Princesa Amara y el dragón", "Un día especial para el Abuelo Paco".
    const titled = withTitleArticle(hero);
    const Titled = upperFirst(titled);
    if (object) options.push(`${Titled} y ${object}`, `${Titled} y ${object}`);
    if (home && !object)
      options.push(
        `El secreto de ${placePhrase(home, 'es')}`.replace(/\bde el\b/, 'del'),
        `${Titled} en ${placePhrase(home, 'es')}`,
      );
    if (friend && !object) options.push(`${Titled} y ${withTitleArticle(friend)}`);
    if (!object) options.push(...kindTitles(kind, 'es', Titled, titled));
    if (!object && !KIND_TITLES.es[kind])
      options.push(
        `La gran aventura de ${titled}`.replace(/\bde el\b/, 'del'),
        `Un día especial para ${titled}`,
        `${Titled} salva el día`,
      );
  }
  return random.pick(options);
}

function kindTitles(kind: ProblemKind, language: Language, titled: string, inside: string) {
  return (KIND_TITLES[language][kind] ?? []).map((title) =>
    title.replaceAll('{H}', titled).replaceAll('{h}', inside),
  );
}
