import sharp from 'sharp';
import { shade, type PortraitColour } from './portrait-palette.js';

export const PORTRAIT_SIZE_PX = 512;

const MAIN_EMOJI_SIZE = Math.round(PORTRAIT_SIZE_PX * 0.7);
const BADGE_RADIUS = 70;
const BADGE_CENTRE = PORTRAIT_SIZE_PX - 24 - BADGE_RADIUS;
// Small enough that even artwork filling OpenMoji's whole grid stays inside the badge circle.
const BADGE_EMOJI_SIZE = 100;

/**
 * The drawing inside an OpenMoji SVG, ready to nest in ours. Every OpenMoji file uses the same
 * ids ("emoji", "color", "line"), and nothing in the pictures we use refers to them, so they are
 * dropped rather than left to clash.
 */
export function emojiArtwork(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const close = svg.lastIndexOf('</svg>');
  if (open < 0 || close < open) throw new Error('Unreadable OpenMoji SVG');
  return svg.slice(open + 1, close).replace(/\sid="[^"]*"/g, '');
}

/** Nested at its final size, so librsvg draws the vectors crisp instead of scaling a bitmap. */
function placedEmoji(svg: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 72 72">${emojiArtwork(svg)}</svg>`;
}

export interface PortraitArtwork {
  colour: PortraitColour;
  mainSvg: string;
  badgeSvg?: string;
}

function portraitSvg({ colour, mainSvg, badgeSvg }: PortraitArtwork): string {
  const size = PORTRAIT_SIZE_PX;
  const base = colour.hex;
  const mainOffset = (size - MAIN_EMOJI_SIZE) / 2;
  const badge = badgeSvg
    ? `<circle cx="${BADGE_CENTRE}" cy="${BADGE_CENTRE}" r="${BADGE_RADIUS}" fill="${shade(base, 0.8)}" stroke="${shade(base, -0.12)}" stroke-width="6"/>` +
      placedEmoji(
        badgeSvg,
        BADGE_CENTRE - BADGE_EMOJI_SIZE / 2,
        BADGE_CENTRE - BADGE_EMOJI_SIZE / 2,
        BADGE_EMOJI_SIZE,
      )
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
<radialGradient id="glow" cx="50%" cy="38%" r="72%">
<stop offset="0" stop-color="${shade(base, 0.55)}"/>
<stop offset="1" stop-color="${base}"/>
</radialGradient>
<radialGradient id="halo" cx="50%" cy="50%" r="50%">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${size}" height="${size}" fill="${shade(base, -0.06)}"/>
<rect x="12" y="12" width="${size - 24}" height="${size - 24}" rx="104" fill="url(#glow)"/>
<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="url(#halo)"/>
${placedEmoji(mainSvg, mainOffset, mainOffset, MAIN_EMOJI_SIZE)}
${badge}
</svg>`;
}

/** A square, fully opaque PNG: the emoji on a soft rounded card in the element's colour. */
export async function renderPortrait(artwork: PortraitArtwork): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(artwork)))
    .flatten({ background: artwork.colour.hex })
    .removeAlpha()
    .png({ compressionLevel: 8 })
    .toBuffer();
}
