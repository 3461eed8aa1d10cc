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

/** Stars on a fixed pattern shifted by where the moon is, so each page's sky differs a little. */
function stars(plan: ScenePlan, box: { x: number; y: number; width: number; height: number }) {
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = box.x + ((plan.light.x * 7 + i * 173) % box.width);
    const y = box.y + ((plan.light.y * 3 + i * 97) % box.height);
    parts.push(`<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#FFF7D6"/>`);
  }
  return parts.join('');
}

/** The moon, or the sun (hidden behind grey clouds in rain and storms). */
function skyLight(plan: ScenePlan, at: { x: number; y: number }, scale = 1): string {
  const r = (n: number) => Math.round(n * scale);
  if (plan.night) {
    return (
      `<circle cx="${at.x}" cy="${at.y}" r="${r(70)}" fill="#FFF3C4" opacity="0.18"/>` +
      `<circle cx="${at.x}" cy="${at.y}" r="${r(46)}" fill="#FFF3C4"${outlined(plan)}/>` +
      `<circle cx="${at.x + r(22)}" cy="${at.y - r(12)}" r="${r(40)}" fill="${plan.backdrop.skyTop}"/>`
    );
  }
  if (plan.weather === 'rain' || plan.weather === 'storm' || plan.weather === 'fog') return '';
  const colour = plan.time === 'dusk' ? '#FF8A4C' : plan.time === 'dawn' ? '#FFC46B' : '#FFD23F';
  return (
    `<circle cx="${at.x}" cy="${at.y}" r="${r(58)}" fill="#FFE27A" opacity="0.55"/>` +
    `<circle cx="${at.x}" cy="${at.y}" r="${r(44)}" fill="${colour}"${outlined(plan)}/>`
  );
}

function clouds(plan: ScenePlan): string {
  const wet = plan.weather === 'rain' || plan.weather === 'storm' || plan.weather === 'snow';
  const fill =
    plan.weather === 'storm' ? '#5D6572' : wet ? '#A7B1BC' : plan.night ? '#3A4470' : '#FFFFFF';
  // Wet skies are full of cloud; clear night skies have none to hide the stars.
  const list = wet
    ? [
        ...plan.clouds,
        ...plan.clouds.map((c) => ({ x: c.x + 150, y: c.y - 30, scale: c.scale * 1.2 })),
      ]
    : plan.night
      ? []
      : plan.clouds;
  return list
    .map(({ x, y, scale }) => {
      const w = Math.round(90 * scale);
      return (
        `<g fill="${fill}" opacity="0.92"${outlined(plan)}>` +
        `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${Math.round(w * 0.38)}"/>` +
        `<ellipse cx="${x - Math.round(w * 0.35)}" cy="${y - Math.round(w * 0.22)}" rx="${Math.round(w * 0.45)}" ry="${Math.round(w * 0.35)}"/>` +
        `<ellipse cx="${x + Math.round(w * 0.25)}" cy="${y - Math.round(w * 0.3)}" rx="${Math.round(w * 0.5)}" ry="${Math.round(w * 0.4)}"/>` +
        `</g>`
      );
    })
    .join('\n');
}

function sky(plan: ScenePlan): string {
  const parts = [`<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>`];
  if (plan.theme.indoor) return parts.join('\n') + window(plan);
  if (plan.night && plan.weather === 'clear') {
    parts.push(stars(plan, { x: 0, y: 30, width: SCENE_WIDTH, height: HORIZON_Y - 120 }));
  }
  parts.push(skyLight(plan, plan.light), clouds(plan));
  return parts.join('\n');
}

/** Indoors the sky is seen through a window: moon and stars at night, the sun by day. */
function window(plan: ScenePlan): string {
  const box = { x: 372, y: 70, width: 280, height: 210 };
  const outside = plan.night ? '#1A2250' : plan.time === 'dusk' ? '#F09A6A' : '#9FD6F5';
  return (
    `<g class="window"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="10" fill="${outside}" stroke="#8A5A3A" stroke-width="12"/>` +
    (plan.night
      ? stars(plan, {
          x: box.x + 20,
          y: box.y + 20,
          width: box.width - 40,
          height: box.height - 40,
        })
      : '') +
    skyLight(plan, { x: box.x + 190, y: box.y + 80 }, 0.7) +
    `<path d="M${box.x + box.width / 2} ${box.y} V${box.y + box.height} M${box.x} ${box.y + box.height / 2} H${box.x + box.width}" stroke="#8A5A3A" stroke-width="8"/></g>`
  );
}

