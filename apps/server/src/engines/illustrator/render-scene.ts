import sharp from 'sharp';
import { shade, emojiArtwork } from '../avatar-art/index.js';
import {
  GROUND_Y,
  HORIZON_Y,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  type PlacedEmoji,
  type ScenePlan,
} from './plan-scene.js';

/** Text placed inside the SVG (names, the specification) must never break out of it. */
export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** OpenMoji's 72-unit artwork nested at its place; bold styles draw its lines heavier. */
function nestedEmoji(
  artwork: ReadonlyMap<string, string>,
  placed: PlacedEmoji,
  lineWidth: number,
): string {
  const svg = artwork.get(placed.hexcode);
  if (!svg) throw new Error(`No artwork loaded for ${placed.hexcode}`);
  let inner = emojiArtwork(svg);
  if (lineWidth !== 2) inner = inner.replace(/stroke-width="2"/g, `stroke-width="${lineWidth}"`);
  return `<svg x="${placed.x}" y="${placed.y}" width="${placed.size}" height="${placed.size}" viewBox="0 0 72 72">${inner}</svg>`;
}

function outlined(plan: ScenePlan): string {
  const outline = plan.style.outline;
  return outline ? ` stroke="${outline.colour}" stroke-width="${outline.width}"` : '';
}

function sky(plan: ScenePlan): string {
  const { backdrop, light, night } = plan;
  const parts = [`<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>`];
  if (night) {
    // Stars on a fixed pattern shifted by where the moon is, so each page's sky differs a little.
    for (let i = 0; i < 14; i++) {
      const x = (light.x * 7 + i * 173) % SCENE_WIDTH;
      const y = 30 + ((light.y * 3 + i * 97) % (HORIZON_Y - 120));
      parts.push(`<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#FFF7D6"/>`);
    }
    parts.push(
      `<circle cx="${light.x}" cy="${light.y}" r="46" fill="#FFF3C4"${outlined(plan)}/>`,
      `<circle cx="${light.x + 22}" cy="${light.y - 12}" r="40" fill="${backdrop.skyTop}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${light.x}" cy="${light.y}" r="58" fill="#FFE27A" opacity="0.55"/>`,
      `<circle cx="${light.x}" cy="${light.y}" r="44" fill="#FFD23F"${outlined(plan)}/>`,
    );
    for (const { x, y, scale } of plan.clouds) {
      const w = Math.round(90 * scale);
      parts.push(
        `<g fill="#FFFFFF" opacity="0.9"${outlined(plan)}>` +
          `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${Math.round(w * 0.38)}"/>` +
          `<ellipse cx="${x - Math.round(w * 0.35)}" cy="${y - Math.round(w * 0.22)}" rx="${Math.round(w * 0.45)}" ry="${Math.round(w * 0.35)}"/>` +
          `<ellipse cx="${x + Math.round(w * 0.25)}" cy="${y - Math.round(w * 0.3)}" rx="${Math.round(w * 0.5)}" ry="${Math.round(w * 0.4)}"/>` +
          `</g>`,
      );
    }
  }
  return parts.join('\n');
}

function ground(plan: ScenePlan, which: 'far' | 'near'): string {
  const { backdrop } = plan;
  const w = SCENE_WIDTH;
  const h = SCENE_HEIGHT;
  if (which === 'far') {
    const y = HORIZON_Y;
    return `<path d="M0 ${y + 30} C ${w * 0.2} ${y - 40}, ${w * 0.45} ${y + 40}, ${w * 0.62} ${y} S ${w * 0.9} ${y - 30}, ${w} ${y + 10} L ${w} ${h} L 0 ${h} Z" fill="${backdrop.groundFar}"${outlined(plan)}/>`;
  }
  const y = GROUND_Y;
  return `<path d="M0 ${y} C ${w * 0.3} ${y - 50}, ${w * 0.7} ${y + 30}, ${w} ${y - 20} L ${w} ${h} L 0 ${h} Z" fill="${backdrop.ground}"${outlined(plan)}/>`;
}

/** A character stands on a spot of its own colour: part of how it is recognised page to page. */
function character(plan: ScenePlan, artwork: ReadonlyMap<string, string>, index: number): string {
  const placed = plan.characters[index]!;
  const cx = placed.x + placed.size / 2;
  // OpenMoji artwork leaves about a tenth of its grid free below the feet.
  const feet = placed.y + placed.size * 0.86;
  const spot = `<ellipse cx="${cx}" cy="${feet}" rx="${Math.round(placed.size * 0.42)}" ry="${Math.round(placed.size * 0.09)}" fill="${plan.style.colour(placed.colour)}" stroke="${shade(placed.colour, -0.25)}" stroke-width="${plan.style.outline ? 5 : 3}"/>`;
  return (
    `<g class="character" data-name="${escapeXml(placed.name)}" data-emoji="${placed.hexcode}" data-colour="${placed.colour}">` +
    `<title>${escapeXml(placed.name)}</title>${spot}${nestedEmoji(artwork, placed, plan.style.emojiLineWidth)}</g>`
  );
}

/**
 * The whole picture as one self-contained SVG (the OpenMoji artwork nested inside, nothing
 * linked). Built only from the plan, so the same plan always gives the same text.
 */
export function sceneSvg(plan: ScenePlan, artwork: ReadonlyMap<string, string>): string {
  const line = plan.style.emojiLineWidth;
  const pieces = (list: PlacedEmoji[], kind: string) =>
    list
      .map(
        (placed) =>
          `<g class="${kind}" data-emoji="${placed.hexcode}">${nestedEmoji(artwork, placed, line)}</g>`,
      )
      .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" data-theme="${plan.theme.name}">
<title>${escapeXml(plan.specification)}</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${plan.backdrop.skyTop}"/>
<stop offset="1" stop-color="${plan.backdrop.skyBottom}"/>
</linearGradient>
</defs>
${sky(plan)}
${ground(plan, 'far')}
${pieces(plan.scenery, 'scenery')}
${ground(plan, 'near')}
${pieces(plan.props, 'prop')}
${plan.characters.map((_, i) => character(plan, artwork, i)).join('\n')}
</svg>
`;
}

/** An opaque PNG of the SVG at its own size. */
export function scenePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .flatten({ background: '#FFFFFF' })
    .removeAlpha()
    .png({ compressionLevel: 8 })
    .toBuffer();
}
