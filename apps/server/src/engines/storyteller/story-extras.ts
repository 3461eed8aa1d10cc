/** The story's title. */
import type { Cast, CastMember } from './cast.js';
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
