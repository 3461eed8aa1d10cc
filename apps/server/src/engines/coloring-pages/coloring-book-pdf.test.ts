import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENMOJI_CREDIT } from '@storyloom/contracts';
import { drawColoringPage, renderColoringBookPdf, type Paper } from './index.js';

const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

/** The PDF as a reader (pdf.js, as the browser's viewer) sees it. */
async function readPdf(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    disableFontFace: true,
    verbosity: 0,
  });
  const document = await loading.promise;
  try {
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const operators = await page.getOperatorList();
      pages.push({
        size: page.view.slice(2).map((points) => Math.round(points)),
        text: content.items.map((item) => ('str' in item ? item.str : '')).join(''),
        images: operators.fnArray.filter((op) => op === pdfjs.OPS.paintImageXObject).length,
      });
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await loading.destroy();
  }
}

const characters = [
  { name: 'Pip', description: 'a shy hedgehog' },
  { name: 'Lola', description: 'a chatty squirrel' },
];
const createdAt = new Date('2026-11-24T10:00:00Z');

function coloringPages(paper: Paper, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const page = await drawColoringPage({
        scene: {
          specification: `Pip and Lola on page ${index + 1}.`,
          characters: characters.slice(0, 1 + (index % 2)),
          location: { name: 'Whispering Woods', description: 'a forest' },
          style: 'storybook',
          seed: `book/page-${index + 1}`,
        },
        title: 'El búho y la estrella',
        paper,
        language: 'es',
      });
      return page.png;
    }),
  );
}

describe('renderColoringBookPdf', () => {
  const pages: Record<Paper, Buffer[]> = { a4: [], letter: [] };
  beforeAll(async () => {
    pages.a4 = await coloringPages('a4', 4);
    pages.letter = await coloringPages('letter', 2);
  });

  it.each([
    ['a4', [595, 842]],
    ['letter', [612, 792]],
  ] as const)('puts each coloring page on a %s page of its own', async (paper, size) => {
    const bytes = await renderColoringBookPdf({
      title: 'El búho y la estrella',
      language: 'es',
      paper,
      pages: pages[paper],
      createdAt,
    });
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(pages[paper].length);
    for (const page of pdf.pages) {
      expect(page.size).toEqual(size);
      expect(page.images).toBe(1);
    }
    // The pictures carry every word; the pages add only the credit, once, at the very end.
    expect(pdf.pages.slice(0, -1).every((page) => page.text === '')).toBe(true);
    expect(pdf.pages.at(-1)!.text.replace(/\s+/g, ' ')).toBe(OPENMOJI_CREDIT);
    expect(pdf.info).toMatchObject({ Title: 'El búho y la estrella', Author: 'Storyloom' });
  });

  it('makes a one-page book for a one-scene story', async () => {
    const bytes = await renderColoringBookPdf({
      title: 'Pip',
      language: 'en',
      paper: 'a4',
      pages: pages.a4.slice(0, 1),
      createdAt,
    });
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.text).toContain('OpenMoji');
    expect(pdf.info.Subject).toBe('A Storyloom coloring book');
  });

  it('answers the same bytes for the same pages and date', async () => {
    const book = () =>
      renderColoringBookPdf({
        title: 'Pip',
        language: 'en',
        paper: 'a4',
        pages: pages.a4,
        createdAt,
      });
    expect((await book()).equals(await book())).toBe(true);
  });

  it('refuses a book without pages, or with a page that is not a PNG', async () => {
    const book = { title: 'Pip', language: 'en', paper: 'a4', createdAt } as const;
    await expect(renderColoringBookPdf({ ...book, pages: [] })).rejects.toThrow(/at least one/);
    await expect(
      renderColoringBookPdf({ ...book, pages: [pages.a4[0]!, Buffer.from('not a png')] }),
    ).rejects.toThrow();
  });
});