/** Rain in slanting streaks, snow in soft dots, fog in pale bands, wind in swirls. */
function weather(plan: ScenePlan): string {
  if (plan.theme.indoor || plan.theme.dark) return '';
  const marks: string[] = [];
  const at = (i: number, spread: number) => (plan.light.x * 13 + i * spread) % SCENE_WIDTH;
  if (plan.weather === 'rain' || plan.weather === 'storm') {
    for (let i = 0; i < 46; i++) {
      const x = at(i, 89);
      const y = 40 + ((plan.light.y * 7 + i * 53) % (SCENE_HEIGHT - 80));
      marks.push(
        `<path d="M${x} ${y} l-10 26" stroke="#5B8DC9" stroke-width="4" stroke-linecap="round" opacity="0.75"/>`,
      );
    }
    if (plan.weather === 'storm') {
      const x = at(3, 211);
      marks.push(
        `<path d="M${x} 150 l-30 70 h26 l-24 70 l62 -92 h-28 l22 -48 z" fill="#FFE14D" stroke="#C9A400" stroke-width="3"/>`,
      );
    }
  }
  if (plan.weather === 'snow') {
    for (let i = 0; i < 60; i++) {
      const x = at(i, 71);
      const y = 20 + ((plan.light.y * 5 + i * 61) % (SCENE_HEIGHT - 40));
      marks.push(
        `<circle cx="${x}" cy="${y}" r="${4 + (i % 3) * 2}" fill="#FFFFFF" stroke="#C9D6E3" stroke-width="1.5"/>`,
      );
    }
  }
  if (plan.weather === 'fog') {
    for (const [i, y] of [HORIZON_Y - 40, HORIZON_Y + 50, GROUND_Y + 60].entries()) {
      marks.push(
        `<rect x="0" y="${y}" width="${SCENE_WIDTH}" height="${70 - i * 10}" rx="35" fill="#FFFFFF" opacity="0.45"/>`,
      );
    }
  }
  if (plan.weather === 'wind') {
    for (let i = 0; i < 5; i++) {
      const x = 80 + at(i, 197) * 0.8;
      const y = 120 + i * 55;
      marks.push(
        `<path d="M${x} ${y} q60 -30 120 0 t120 0 q30 -30 0 -44" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
      );
    }
  }
  return marks.join('\n');
}

/** The hour's tint over the whole picture; what gives light is drawn again above it. */
function shadeAndGlow(plan: ScenePlan, artwork: ReadonlyMap<string, string>): string {
  if (plan.shade.opacity === 0) return '';
  const parts = [
    `<rect class="shade" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${plan.shade.colour}" opacity="${plan.shade.opacity}"/>`,
  ];
  if (plan.night && !plan.theme.indoor && !plan.theme.dark) parts.push(skyLight(plan, plan.light));
  for (const placed of plan.props.filter((p) => plan.glowing.includes(p.hexcode))) {
    const cx = placed.x + placed.size / 2;
    const cy = placed.y + placed.size / 2;
    if (plan.night)
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(placed.size * 0.75)}" fill="url(#glow)"/>`,
      );
    parts.push(
      `<g class="prop lit" data-emoji="${placed.hexcode}">${nestedEmoji(artwork, placed, plan.style.emojiLineWidth)}</g>`,
    );
  }
  return parts.join('\n');
}

function ground(plan: ScenePlan, which: 'far' | 'near'): string {
  const { backdrop } = plan;
  const w = SCENE_WIDTH;
  const h = SCENE_HEIGHT;
  if (plan.theme.indoor) {
    // A flat floor meets the wall: the far "ground" is the skirting, the near one the floor.
    const y = which === 'far' ? HORIZON_Y + 40 : HORIZON_Y + 60;
    return `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${which === 'far' ? backdrop.groundFar : backdrop.ground}"${outlined(plan)}/>`;
  }
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
    `<title>${escapeXml(placed.name)}</title>${spot}${nestedEmoji(artwork, placed, plan.style.emojiLineWidth)}</g>` +
    (placed.sign
      ? `\n<g class="sign" data-name="${escapeXml(placed.name)}" data-emoji="${placed.sign.hexcode}">${nestedEmoji(artwork, placed.sign, plan.style.emojiLineWidth)}</g>`
      : '')
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" data-theme="${plan.theme.name}" data-time="${plan.time}" data-weather="${plan.weather}">
<title>${escapeXml(plan.specification)}</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${plan.backdrop.skyTop}"/>
<stop offset="1" stop-color="${plan.backdrop.skyBottom}"/>
</linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#FFE9A8" stop-opacity="0.85"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></radialGradient>
</defs>
${sky(plan)}
${ground(plan, 'far')}
${pieces(plan.scenery, 'scenery')}
${ground(plan, 'near')}
${pieces(plan.props, 'prop')}
${plan.characters.map((_, i) => character(plan, artwork, i)).join('\n')}
${weather(plan)}
${shadeAndGlow(plan, artwork)}
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
