import { OPENMOJI_CREDIT, type StoryResult } from '@storyloom/contracts';

type Language = StoryResult['language'];

/**
 * Characters beyond Latin-1 that WinAnsi (the encoding of pdfkit's built-in fonts) still has:
 * curly quotes, dashes, the ellipsis, the euro sign and a few letters.
 */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
]);

/** Look-alikes for characters WinAnsi lacks but a reader would miss if they just vanished. */
const SUBSTITUTES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2032': "'",
  '\u2033': '"',
  '\u2212': '-',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u3000': ' ',
};

const isWinAnsi = (code: number): boolean =>
  code === 0x0a ||
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0xff) ||
  WIN_ANSI_EXTRAS.has(code);

/**
 * Text that pdfkit's Helvetica can draw. pdfkit writes any other character as garbage (or a
 * blank box), so those are swapped for a look-alike, reduced to their base letter ('ő' → 'o'), or
 * dropped (emoji). Spanish letters and punctuation are all in WinAnsi and stay as they are.
 */
export function toPrintableText(text: string): string {
  let printable = '';
  for (const character of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = character.codePointAt(0)!;
    if (isWinAnsi(code)) printable += character;
    else if (SUBSTITUTES[character]) printable += SUBSTITUTES[character];
    else {
      const base = character.normalize('NFD').charAt(0);
      if (base !== character && isWinAnsi(base.codePointAt(0)!)) printable += base;
    }
  }
  return printable
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The words printed around the story, in the story's language. */
export type BookLabels = {
  subtitle: string;
  byAuthor: (author: string) => string;
  theEnd: string;
  madeWith: string;
  madeOn: (date: Date) => string;
  picturesHeading: string;
  pictureCredit: string;
  untitled: string;
};

const longDate = (locale: string) => (date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const LABELS: Record<Language, BookLabels> = {
  en: {
    subtitle: 'A Storyloom story',
    byAuthor: (author) => `by ${author}`,
    theEnd: 'The End',
    madeWith: 'Made with Storyloom',
    madeOn: (date) => `Created on ${longDate('en-GB')(date)}`,
    picturesHeading: 'Pictures',
    // The attribution OpenMoji's licence asks for, worded as the app shows it.
    pictureCredit: OPENMOJI_CREDIT,
    untitled: 'My story',
  },
  es: {
    subtitle: 'Un cuento de Storyloom',
    byAuthor: (author) => `por ${author}`,
    theEnd: 'Fin',
    madeWith: 'Hecho con Storyloom',
    madeOn: (date) => `Creado el ${longDate('es-ES')(date)}`,
    picturesHeading: 'Ilustraciones',
    // The licence attribution stays word for word as the app shows it, in every language.
    pictureCredit: OPENMOJI_CREDIT,
    untitled: 'Mi cuento',
  },
};

export const bookLabels = (language: Language): BookLabels => LABELS[language] ?? LABELS.en;
