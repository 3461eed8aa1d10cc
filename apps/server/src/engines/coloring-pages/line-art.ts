import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readEmojiSvg, emojiArtwork } from '../avatar-art/index.js';
import { shapeExtent } from './shape-extent.js';

/** What a coloring page draws for one OpenMoji: its white silhouette, then its black lines. */
export type LineArt = { knockout: string; lines: string };

/** OpenMoji draws its outlines 2 units wide on its 72-unit grid. */
const OPENMOJI_LINE_WIDTH = 2;
/** The closed outer contour's width, as a share of the figure's line width. */
const CONTOUR_WIDTH = 0.9;

let folder: string | undefined;
const openmojiFolder = () =>
  (folder ??= dirname(createRequire(import.meta.url).resolve('openmoji/package.json')));

const blackCache = new Map<string, string>();
const BLACK_CACHE_LIMIT = 256;

/** The black outline artwork of one emoji (OpenMoji's `black/svg`), as SVG text. */
async function readBlackSvg(hexcode: string): Promise<string> {
  const cached = blackCache.get(hexcode);
  if (cached) return cached;
  const svg = await readFile(join(openmojiFolder(), 'black', 'svg', `${hexcode}.svg`), 'utf8');
  if (blackCache.size >= BLACK_CACHE_LIMIT) blackCache.clear();
  blackCache.set(hexcode, svg);
  return svg;
}

const strokeAttributes =
  /\s(?:stroke|stroke-width|stroke-linecap|stroke-linejoin|stroke-miterlimit|stroke-dasharray)="[^"]*"/g;

const isBlack = (colour: string) => /^#(000|000000)$/i.test(colour) || colour === 'black';

/** Every stroke-width attribute multiplied, so thin lines and their gaps close up. */
const thicken = (svg: string, factor: number) =>
  svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => {
    return `stroke-width="${Math.round(Number(width) * factor * 100) / 100}"`;
  });

/** Opacity and inline styles could leave grey on the page; a coloring page has none. */
const withoutShading = (svg: string) =>
  svg.replace(/\s(?:fill-)?opacity="[^"]*"|\sstroke-opacity="[^"]*"|\sstyle="[^"]*"/g, '');

/** Black shapes up to this size (of 72 units) are pupils, nostrils and dots: they stay black. */
const DOT_LIMIT = 10;

/**
 * A filled black shape larger than a dot (a new moon, a black heart) would leave nothing to
 * colour: it keeps only its outline. Shapes without a fill attribute fill black by default.
 */
function outlineLargeBlackShapes(svg: string): string {
  return svg.replace(/<(?:path|circle|ellipse|rect|polygon)\b[^>]*>/g, (element) => {
    const fill = /\sfill="([^"]*)"/.exec(element)?.[1];
    if ((fill !== undefined && !isBlack(fill)) || shapeExtent(element) <= DOT_LIMIT) return element;
    const bare = element.replace(strokeAttributes, '').replace(/\sfill="[^"]*"/, '');
    const open = /^<\w+/.exec(bare)![0];
    return `${open} fill="none" stroke="#000000" stroke-width="${OPENMOJI_LINE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"${bare.slice(open.length)}`;
  });
}

/**
 * The black artwork as pure line art: lines `factor` times heavier, every fill other than black
 * removed, black fills larger than a dot turned into outlines, every other colour made black.
 */
export function asLineArt(blackSvg: string, factor: number): string {
  const inner = withoutShading(emojiArtwork(blackSvg))
    .replace(/fill="([^"]*)"/g, (_, colour: string) =>
      colour === 'none' || isBlack(colour) ? `fill="${colour}"` : 'fill="none"',
    )
    .replace(/stroke="([^"]*)"/g, (_, colour: string) =>
      colour === 'none' ? 'stroke="none"' : 'stroke="#000000"',
    );
  return thicken(outlineLargeBlackShapes(inner), factor);
}

/**
 * Every shape and line of the colour artwork in one colour, each line and edge drawn
 * `strokeWidth` wide: the figure's silhouette, grown by half that width all round.
 */
export function silhouette(colourSvg: string, colour: string, strokeWidth: number): string {
  const inner = withoutShading(emojiArtwork(colourSvg))
    .replace(strokeAttributes, '')
    .replace(/fill="([^"]*)"/g, (_, fill: string) => (fill === 'none' ? 'fill="none"' : ''));
  return `<g fill="${colour}" stroke="${colour}" stroke-width="${round(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}

/** Only the coloured areas of the colour artwork (not its lines), stripped of their colours. */
function filledAreas(colourSvg: string): string {
  const shapes = withoutShading(emojiArtwork(colourSvg)).match(
    /<(?:path|circle|ellipse|rect|polygon)\b[^>]*\bfill="(?!none")[^"]*"[^>]*\/>/g,
  );
  return (shapes ?? [])
    .map((shape) => shape.replace(strokeAttributes, '').replace(/\sfill="[^"]*"/, ''))
    .join('');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Both OpenMoji drawings of an emoji: the black outlines and the colour shapes. */
export type EmojiSources = { black: string; colour: string };

/** The two drawings of each emoji, read once each. */
export async function loadEmojiSources(
  hexcodes: Iterable<string>,
): Promise<Map<string, EmojiSources>> {
  const unique = [...new Set(hexcodes)];
  return new Map(
    await Promise.all(
      unique.map(async (hexcode) => {
        const [black, colour] = await Promise.all([readBlackSvg(hexcode), readEmojiSvg(hexcode)]);
        return [hexcode, { black, colour }] as const;
      }),
    ),
  );
}

/**
 * One emoji drawn `size` pixels wide as coloring-page line art, its lines about `lineWidthPx`
 * pixels wide (never thinner than OpenMoji drew them). OpenMoji's outlines leave gaps on
 * purpose; a coloring page needs closed shapes, so each coloured area of the artwork is also
 * ringed in black: drawn in black a little larger, then in white at its own size, under the
 * lines. Under all of it a wider white halo hides whatever stands behind the figure.
 */
export function lineArtFor(sources: EmojiSources, size: number, lineWidthPx: number): LineArt {
  const pixelsPerUnit = size / 72;
  const lineWidth = Math.max(OPENMOJI_LINE_WIDTH, lineWidthPx / pixelsPerUnit);
  const ringWidth = lineWidth * CONTOUR_WIDTH;
  const areas = filledAreas(sources.colour);
  return {
    knockout: silhouette(sources.colour, '#FFFFFF', lineWidth * 3),
    lines:
      `<g fill="#000000" stroke="#000000" stroke-width="${round(ringWidth * 2)}" stroke-linejoin="round">${areas}</g>` +
      `<g fill="#FFFFFF" stroke="none">${areas}</g>` +
      asLineArt(sources.black, lineWidth / OPENMOJI_LINE_WIDTH),
  };
}
