import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSceneSvg } from '../illustrator/index.js';
import type { PictureRequest } from '../illustrator/index.js';
import { drawColoringPage, PAGE_PIXELS, type ColoringPageRequest } from './index.js';

const pip = { name: 'Pip', description: 'a shy hedgehog who collects shiny buttons' };
const lola = { name: 'Lola', description: 'a chatty squirrel who knows every path' };
const moss = { name: 'Moss', description: 'an old turtle who tells long stories' };
const bea = { name: 'Bea', description: 'a busy bee' };
const woods = { name: 'Whispering Woods', description: 'a forest where the trees hum softly' };

const scene = (overrides: Partial<PictureRequest> = {}): PictureRequest => ({
  specification: 'Pip and Lola look for a lost key among the trees.',
  characters: [pip, lola],
  location: woods,
  style: 'storybook',
  seed: 'artifact-1/page-1',
  ...overrides,
});

const request = (overrides: Partial<ColoringPageRequest> = {}): ColoringPageRequest => ({
  scene: scene(),
  title: 'Pip and the Lost Key',
  pageLabel: 'Page 1',
  paper: 'a4',
  language: 'en',
  ...overrides,
});

type Pixels = { data: Buffer; width: number; height: number; channels: number };
type Box = { x: number; y: number; width: number; height: number };

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** How many pixels in the box (the whole page when absent) are pure black and pure white. */
function inkIn(pixels: Pixels, box: Box = { x: 0, y: 0, ...pixels }) {
  const { data, width, channels } = pixels;
  let black = 0;
  let white = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const at = (y * width + x) * channels;
      const values = data.subarray(at, at + channels);
      if (values.every((value) => value === 0)) black += 1;
      else if (values.every((value) => value === 255)) white += 1;
    }
  }
  return { black, white, total: box.width * box.height };
}

/** The largest square of pure black anywhere on the page, in pixels a side. */
function largestBlackSquare({ data, width, height, channels }: Pixels): number {
  // Classic dynamic programme: the side of the black square ending at each pixel.
  let previous = new Uint16Array(width + 1);
  let largest = 0;
  for (let y = 0; y < height; y += 1) {
    const row = new Uint16Array(width + 1);
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * channels] !== 0) continue;
      row[x + 1] = 1 + Math.min(previous[x]!, previous[x + 1]!, row[x]!);
      if (row[x + 1]! > largest) largest = row[x + 1]!;
    }
    previous = row;
  }
  return largest;
}

/** Each drawn character's name, OpenMoji and where it stands on the page. */
function charactersOf(svg: string) {
  const pattern =
    /<g class="character" data-name="([^"]*)" data-emoji="([^"]+)" data-box="([^"]+)">/g;
  return [...svg.matchAll(pattern)].map(([, name, emoji, box]) => {
    const [x, y, width, height] = box!.split(' ').map(Number) as [number, number, number, number];
    return { name: name!, emoji: emoji!, box: { x, y, width, height } };
  });
}

