import { StoryElementType } from '@storyloom/contracts';
import {
  chooseEmoji,
  MatchStrength,
  type EmojiKeywordIndex,
  portraitColourFor,
  stableHash,
  storyWords,
} from '../avatar-art/index.js';
import type { OpenmojiEntry } from '../avatar-art/index.js';
import type { PictureRequest, PictureSubject } from './illustrator-port.js';
import { isNightScene, themeFor, type Backdrop, type SceneTheme } from './scene-themes.js';
import { nightBackdrop, sceneStyle, styledBackdrop, type SceneStyle } from './scene-style.js';

export const SCENE_WIDTH = 1024;
export const SCENE_HEIGHT = 768;
/** Where the far hills meet the sky, and where the near ground begins. */
export const HORIZON_Y = 430;
export const GROUND_Y = 560;

/** More characters than this would be too small to read; the first ones are shown. */
export const MAX_CHARACTERS_SHOWN = 4;
const MAX_PROPS = 3;
const CHARACTER_SIZE = [0, 290, 250, 215, 190] as const;

export type PlacedEmoji = { hexcode: string; x: number; y: number; size: number };
export type PlacedCharacter = PlacedEmoji & { name: string; colour: string };

export type ScenePlan = {
  specification: string;
  theme: SceneTheme;
  night: boolean;
  backdrop: Backdrop;
  style: SceneStyle;
  /** Sun or moon centre. */
  light: { x: number; y: number };
  clouds: { x: number; y: number; scale: number }[];
  scenery: PlacedEmoji[];
  props: PlacedEmoji[];
  characters: PlacedCharacter[];
};

/** A number in [0, 1) fixed by the seed and a label: the picture's only source of chance. */
const chance = (seed: string, label: string) => stableHash('scene', seed, label) / 2 ** 32;
const between = (seed: string, label: string, min: number, max: number) =>
  Math.round(min + chance(seed, label) * (max - min));

/**
 * How a character looks on every page: the OpenMoji its name and description call for (the
 * same choice as its avatar) and the colour of its name. Nothing here depends on the page.
 */
export function characterLook(
  subject: PictureSubject,
  index: EmojiKeywordIndex,
): { hexcode: string; colour: string } {
  const choice = chooseEmoji(
    { name: subject.name, description: subject.description, type: StoryElementType.Character },
    index,
  );
  return { hexcode: choice.main.hexcode, colour: portraitColourFor(subject.name).hex };
}

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

/** Faces and people would read as extra characters; flags and symbols are not things. */
const PROP_GROUPS_LEFT_OUT = new Set([
  'people-body',
  'smileys-emotion',
  'flags',
  'symbols',
  'component',
  'extras-unicode',
]);

/** OpenMoji's own extras are mostly interface icons; only these kinds are things in a story. */
const EXTRA_KINDS_KEPT = new Set(['animals-nature', 'food-drink', 'travel-places', 'objects']);

const isProp = (entry: OpenmojiEntry) =>
  !PROP_GROUPS_LEFT_OUT.has(entry.group) &&
  // Square scenes ('night with stars', 'sunset') and faces do not stand in a picture as things.
  entry.subgroups !== 'place-other' &&
  !/\bface\b/.test(entry.annotation) &&
  (entry.group !== 'extras-openmoji' || EXTRA_KINDS_KEPT.has(entry.subgroups));

/** Things the picture's text names outright that OpenMoji can draw ('a button', 'the boat'). */
function propsFrom(
  specification: string,
  index: EmojiKeywordIndex,
  taken: Set<string>,
  characterWords: Set<string>,
): OpenmojiEntry[] {
  const found: OpenmojiEntry[] = [];
  for (const { word } of storyWords('', specification, index.has)) {
    if (found.length >= MAX_PROPS) break;
    if (characterWords.has(word)) continue;
    const named = index
      .matches(word)
      .filter(
        (match) =>
          match.strength >= MatchStrength.annotationHead - 1 &&
          isProp(match.entry) &&
          !taken.has(match.entry.hexcode),
      )
      .sort((a, b) => b.strength - a.strength || a.rank - b.rank)[0];
    if (!named) continue;
    taken.add(named.entry.hexcode);
    found.push(named.entry);
  }
  return found;
}

