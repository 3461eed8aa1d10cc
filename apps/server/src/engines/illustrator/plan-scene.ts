import { stableHash, type EmojiKeywordIndex, type OpenmojiEntry } from '../avatar-art/index.js';
import { describeScene, type SceneContent, type SceneFigure } from './describe-scene.js';
import type { PictureRequest, PictureSubject } from './illustrator-port.js';
import { themeOf, type Backdrop, type SceneTheme } from './scene-themes.js';
import { lightingFor, sceneStyle, styledBackdrop, type SceneStyle } from './scene-style.js';
import { chooseEmoji } from '../avatar-art/index.js';
import { StoryElementType } from '@storyloom/contracts';

export const SCENE_WIDTH = 1024;
export const SCENE_HEIGHT = 768;
/** Where the far hills meet the sky, and where the near ground begins. */
export const HORIZON_Y = 430;
export const GROUND_Y = 560;

/** More characters than this would be too small to read; the first ones are shown. */
export const MAX_CHARACTERS_SHOWN = 4;
/** The things the text names that are drawn (the plan lists them all). */
const MAX_PROPS = 4;
const CHARACTER_SIZE = [0, 290, 250, 215, 190] as const;
const SIGN_SIZE = 78;

export type PlacedEmoji = { hexcode: string; x: number; y: number; size: number };
export type PlacedCharacter = PlacedEmoji & {
  name: string;
  colour: string;
  /** The sign of what the character is doing, drawn at its shoulder. */
  sign: PlacedEmoji | null;
};

/**
 * One picture, planned: what it shows (SceneContent: place, time of day, weather, the things
 * the text names, who is there doing what) and where each piece goes on the canvas.
 */
export type ScenePlan = SceneContent & {
  specification: string;
  theme: SceneTheme;
  /** Dark sky with moon and stars: night pages, and places that are always dark (space, caves). */
  night: boolean;
  backdrop: Backdrop;
  /** How much darker (0 to 1) and which colour the whole picture is shaded for the hour. */
  shade: { colour: string; opacity: number };
  style: SceneStyle;
  /** Sun or moon centre. */
  light: { x: number; y: number };
  clouds: { x: number; y: number; scale: number }[];
  scenery: PlacedEmoji[];
  props: PlacedEmoji[];
  /** Props that give light (a lantern, a candle): drawn glowing on dark pages. */
  glowing: string[];
  characters: PlacedCharacter[];
};

/** A number in [0, 1) fixed by the seed and a label: the picture's only source of chance. */
const chance = (seed: string, label: string) => stableHash('scene', seed, label) / 2 ** 32;
const between = (seed: string, label: string, min: number, max: number) =>
  Math.round(min + chance(seed, label) * (max - min));

/** The location's own picture, when it names a place or a thing rather than a face. */
function landmarkOf(location: PictureSubject | null, index: EmojiKeywordIndex) {
  if (!location) return undefined;
  const choice = chooseEmoji(
    { name: location.name, description: location.description, type: StoryElementType.Location },
    index,
  );
  return isLandscapePiece(choice.main) ? choice.main.hexcode : undefined;
}

/** Places and plants stand on the horizon; a sunny face or a wave sign would not read as a place. */
const isLandscapePiece = (entry: OpenmojiEntry) =>
  /^(place-(?!other|map)|plant-)/.test(entry.subgroups) ||
  (entry.group === 'extras-openmoji' && entry.subgroups === 'travel-places');

const GLOWING = /\b(lantern|candle|flashlight|lamp|fire|star|bulb|firefly|sparkles)\b/;

