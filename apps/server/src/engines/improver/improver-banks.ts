import type { EnhanceableField } from '@storyloom/contracts';

export type Language = 'en' | 'es';

/**
 * One gentle detail the offline improver may add. `about` lists stems of the sense or feeling it
 * speaks of: when the parent already wrote about it, the detail would repeat them and is skipped.
 */
export type Detail = { text: string; about: string[] };

/** A sentence that brings the chosen names in, for one name or several. */
export type NamesSentence = { one: (names: string) => string; many: (names: string) => string };

const same = (sentence: (names: string) => string): NamesSentence => ({
  one: sentence,
  many: sentence,
});

export const NAMES_SENTENCES: Record<Language, Record<EnhanceableField, NamesSentence>> = {
  en: {
    event: same((names) => `It all happens around ${names}.`),
    goal: {
      one: (names) => `${names} will play a part in reaching it.`,
      many: (names) => `${names} will each play a part in reaching it.`,
    },
    challenge: same((names) => `Facing it will take ${names}, side by side.`),
    instructions: same((names) => `Give ${names} a real part in the story.`),
  },
  es: {
    event: same((names) => `Todo ocurre en torno a ${names}.`),
    goal: {
      one: (names) => `${names} tendrá un papel para lograrlo.`,
      many: (names) => `${names} tendrán cada uno un papel para lograrlo.`,
    },
    challenge: {
      one: (names) => `En ese reto también participa ${names}.`,
      many: (names) => `En ese reto también participan ${names}.`,
    },
    instructions: same((names) => `Da a ${names} un papel de verdad en la historia.`),
  },
};

export const DETAILS: Record<Language, Record<EnhanceableField, Detail[]>> = {
  en: {
    event: [
      { text: 'The air smells of rain and fresh grass as it begins.', about: ['smell', 'rain'] },
      { text: 'A soft breeze whispers that something new is coming.', about: ['breeze', 'wind'] },
      { text: 'Everyone feels a little flutter of surprise.', about: ['surprise', 'flutter'] },
      { text: 'Somewhere nearby, a bird sings a curious little tune.', about: ['bird', 'sing'] },
      {
        text: 'The light turns golden, as if the day is holding its breath.',
        about: ['light', 'golden'],
      },
    ],
    goal: [
      { text: 'Just imagining it makes everyone smile.', about: ['smil', 'imagin'] },
      { text: 'Reaching it would feel as warm as a hug.', about: ['warm', 'hug'] },
      { text: 'Their hearts beat a little faster whenever they think of it.', about: ['heart'] },
      { text: 'It would be the proudest, happiest moment of the year.', about: ['proud', 'happ'] },
    ],
    challenge: [
      {
        text: 'It feels tricky at first, like a knot that will not come loose.',
        about: ['tricky', 'knot'],
      },
      {
        text: 'Tummies flutter with worry, but nobody gives up.',
        about: ['worr', 'tumm', 'give up'],
      },
      { text: 'The way ahead looks long and a little puzzling.', about: ['long', 'puzzl'] },
      {
        text: 'It will take patience, a brave heart and some clever thinking.',
        about: ['patien', 'brave', 'clever'],
      },
    ],
    instructions: [
      {
        text: 'Keep the tone gentle and cosy, with a warm ending.',
        about: ['gentle', 'cosy', 'cozy', 'ending'],
      },
      { text: 'Let the reader hear, see and feel each place.', about: ['hear', 'see', 'feel'] },
      { text: 'Use friendly words a young child can follow.', about: ['word', 'simple'] },
      {
        text: 'Leave room for a little laughter along the way.',
        about: ['laugh', 'funny', 'humour', 'humor'],
      },
    ],
  },
  es: {
    event: [
      {
        text: 'El aire huele a lluvia y a hierba fresca cuando empieza.',
        about: ['huel', 'olor', 'lluvia'],
      },
      {
        text: 'Una brisa suave susurra que algo nuevo está por llegar.',
        about: ['brisa', 'viento'],
      },
      { text: 'Todos sienten un cosquilleo de sorpresa.', about: ['sorpresa', 'cosquill'] },
      { text: 'Muy cerca, un pájaro canta una melodía curiosa.', about: ['pajaro', 'canta'] },
      {
        text: 'La luz se vuelve dorada, como si el día contuviera el aliento.',
        about: ['luz', 'dorad'],
      },
    ],
    goal: [
      { text: 'Solo imaginarlo les hace sonreír.', about: ['sonri', 'imagin'] },
      { text: 'Lograrlo sería tan cálido como un abrazo.', about: ['calid', 'abrazo'] },
      { text: 'El corazón les late más deprisa cada vez que lo piensan.', about: ['corazon'] },
      { text: 'Sería el momento más feliz y orgulloso del año.', about: ['feliz', 'orgullo'] },
    ],
    challenge: [
      {
        text: 'Al principio parece difícil, como un nudo que no se deshace.',
        about: ['dificil', 'nudo'],
      },
      {
        text: 'Sienten mariposas en la barriga, pero nadie se rinde.',
        about: ['mariposa', 'barriga', 'rinde'],
      },
      { text: 'El camino parece largo y un poco misterioso.', about: ['largo', 'misterio'] },
      {
        text: 'Hará falta paciencia, valor y mucho ingenio.',
        about: ['pacien', 'valor', 'valient', 'ingenio'],
      },
    ],
    instructions: [
      {
        text: 'Que el tono sea tierno y acogedor, con un final cálido.',
        about: ['tierno', 'acogedor', 'final'],
      },
      { text: 'Que se puedan oír, ver y sentir los lugares.', about: ['oir', 'ver', 'sentir'] },
      {
        text: 'Usa palabras sencillas que un niño pequeño pueda seguir.',
        about: ['palabra', 'sencill'],
      },
      { text: 'Deja espacio para alguna risa por el camino.', about: ['risa', 'divert', 'humor'] },
    ],
  },
};

/** Every detail sentence in every language: one already in a text means it was improved. */
export const ALL_DETAIL_TEXTS: string[] = Object.values(DETAILS).flatMap((byField) =>
  Object.values(byField).flatMap((details) => details.map((detail) => detail.text)),
);