const SKY_THINGS =
  /\b(star|moon|sun|cloud|rainbow|comet|snowflake|lightning|bird|butterfly|airplane|balloon|kite|parachute|helicopter)\b/;
const isSkyThing = (entry: OpenmojiEntry) => SKY_THINGS.test(entry.annotation);

export function planScene(request: PictureRequest, index: EmojiKeywordIndex): ScenePlan {
  const { seed, specification } = request;
  const locationText = request.location
    ? `${request.location.name} ${request.location.description}`
    : '';
  const theme = themeFor(locationText, specification);
  const night = theme.dark === true || isNightScene(specification);
  const style = sceneStyle(request.style);
  const backdrop = styledBackdrop(
    night && !theme.dark ? nightBackdrop(theme.backdrop) : theme.backdrop,
    style,
  );

  const shown = request.characters.slice(0, MAX_CHARACTERS_SHOWN);
  const size = CHARACTER_SIZE[shown.length] ?? CHARACTER_SIZE[MAX_CHARACTERS_SHOWN];
  const characters = shown.map((subject, i): PlacedCharacter => {
    const look = characterLook(subject, index);
    const centre = (SCENE_WIDTH * (i + 1)) / (shown.length + 1);
    const x = centre - size / 2 + between(seed, `character-x-${i}`, -28, 28);
    const bottom = SCENE_HEIGHT - 30 - between(seed, `character-y-${i}`, 0, 34);
    return { name: subject.name, ...look, x, y: bottom - size, size };
  });

  const installed = theme.scenery.filter((hexcode) => index.catalog.byHexcode.has(hexcode));
  const landmark = landmarkOf(request.location, index);
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

  const taken = new Set([...characters.map((c) => c.hexcode), ...pieces]);
  const characterWords = new Set(
    storyWords(shown.map((s) => s.name).join(' '), '', index.has).map(({ word }) => word),
  );
  // Props stand in the gaps between characters (and at both ends), slightly behind them.
  const centres = characters.map((c) => c.x + c.size / 2);
  const edges = [0, ...centres, SCENE_WIDTH];
  const gaps = edges.slice(1).map((right, i) => (edges[i]! + right) / 2);
  const gapOrder = [...gaps.keys()].sort(
    (a, b) => chance(seed, `gap-${a}`) - chance(seed, `gap-${b}`),
  );
  const propSize = 118;
  const props = propsFrom(specification, index, taken, characterWords).map(
    (entry, i): PlacedEmoji => {
      if (isSkyThing(entry)) {
        const x = between(seed, `prop-sky-${i}`, 280 + i * 40, 640 + i * 40);
        const y = between(seed, `prop-sky-y-${i}`, 40 + i * 40, 150 + i * 40);
        return { hexcode: entry.hexcode, x, y, size: propSize };
      }
      const gap = gaps[gapOrder[i % gapOrder.length]!]!;
      const x = gap - propSize / 2 + between(seed, `prop-x-${i}`, -16, 16);
      const bottom = GROUND_Y + 70 + between(seed, `prop-y-${i}`, 0, 30);
      return { hexcode: entry.hexcode, x, y: bottom - propSize, size: propSize };
    },
  );

  return {
    specification,
    theme,
    night,
    backdrop,
    style,
    light: { x: between(seed, 'light-x', 120, 900), y: between(seed, 'light-y', 80, 150) },
    clouds: [0, 1, 2].map((i) => ({
      x: between(seed, `cloud-x-${i}`, 60 + i * 300, 260 + i * 300),
      y: between(seed, `cloud-y-${i}`, 60, 220),
      scale: 0.7 + chance(seed, `cloud-s-${i}`) * 0.6,
    })),
    scenery,
    props,
    characters,
  };
}
