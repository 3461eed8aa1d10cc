import { HORIZON_Y, SCENE_WIDTH, type ScenePlan } from '../illustrator/index.js';

export type Paper = 'a4' | 'letter';

/** Portrait pages at 150 dpi: what prints edge to edge on one sheet. */
export const PAGE_PIXELS: Record<Paper, { width: number; height: number }> = {
  a4: { width: 1240, height: 1754 },
  letter: { width: 1275, height: 1650 },
};

/** Half an inch: clear of any printer's unprintable edge. */
export const PAGE_MARGIN = 75;
export const FRAME_WIDTH = 14;
export const TITLE_SIZE = 64;
export const LABEL_SIZE = 32;

/** Where the picture goes on the page, inside the frame. */
export type Box = { x: number; y: number; width: number; height: number };

export type Figure = { hexcode: string; x: number; y: number; size: number };
export type CharacterFigure = Figure & { name: string };

export type ColoringLayout = {
  page: { width: number; height: number };
  frame: Box;
  /** Title lines and their size, already fitted to the page's width. */
  title: { lines: string[]; size: number; baselines: number[] };
  label: { text: string; baseline: number } | null;
  /** In the frame's own coordinates from here on. */
  horizonY: number;
  groundY: number;
  night: boolean;
  light: { x: number; y: number };
  clouds: { x: number; y: number; scale: number }[];
  scenery: Figure[];
  props: Figure[];
  /** Back row first: the order they are drawn in. */
  characters: CharacterFigure[];
};

/** A bold sans letter is about this wide for its size, on average. */
const LETTER_WIDTH = 0.64;
const MIN_TITLE_SIZE = 40;

/** The title in one line, or two when one would need letters too small to read. */
export function fitTitle(title: string, width: number): { lines: string[]; size: number } {
  const fits = (line: string, size: number) => line.length * LETTER_WIDTH * size <= width;
  const sizeFor = (line: string) =>
    Math.min(TITLE_SIZE, Math.floor(width / (Math.max(line.length, 1) * LETTER_WIDTH)));
  if (sizeFor(title) >= MIN_TITLE_SIZE * 1.25 || !title.includes(' ')) {
    const size = Math.max(MIN_TITLE_SIZE, sizeFor(title));
    return { lines: [ellipsised(title, width, size)], size };
  }
  const words = title.split(' ');
  let best = { lines: [title], size: 0 };
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const size = Math.min(...lines.map(sizeFor));
    if (size > best.size) best = { lines, size };
  }
  const size = Math.max(MIN_TITLE_SIZE, best.size);
  return { lines: best.lines.map((line) => ellipsised(line, width, size)), size };
  function ellipsised(line: string, room: number, size: number) {
    if (fits(line, size)) return line;
    const keep = Math.max(1, Math.floor(room / (LETTER_WIDTH * size)) - 1);
    return `${line.slice(0, keep).trimEnd()}…`;
  }
}

/** Share of the frame's width a character takes, by how many stand in the picture. */
const CHARACTER_SHARE = [0, 0.62, 0.5, 0.4, 0.33] as const;

/**
 * The colour illustrator's plan of the scene (which OpenMoji for each character, the place's
 * scenery, the props the text names, where chance put them) laid out on a portrait page:
 * the characters large along the bottom, scenery on the horizon behind, props in between.
 */
export function layoutColoringPage(
  plan: ScenePlan,
  paper: Paper,
  title: string,
  label: string | null,
): ColoringLayout {
  const page = PAGE_PIXELS[paper];
  const textWidth = page.width - 2 * PAGE_MARGIN;
  const fitted = fitTitle(title, textWidth);
  const lineHeight = Math.round(fitted.size * 1.15);
  const baselines = fitted.lines.map((_, i) => PAGE_MARGIN + fitted.size + i * lineHeight);
  let textBottom = baselines.at(-1)! + Math.round(fitted.size * 0.3);
  const labelLine = label ? { text: label, baseline: textBottom + LABEL_SIZE + 6 } : null;
  if (labelLine) textBottom = labelLine.baseline + Math.round(LABEL_SIZE * 0.3);
  const frame = {
    x: PAGE_MARGIN,
    y: textBottom + 28,
    width: textWidth,
    height: page.height - PAGE_MARGIN - (textBottom + 28),
  };

  const { width, height } = frame;
  const across = width / SCENE_WIDTH;
  const horizonY = Math.round(height * 0.36);
  const groundY = Math.round(height * 0.5);
  const down = horizonY / HORIZON_Y;
  const scenery = plan.scenery.map((piece) => {
    const size = Math.round(piece.size * across * 1.1);
    const bottom = horizonY + Math.round(size * 0.2);
    return { hexcode: piece.hexcode, x: Math.round(piece.x * across), y: bottom - size, size };
  });
  const props = plan.props.map((prop) => {
    const size = Math.round(prop.size * across * 1.3);
    const inSky = prop.y + prop.size < HORIZON_Y;
    const centre = (prop.x + prop.size / 2) * across;
    const y = inSky ? Math.round(prop.y * down) : groundY - Math.round(size * 0.55);
    return { hexcode: prop.hexcode, x: Math.round(centre - size / 2), y, size };
  });
  return {
    page,
    frame,
    title: { ...fitted, baselines },
    label: labelLine,
    horizonY,
    groundY,
    night: plan.night,
    light: { x: Math.round(plan.light.x * across), y: Math.round(plan.light.y * down) },
    clouds: plan.clouds.map((cloud) => ({
      x: Math.round(cloud.x * across),
      y: Math.round(cloud.y * down * 0.8),
      scale: cloud.scale * across,
    })),
    scenery,
    props,
    characters: placeCharacters(plan, width, height),
  };
}

/**
 * Characters side by side along the bottom in the plan's order. Three or four stand in two
 * staggered rows (every other one a little further back) so each can stay large.
 */
function placeCharacters(plan: ScenePlan, width: number, height: number): CharacterFigure[] {
  const count = plan.characters.length;
  if (count === 0) return [];
  const size = Math.round(width * CHARACTER_SHARE[Math.min(count, 4)]!);
  const step = count > 1 ? (width - size) / (count - 1) : 0;
  const placed = plan.characters.map((character, i) => {
    // The plan's own nudge (a few pixels either way) keeps pages of one story from looking cloned.
    const nudge = (character.x + character.size / 2 - (SCENE_WIDTH * (i + 1)) / (count + 1)) / 2;
    const centre = count > 1 ? size / 2 + i * step + nudge : width / 2 + nudge * 2;
    const x = Math.round(Math.min(Math.max(centre - size / 2, 0), width - size));
    const back = count >= 3 && i % 2 === 1;
    const bottom = height - 12 - (back ? Math.round(size * 0.28) : 0);
    return { name: character.name, hexcode: character.hexcode, x, y: bottom - size, size, back };
  });
  return [...placed.filter((c) => c.back), ...placed.filter((c) => !c.back)].map(
    ({ back: _back, ...figure }) => figure,
  );
}
