/**
 * Spanish adjectives agree with who they describe: two girls walk "juntas", a tortoise alone
 * sleeps "acurrucada". The banks write the masculine plural, the grammar's default for a group;
 * a page whose characters are all female is told in the feminine.
 */
import type { CastMember } from './cast.js';

/** "la oscuridad", "la canción", "el tesoro": the article a lone Spanish noun takes. */
export function spanishArticle(noun: string): 'el' | 'la' {
  return /(a|dad|tad|ión|tud|umbre|ez)$/i.test(noun) && !/(ema|oma|día|mapa)$/i.test(noun)
    ? 'la'
    : 'el';
}

/**
 * Spanish says a title before a name with its article: "la Abuela Rosa se sentó", "le pidió al Rey
 * Arturo", never "con Abuela Rosa". Don, Doña, Mamá and Papá take none.
 */
const FEMININE_TITLE =
  /^(?:abuela|abuelita|princesa|reina|tía|señora|doctora|profesora|maestra|capitana|condesa|bruja)(?:\s+\p{Lu}|$)/iu;
const MASCULINE_TITLE =
  /^(?:abuelo|abuelito|príncipe|rey|tío|señor|doctor|profesor|maestro|capitán|conde|mago|pirata|caballero)(?:\s+\p{Lu}|$)/iu;

export function withTitleArticle(name: string): string {
  if (FEMININE_TITLE.test(name)) return `la ${name}`;
  if (MASCULINE_TITLE.test(name)) return `el ${name}`;
  return name;
}

/** Group words the banks use, each with its feminine form. */
const GROUP_WORDS: Record<string, string> = {
  juntos: 'juntas',
  acurrucados: 'acurrucadas',
  sentados: 'sentadas',
  cansados: 'cansadas',
  contentos: 'contentas',
  asustados: 'asustadas',
  abrazados: 'abrazadas',
  dormidos: 'dormidas',
  secos: 'secas',
  juntitos: 'juntitas',
  solos: 'solas',
};

const PATTERN = new RegExp(`\\b(${Object.keys(GROUP_WORDS).join('|')})\\b`, 'giu');

export function allFemale(members: CastMember[]): boolean {
  return members.length > 0 && members.every((member) => member.gender === 'f');
}

/** The page's group words in the feminine when everyone on it is female. */
export function agreeInSpanish(text: string, members: CastMember[]): string {
  if (!allFemale(members)) return text;
  return text.replace(PATTERN, (word) => {
    const feminine = GROUP_WORDS[word.toLowerCase()] ?? word;
    return word.charAt(0) === word.charAt(0).toUpperCase()
      ? feminine.charAt(0).toUpperCase() + feminine.slice(1)
      : feminine;
  });
}