export function planScene(request: PictureRequest, index: EmojiKeywordIndex): ScenePlan {
  const { seed, specification } = request;
  const content = describeScene(request, index);
  const theme = themeOf(content.place);
  const night = theme.dark === true || content.time === 'night';
  const style = sceneStyle(request.style);
  const lighting = lightingFor(theme, content.time, content.weather);
  const backdrop = styledBackdrop(lighting.backdrop, style);

  const shown = content.cast.slice(0, MAX_CHARACTERS_SHOWN);
  const size = CHARACTER_SIZE[shown.length] ?? CHARACTER_SIZE[MAX_CHARACTERS_SHOWN];
  const characters = shown.map((figure: SceneFigure, i): PlacedCharacter => {
    const centre = (SCENE_WIDTH * (i + 1)) / (shown.length + 1);
    const x = centre - size / 2 + between(seed, `character-x-${i}`, -28, 28);
    // Flying pages lift everyone off the ground a little.
    const lift = content.place === 'sky' ? 60 : 0;
    const bottom = SCENE_HEIGHT - 30 - lift - between(seed, `character-y-${i}`, 0, 34);
    const sign = figure.sign
      ? {
          hexcode: figure.sign,
          x: x + size - SIGN_SIZE * 0.6,
          y: bottom - size - SIGN_SIZE * 0.35,
          size: SIGN_SIZE,
        }
      : null;
    return {
      name: figure.name,
      hexcode: figure.hexcode,
      colour: figure.colour,
      x,
      y: bottom - size,
      size,
      sign,
    };
  });

  const installed = theme.scenery.filter((hexcode) => index.catalog.byHexcode.has(hexcode));
  // The story's own landmark belongs on pages set in the story's place, not on every page.
  const landmark =
    content.placeFrom === 'location' ? landmarkOf(request.location, index) : undefined;
  const pieces = [...new Set([...(landmark ? [landmark] : []), ...installed])].slice(0, 3);
  const leftFirst = chance(seed, 'scenery-side') < 0.5;
  const slots = [
    { x: leftFirst ? 30 : 754, size: 240 },
    { x: leftFirst ? 774 : 50, size: 200 },
    { x: between(seed, 'scenery-middle', 380, 520), size: 130 },
  ];
  const scenery = pieces.map((hexcode, i): PlacedEmoji => {
    const slot = slots[i]!;
    const x = slot.x + between(seed, `scenery-x-${i}`, -20, 20);
    return { hexcode, x, y: HORIZON_Y + 60 - slot.size, size: slot.size };
  });

  // Props stand in the gaps between characters (and at both ends), slightly behind them.
  const centres = characters.map((c) => c.x + c.size / 2);
  const edges = [0, ...centres, SCENE_WIDTH];
  const gaps = edges.slice(1).map((right, i) => (edges[i]! + right) / 2);
  const gapOrder = [...gaps.keys()].sort(
    (a, b) => chance(seed, `gap-${a}`) - chance(seed, `gap-${b}`),
  );
  const drawn = content.things
    .filter((thing) => !pieces.includes(thing.hexcode))
    .slice(0, MAX_PROPS);
  const propSize = drawn.length > 3 ? 104 : 118;
  let onGround = 0;
  const props = drawn.map((thing, i): PlacedEmoji => {
    if (thing.inSky) {
      const x = between(seed, `prop-sky-${i}`, 280 + i * 40, 640 + i * 40);
      const y = between(seed, `prop-sky-y-${i}`, 40 + i * 30, 150 + i * 30);
      return { hexcode: thing.hexcode, x, y, size: propSize };
    }
    const gap = gaps[gapOrder[onGround++ % gapOrder.length]!]!;
    const x = gap - propSize / 2 + between(seed, `prop-x-${i}`, -16, 16);
    const bottom = GROUND_Y + 70 + between(seed, `prop-y-${i}`, 0, 30);
    return { hexcode: thing.hexcode, x, y: bottom - propSize, size: propSize };
  });

  const low = content.time === 'dawn' || content.time === 'dusk';
  const light = low
    ? {
        x:
          content.time === 'dawn'
            ? between(seed, 'light-x', 90, 260)
            : between(seed, 'light-x', 760, 930),
        y: between(seed, 'light-y', HORIZON_Y - 70, HORIZON_Y - 40),
      }
    : { x: between(seed, 'light-x', 120, 900), y: between(seed, 'light-y', 80, 150) };

  return {
    ...content,
    specification,
    theme,
    night,
    backdrop,
    shade: theme.dark ? { colour: lighting.shade.colour, opacity: 0.18 } : lighting.shade,
    style,
    light,
    clouds: [0, 1, 2].map((i) => ({
      x: between(seed, `cloud-x-${i}`, 60 + i * 300, 260 + i * 300),
      y: between(seed, `cloud-y-${i}`, 60, 220),
      scale: 0.7 + chance(seed, `cloud-s-${i}`) * 0.6,
    })),
    scenery,
    props,
    glowing: drawn.filter((thing) => GLOWING.test(thing.annotation)).map((thing) => thing.hexcode),
    characters,
  };
}

/** How a character looks on every page: see character-look.ts. */
export { characterLook } from './character-look.js';
