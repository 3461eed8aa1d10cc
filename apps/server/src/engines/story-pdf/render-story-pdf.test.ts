import { beforeAll, describe, expect, it } from 'vitest';
import { OPENMOJI_CREDIT, type StoryResult } from '@storyloom/contracts';
import { renderStoryPdf } from './render-story-pdf.js';
import { picturePng, readPdf, storyOf, withoutSpaces } from './story-pdf.test-support.js';

const createdAt = new Date('2026-11-24T10:00:00Z');

describe('renderStoryPdf', () => {
  const files = new Map<string, Buffer>();
  const readPicture = async (path: string) => files.get(path) ?? null;

  beforeAll(async () => {
    for (let page = 1; page <= 12; page += 1) {
      files.set(`users-prod/u1/stories/s1/page-${page}.png`, await picturePng(page));
    }
  });

  it.each(['en', 'es'] as const)(
    'makes a %s book: cover, one page per story page with its picture, credits',
    async (language) => {
      const story = storyOf(language, 12);
      const pdf = await readPdf(await renderStoryPdf(story, { readPicture, createdAt }));

      expect(pdf.pageCount).toBe(14);
      const [cover, ...rest] = pdf.pageTexts;
      const credits = rest.pop()!;
      expect(withoutSpaces(cover!)).toContain(withoutSpaces(story.title));
      expect(cover).toContain(language === 'es' ? 'Un cuento de Storyloom' : 'A Storyloom story');
      story.pages.forEach((page, index) => {
        expect(withoutSpaces(rest[index]!)).toContain(withoutSpaces(page.text));
        // The page number sits at the foot of each story page.
        expect(rest[index]).toMatch(new RegExp(`(^|\\s)${index + 1}(\\s|$)`));
      });
      expect(pdf.pageImages.slice(1, 13).every((count) => count === 1)).toBe(true);
      expect(pdf.pageImages[0]).toBe(1); // the first page's picture on the cover
      expect(pdf.pageImages[13]).toBe(0);

      expect(withoutSpaces(credits)).toContain(withoutSpaces(OPENMOJI_CREDIT));
      if (language === 'es') {
        expect(credits).toContain('Hecho con Storyloom');
        expect(credits).toContain('Creado el 24 de noviembre de 2026');
      } else {
        expect(credits).toContain('Made with Storyloom');
        expect(credits).toContain('Created on 24 November 2026');
      }
      expect(pdf.info).toMatchObject({ Title: story.title, Author: 'Storyloom' });
    },
  );

  it('keeps the text of a page whose picture file is missing or not an image', async () => {
    const story = storyOf('en', 3);
    const broken = new Map(files);
    broken.delete('users-prod/u1/stories/s1/page-2.png');
    broken.set('users-prod/u1/stories/s1/page-3.png', Buffer.from('not a png at all'));
    const bytes = await renderStoryPdf(story, {
      readPicture: async (path) => broken.get(path) ?? null,
      createdAt,
    });
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(5);
    expect(pdf.pageImages).toEqual([1, 1, 0, 0, 0]);
    expect(withoutSpaces(pdf.pageTexts[2]!)).toContain(withoutSpaces(story.pages[1]!.text));
    expect(withoutSpaces(pdf.pageTexts[3]!)).toContain(withoutSpaces(story.pages[2]!.text));
  });

  it('leaves out the picture credit when no picture is printed', async () => {
    const story = storyOf('en', 2, { withPictures: false });
    const pdf = await readPdf(await renderStoryPdf(story, { readPicture, createdAt }));
    expect(pdf.pageCount).toBe(4);
    expect(pdf.pageImages).toEqual([0, 0, 0, 0]);
    expect(pdf.pageTexts[3]).not.toContain('OpenMoji');
    expect(pdf.pageTexts[3]).toContain('Made with Storyloom');
  });

  it('drops characters Helvetica cannot draw (emoji) and keeps the rest', async () => {
    const story: StoryResult = {
      title: 'The Fox 🦊 and the Star ✨',
      language: 'es',
      pages: [
        {
          text: 'Señor Zorro 🦊 miró la estrella ✨ y sonrió. “¡Hola!” — dijo… 你好',
          characters: [],
          location: null,
          illustration: '',
        },
      ],
    };
    const bytes = await renderStoryPdf(story, { readPicture, createdAt, author: 'Ana 🌟 Núñez' });
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(3);
    expect(pdf.pageTexts[0]).toContain('The Fox and the Star');
    expect(pdf.pageTexts[0]).toContain('por Ana Núñez');
    expect(withoutSpaces(pdf.pageTexts[1]!)).toContain(
      withoutSpaces('Señor Zorro miró la estrella y sonrió. “¡Hola!” — dijo…'),
    );
    // The metadata title is Unicode and keeps everything.
    expect(pdf.info.Title).toBe('The Fox 🦊 and the Star ✨');
  });

  it('shrinks or continues long text instead of running off the page', async () => {
    const long = Array.from({ length: 8 }, () => storyOf('en', 3).pages[0]!.text).join(' ');
    const endless = Array.from({ length: 4 }, () => long).join('\n');
    const story = storyOf('en', 2);
    story.pages[0]!.text = long;
    story.pages[1]!.text = endless;
    const pdf = await readPdf(await renderStoryPdf(story, { readPicture, createdAt }));
    // The long page still fits on its own page next to its picture...
    expect(pdf.pageImages[1]).toBe(1);
    expect(withoutSpaces(pdf.pageTexts[1]!)).toContain(withoutSpaces(long));
    // ...and the endless one continues on further pages, every word kept, before the credits.
    expect(pdf.pageCount).toBeGreaterThan(4);
    const withoutPageNumber = (text: string) => text.replace(/\s*\d+\s*$/, '');
    const continued = pdf.pageTexts.slice(2, -1).map(withoutPageNumber).join(' ');
    expect(withoutSpaces(continued).includes(withoutSpaces(endless))).toBe(true);
    expect(pdf.pageTexts.at(-1)).toContain('Made with Storyloom');
  });

  it('answers the same bytes for the same story and date', async () => {
    const story = storyOf('en', 2);
    const first = await renderStoryPdf(story, { readPicture, createdAt });
    const second = await renderStoryPdf(story, { readPicture, createdAt });
    expect(first.equals(second)).toBe(true);
  });
});
