import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { StoryPage, StoryResult } from '@storyloom/contracts';

// Helpers shared by the story PDF tests: read a PDF the way the /view reader does (pdf.js), and
// make stories with real PNG pictures.

const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

export type ReadPdf = {
  pageCount: number;
  /** Each page's text, whitespace as pdf.js reports it. */
  pageTexts: string[];
  /** How many images each page paints. */
  pageImages: number[];
  info: Record<string, unknown>;
};

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    disableFontFace: true,
    verbosity: 0,
  });
  const document = await loading.promise;
  try {
    const pageTexts: string[] = [];
    const pageImages: number[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      const operators = await page.getOperatorList();
      pageImages.push(
        operators.fnArray.filter((operator) => operator === pdfjs.OPS.paintImageXObject).length,
      );
    }
    const { info } = await document.getMetadata();
    return {
      pageCount: document.numPages,
      pageTexts,
      pageImages,
      info: info as Record<string, unknown>,
    };
  } finally {
    await loading.destroy();
  }
}

/** Whitespace differs once text wraps across lines, so compare without it. */
export const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');

/** A picture like the illustrator's: transparent background, a few coloured shapes. */
export function picturePng(seed: number, width = 1024, height = 768): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width * 0.35}" cy="${height * 0.5}" r="${height * 0.3}" fill="hsl(${hue},70%,60%)"/>
    <rect x="${width * 0.55}" y="${height * 0.3}" width="${width * 0.3}" height="${height * 0.4}"
      rx="24" fill="hsl(${(hue + 120) % 360},60%,55%)" stroke="#333" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SENTENCES = {
  en: [
    'Pip the hedgehog woke up early and looked for his favourite shiny button.',
    'The wind had carried it over the hill, past the old oak and the humming trees.',
    'Lola the squirrel knew every path in the Whispering Woods, so she came along.',
  ],
  es: [
    'El erizo Pip se despertó temprano y buscó su botón brillante favorito.',
    'El viento lo había llevado más allá de la colina, junto al roble y los árboles que cantaban.',
    'La ardilla Lola conocía cada camino del bosque, así que fue con él. ¡Qué aventura!',
  ],
};

/** A story of `pageCount` pages, each with a different text and (by default) a picture path. */
export function storyOf(
  language: StoryResult['language'],
  pageCount: number,
  { withPictures = true }: { withPictures?: boolean } = {},
): StoryResult {
  const pages: StoryPage[] = Array.from({ length: pageCount }, (_, index) => ({
    text: `${index + 1}. ${SENTENCES[language][index % 3]} ${SENTENCES[language][(index + 1) % 3]}`,
    characters: ['Pip'],
    location: null,
    illustration: 'Pip in the woods',
    picture: withPictures
      ? {
          tag: `page-${index + 1}`,
          png: `users-prod/u1/stories/s1/page-${index + 1}.png`,
          svg: null,
          specification: 'Pip in the woods',
          style: 'storybook',
          width: 1024,
          height: 768,
        }
      : null,
  }));
  const title = language === 'es' ? 'Pip y el botón perdido' : 'Pip and the Lost Button';
  return { title, pages, language };
}