describe('drawColoringPage', () => {
  it.each(['a4', 'letter'] as const)(
    'draws a %s page at 150 dpi in nothing but pure black and white',
    async (paper) => {
      const page = await drawColoringPage(request({ paper }));
      expect(page).toMatchObject(PAGE_PIXELS[paper]);
      expect(PAGE_PIXELS).toEqual({
        a4: { width: 1240, height: 1754 },
        letter: { width: 1275, height: 1650 },
      });
      const metadata = await sharp(page.png).metadata();
      expect(metadata).toMatchObject({ format: 'png', ...PAGE_PIXELS[paper], density: 150 });
      // At 150 dpi it is one sheet of its paper (millimetres: A4 210 × 297, Letter 216 × 279).
      const sheet = paper === 'a4' ? { width: 210, height: 297 } : { width: 215.9, height: 279.4 };
      const millimetres = (pixels: number) => Math.round((pixels / 150) * 25.4 * 10) / 10;
      expect(millimetres(page.width)).toBeCloseTo(sheet.width, 0);
      expect(millimetres(page.width)).toBeLessThanOrEqual(sheet.width);
      expect(millimetres(page.height)).toBeLessThanOrEqual(sheet.height);

      const ink = inkIn(await pixelsOf(page.png));
      expect((ink.black + ink.white) / ink.total).toBeGreaterThanOrEqual(0.99);
      // Line art on white: mostly paper, nothing filled in, but plenty to colour.
      expect(ink.black / ink.total).toBeGreaterThan(0.03);
      expect(ink.black / ink.total).toBeLessThan(0.2);
    },
  );

  it('draws no colour, grey or shading anywhere in the picture', async () => {
    const { svg } = await drawColoringPage(request({ scene: scene({ style: 'bold' }) }));
    const colours = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map(([, colour]) => colour);
    expect(new Set(colours)).toEqual(new Set(['#FFFFFF', '#000000', 'none']));
    expect(svg).not.toMatch(/opacity|Gradient|<image|href=|style=/);
  });

  it('fills nothing in, not even the new moon OpenMoji draws solid black', async () => {
    const page = await drawColoringPage(
      request({
        scene: scene({
          specification: 'Pip and Lola look at the moon at night.',
          seed: 'artifact-1/page-3',
        }),
      }),
    );
    // Lines, letters and the frame are thinner than this; any filled shape would be larger.
    expect(largestBlackSquare(await pixelsOf(page.png))).toBeLessThan(32);
  });

  it('outlines every character, in the OpenMoji the picture book uses for it', async () => {
    const characters = [pip, lola, moss, bea];
    const page = await drawColoringPage(request({ scene: scene({ characters }) }));
    const drawn = charactersOf(page.svg);
    expect(drawn.map((character) => character.name).sort()).toEqual(
      ['Bea', 'Lola', 'Moss', 'Pip'].sort(),
    );
    const book = await drawSceneSvg(scene({ characters }));
    const pixels = await pixelsOf(page.png);
    for (const character of drawn) {
      // The same artwork as the colour picture of the same page.
      expect(book).toContain(`data-name="${character.name}" data-emoji="${character.emoji}"`);
      const { box } = character;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(pixels.width);
      expect(box.y + box.height).toBeLessThanOrEqual(pixels.height);
      // Its outlines are on the page: black lines in its place, and mostly paper to colour.
      const ink = inkIn(pixels, box);
      expect(ink.black / ink.total).toBeGreaterThan(0.03);
      expect(ink.black / ink.total).toBeLessThan(0.4);
    }
  });

  it('draws a character the same way on every page, and large', async () => {
    const first = await drawColoringPage(request());
    const second = await drawColoringPage(
      request({
        scene: scene({
          specification: 'Lola rests by the sea at night.',
          characters: [lola],
          location: { name: 'Sunny Bay', description: 'a beach by the sea' },
          seed: 'artifact-1/page-2',
        }),
      }),
    );
    const lolaOn = (svg: string) => charactersOf(svg).find(({ name }) => name === 'Lola')!;
    expect(lolaOn(second.svg).emoji).toBe(lolaOn(first.svg).emoji);
    // Alone on the page she takes more than half its width.
    expect(lolaOn(second.svg).box.width).toBeGreaterThan(first.width / 2);
    expect(lolaOn(first.svg).box.width).toBeGreaterThan(first.width / 3);
  });

  it('prints the title and page label and no other words', async () => {
    const { svg } = await drawColoringPage(request());
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
    expect(texts).toEqual(['Pip and the Lost Key', 'Page 1']);
    const { svg: unlabelled } = await drawColoringPage(request({ pageLabel: undefined }));
    expect([...unlabelled.matchAll(/<text/g)]).toHaveLength(1);
  });

  it('prints a Spanish title with its accents, leaving out emoji, and inks it', async () => {
    const page = await drawColoringPage(
      request({
        title: 'El búho y la canción de la montaña 🦉',
        pageLabel: 'Página 2',
        language: 'es',
      }),
    );
    expect(page.svg).toContain('El búho y la canción de la montaña</text>');
    expect(page.svg).toContain('Página 2</text>');
    expect(page.svg).not.toContain('🦉');
    const heading = inkIn(await pixelsOf(page.png), { x: 75, y: 60, width: 1090, height: 100 });
    expect(heading.black).toBeGreaterThan(1000);
  });

  it('fits a long title on the page in at most two lines', async () => {
    const title = 'The Very Long and Winding Adventure of Pip the Hedgehog and All His Friends';
    const page = await drawColoringPage(request({ title }));
    const lines = [...page.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
    const titleLines = lines.slice(0, -1);
    expect(titleLines.length).toBeLessThanOrEqual(2);
    expect(titleLines.join(' ')).toBe(title);
    // No ink in the side margins: the letters stay on the page.
    const pixels = await pixelsOf(page.png);
    const margin = { y: 0, width: 60, height: 320 };
    expect(inkIn(pixels, { x: 0, ...margin }).black).toBe(0);
    expect(inkIn(pixels, { x: page.width - 60, ...margin }).black).toBe(0);
    const { svg: endless } = await drawColoringPage(request({ title: 'Pip '.repeat(100) }));
    expect(endless).toContain('…</text>');
  });

  it('is the same page for the same request, and another for another seed', async () => {
    const once = await drawColoringPage(request());
    const again = await drawColoringPage(request());
    expect(again.svg).toBe(once.svg);
    expect(again.png.equals(once.png)).toBe(true);
    const other = await drawColoringPage(request({ scene: scene({ seed: 'artifact-2/page-1' }) }));
    expect(other.svg).not.toBe(once.svg);
  });

  it('draws a page without characters or place, with names that look like markup', async () => {
    const page = await drawColoringPage(
      request({
        scene: scene({
          characters: [{ name: 'Pip "<b>"', description: 'a hedgehog' }],
          location: null,
        }),
        title: '<script>alert(1)</script>',
      }),
    );
    expect(page.svg).not.toContain('<b>');
    expect(page.svg).not.toContain('<script>');
    expect(charactersOf(page.svg)).toHaveLength(1);
    const empty = await drawColoringPage(request({ scene: scene({ characters: [] }), title: '' }));
    expect(charactersOf(empty.svg)).toHaveLength(0);
    expect(empty.svg).toContain('My story</text>');
  });
});

describe('a coloring page from an image model', () => {
  /** What a model might answer: a grey-shaded, coloured circle with faint noise behind it. */
  async function modelArt(): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
<rect width="800" height="800" fill="#F4F1EA"/>
<circle cx="400" cy="400" r="250" fill="#F7C59F" stroke="#202020" stroke-width="18"/>
<circle cx="400" cy="400" r="120" fill="#C8C8C8"/>
</svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
  }

  it('keeps only the outlines, in pure black and white, inside the frame', async () => {
    const page = await drawColoringPage(request({ sceneArt: await modelArt() }));
    const pixels = await pixelsOf(page.png);
    expect({ width: pixels.width, height: pixels.height }).toEqual(PAGE_PIXELS.a4);
    const all = inkIn(pixels);
    expect((all.black + all.white) / all.total).toBeGreaterThanOrEqual(0.99);
    // The model's fills (peach, light grey) and its off-white paper are gone: mostly white.
    expect(all.black / all.total).toBeLessThan(0.2);
    expect(all.black / all.total).toBeGreaterThan(0.005);
    // Lines, not blobs: nothing is filled in black.
    expect(largestBlackSquare(pixels)).toBeLessThan(40);
  });
});
