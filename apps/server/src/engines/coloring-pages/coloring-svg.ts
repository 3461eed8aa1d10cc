import { escapeXml } from '../illustrator/index.js';
import {
  FRAME_WIDTH,
  LABEL_SIZE,
  type Box,
  type CharacterFigure,
  type ColoringLayout,
  type Figure,
} from './coloring-layout.js';
import { lineArtFor, type EmojiSources } from './line-art.js';

/** Lines kids can stay inside: about 1.7 mm at 150 dpi for figures, a little less behind them. */
export const CHARACTER_LINE_PX = 10;
const BACKGROUND_LINE_PX = 7;
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold"`;
const INK = `stroke="#000000" stroke-linecap="round" stroke-linejoin="round"`;
const LINE = `fill="none" ${INK}`;

type Sources = ReadonlyMap<string, EmojiSources>;

function figure(sources: Sources, placed: Figure, lineWidthPx: number): string {
  const emoji = sources.get(placed.hexcode);
  if (!emoji) throw new Error(`No artwork loaded for ${placed.hexcode}`);
  const art = lineArtFor(emoji, placed.size, lineWidthPx);
  return `<svg x="${placed.x}" y="${placed.y}" width="${placed.size}" height="${placed.size}" viewBox="0 0 72 72" overflow="visible">${art.knockout}${art.lines}</svg>`;
}

/** The sun with its rays, or a crescent moon and a few stars: shapes to colour in the sky. */
function sky(layout: ColoringLayout): string {
  const { x, y } = layout.light;
  const line = `${LINE} stroke-width="${BACKGROUND_LINE_PX}"`;
  if (layout.night) {
    const stars = [0, 1, 2, 3].map((i) => {
      const sx = (x * 7 + i * 263) % layout.frame.width;
      const sy = 40 + ((y * 3 + i * 131) % Math.max(layout.horizonY - 160, 80));
      return `<path ${line} d="${starPath(sx, sy, 26)}"/>`;
    });
    return [
      ...stars,
      `<path ${line} d="M ${x + 20} ${y - 62} A 66 66 0 1 0 ${x + 20} ${y + 62} A 52 52 0 1 1 ${x + 20} ${y - 62} Z"/>`,
    ].join('\n');
  }
  const rays = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    const point = (r: number) =>
      `${round(x + r * Math.cos(angle))} ${round(y + r * Math.sin(angle))}`;
    return `M ${point(74)} L ${point(104)}`;
  }).join(' ');
  // White inside, so a cloud passing the sun hides part of it.
  const clouds = layout.clouds.map(
    (cloud) =>
      `<path fill="#FFFFFF" ${INK} stroke-width="${BACKGROUND_LINE_PX}" d="${cloudPath(cloud)}"/>`,
  );
  return [
    `<circle cx="${x}" cy="${y}" r="56" ${line}/>`,
    `<path ${line} d="${rays}"/>`,
    ...clouds,
  ].join('\n');
}

const round = (value: number) => Math.round(value * 10) / 10;

function starPath(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
  });
  return `M ${points.join(' L ')} Z`;
}

/** A cloud as one closed outline of three bumps over a flat base. */
function cloudPath({ x, y, scale }: { x: number; y: number; scale: number }): string {
  const w = round(80 * scale);
  const h = round(30 * scale);
  return (
    `M ${round(x - w)} ${round(y + h)} ` +
    `A ${round(h * 1.1)} ${round(h * 1.1)} 0 0 1 ${round(x - w * 0.45)} ${round(y - h * 0.4)} ` +
    `A ${round(w * 0.5)} ${round(w * 0.5)} 0 0 1 ${round(x + w * 0.4)} ${round(y - h * 0.5)} ` +
    `A ${round(h * 1.2)} ${round(h * 1.2)} 0 0 1 ${round(x + w)} ${round(y + h)} Z`
  );
}

/** A far hill line at the horizon and the near ground's edge, left open for colouring. */
function ground(layout: ColoringLayout): string {
  const w = layout.frame.width;
  const far = layout.horizonY;
  const near = layout.groundY;
  const line = `${LINE} stroke-width="${BACKGROUND_LINE_PX}"`;
  return [
    `<path ${line} d="M 0 ${far + 30} C ${w * 0.2} ${far - 40}, ${w * 0.45} ${far + 40}, ${w * 0.62} ${far} S ${w * 0.9} ${far - 30}, ${w} ${far + 10}"/>`,
    `<path ${line} d="M 0 ${near} C ${w * 0.3} ${near - 50}, ${w * 0.7} ${near + 30}, ${w} ${near - 20}"/>`,
  ].join('\n');
}

/** data-box: where the figure stands on the page, in page pixels (x y width height). */
function character(sources: Sources, placed: CharacterFigure, frame: Box): string {
  const box = [placed.x + frame.x, placed.y + frame.y, placed.size, placed.size].join(' ');
  return (
    `<g class="character" data-name="${escapeXml(placed.name)}" data-emoji="${placed.hexcode}" data-box="${box}">` +
    `${figure(sources, placed, CHARACTER_LINE_PX)}</g>`
  );
}

function pieces(sources: Sources, list: Figure[], kind: string): string {
  return list
    .map(
      (placed) =>
        `<g class="${kind}" data-emoji="${placed.hexcode}">${figure(sources, placed, BACKGROUND_LINE_PX)}</g>`,
    )
    .join('\n');
}

function heading(layout: ColoringLayout, language: string): string {
  const centre = layout.page.width / 2;
  const title = layout.title.lines.map(
    (line, i) =>
      `<text x="${centre}" y="${layout.title.baselines[i]}" font-size="${layout.title.size}" text-anchor="middle" ${FONT}>${escapeXml(line)}</text>`,
  );
  const label = layout.label
    ? `<text x="${centre}" y="${layout.label.baseline}" font-size="${LABEL_SIZE}" text-anchor="middle" ${FONT}>${escapeXml(layout.label.text)}</text>`
    : '';
  return `<g class="heading" lang="${language}">${title.join('')}${label}</g>`;
}

/**
 * The coloring page as one self-contained SVG: white paper, the title (and label) on top, a
 * thick frame, and inside it the scene as black outlines only. Back to front: sky, hills,
 * scenery, ground, props, then the characters, each on its own white silhouette so nothing
 * behind shows through it.
 */
export function coloringSvg(
  layout: ColoringLayout,
  sources: Sources,
  options: {
    language: string;
    specification: string;
    /** A scene an image model drew (already cleaned to black and white), instead of OpenMoji. */
    sceneArt?: Buffer;
  },
): string {
  const { page, frame } = layout;
  const scene = options.sceneArt
    ? `<image width="${frame.width}" height="${frame.height}" preserveAspectRatio="xMidYMid slice" href="data:image/png;base64,${options.sceneArt.toString('base64')}"/>`
    : [
        sky(layout),
        ground(layout),
        pieces(sources, layout.scenery, 'scenery'),
        pieces(sources, layout.props, 'prop'),
        ...layout.characters.map((placed) => character(sources, placed, frame)),
      ].join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}">
<title>${escapeXml(options.specification)}</title>
<defs><clipPath id="inside"><rect width="${frame.width}" height="${frame.height}" rx="28"/></clipPath></defs>
<rect width="${page.width}" height="${page.height}" fill="#FFFFFF"/>
${heading(layout, options.language)}
<g class="scene" transform="translate(${frame.x} ${frame.y})" clip-path="url(#inside)">
${scene}
</g>
<rect class="frame" x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="28" ${LINE} stroke-width="${FRAME_WIDTH}"/>
</svg>
`;
}
