import type { ScenePlace } from './scene-lexicon.js';

/** Colours of a backdrop before the style adjusts them. */
export type Backdrop = { skyTop: string; skyBottom: string; ground: string; groundFar: string };

export type SceneTheme = {
  name: ScenePlace;
  backdrop: Backdrop;
  /** OpenMoji scenery drawn on the horizon, most typical first (hexcodes). */
  scenery: readonly string[];
  /** Whether the sky is dark whatever the text says (space, caves). */
  dark?: boolean;
  /** Indoors: a wall with a window instead of the sky, a floor instead of hills. */
  indoor?: boolean;
};

const DAY_SKY = { skyTop: '#8EC9F0', skyBottom: '#D9F0FB' };

const THEMES: readonly SceneTheme[] = [
  {
    name: 'space',
    backdrop: { skyTop: '#1B1F4B', skyBottom: '#3C3F88', ground: '#A9A3C9', groundFar: '#7F78AE' },
    scenery: ['1FA90', '1F680', '2B50', '1F6F8'],
    dark: true,
  },
  {
    name: 'sea',
    backdrop: { ...DAY_SKY, ground: '#F3DDA2', groundFar: '#4FA3D9' },
    scenery: ['1F30A', '26F5', '1F3DD', '1F41A'],
  },
  {
    // Green banks and blue water, with what lives by a stream: no boats, no sand.
    name: 'river',
    backdrop: { ...DAY_SKY, ground: '#8FCB7A', groundFar: '#5FAEDD' },
    scenery: ['1F333', '1F986', '1F438', '1FAB7'],
  },
  {
    name: 'castle',
    backdrop: { ...DAY_SKY, ground: '#8FCB7A', groundFar: '#6DB15D' },
    scenery: ['1F3F0', '1F333', '1F308'],
  },
  {
    name: 'mountain',
    backdrop: { ...DAY_SKY, ground: '#9BC784', groundFar: '#7E9CB6' },
    scenery: ['1F3D4', '26F0', '1F332'],
  },
  {
    name: 'snowfield',
    backdrop: { skyTop: '#A9C8E8', skyBottom: '#EAF3FB', ground: '#F7FAFD', groundFar: '#DCE8F3' },
    scenery: ['2603', '2744', '1F3D4'],
  },
  {
    name: 'desert',
    backdrop: { skyTop: '#F6C27A', skyBottom: '#FCE9C2', ground: '#EBC583', groundFar: '#DDAE64' },
    scenery: ['1F335', '1F3DC', '1F334'],
  },
  {
    name: 'cave',
    backdrop: { skyTop: '#3D3552', skyBottom: '#6B5E7E', ground: '#8C7F8F', groundFar: '#6E6275' },
    scenery: ['1FAA8', '1F48E', '1F344'],
    dark: true,
  },
  {
    name: 'town',
    backdrop: { ...DAY_SKY, ground: '#C9C3B8', groundFar: '#A9B8C4' },
    scenery: ['1F3D9', '1F3E2', '1F3EB', '1F6B2'],
  },
  {
    name: 'farm',
    backdrop: { ...DAY_SKY, ground: '#B7D67A', groundFar: '#E7CF7E' },
    scenery: ['1F33E', '1F69C', '1F3E1'],
  },
  {
    name: 'forest',
    backdrop: { skyTop: '#9CD3E8', skyBottom: '#E2F4E6', ground: '#6FAE5A', groundFar: '#4E8C45' },
    scenery: ['1F332', '1F333', '1F344', '1F332'],
  },
  {
    name: 'garden',
    backdrop: { ...DAY_SKY, ground: '#93D07E', groundFar: '#74B863' },
    scenery: ['1F33B', '1F337', '1F33C', '1F98B'],
  },
  {
    name: 'bedroom',
    backdrop: { skyTop: '#F4D9B8', skyBottom: '#EBC99F', ground: '#C98F5E', groundFar: '#B37A4C' },
    scenery: ['1F6CF', '1F9F8', '1FAB4'],
    indoor: true,
  },
  {
    name: 'sky',
    backdrop: { skyTop: '#7FC3F0', skyBottom: '#CFEAFB', ground: '#FFFFFF', groundFar: '#EAF4FC' },
    scenery: ['2601', '1F308', '1F426'],
  },
  {
    name: 'home',
    backdrop: { ...DAY_SKY, ground: '#A5D38A', groundFar: '#86BE70' },
    scenery: ['1F3E1', '1F333', '1F337'],
  },
];

/** A gentle meadow for places that name nothing we know, and for pages without a place. */
export const DEFAULT_THEME: SceneTheme = {
  name: 'meadow',
  backdrop: { ...DAY_SKY, ground: '#9ED487', groundFar: '#7FBF6E' },
  scenery: ['1F333', '1F33C', '2601'],
};

export const SCENE_THEMES: ReadonlyMap<ScenePlace, SceneTheme> = new Map([
  ...THEMES.map((theme) => [theme.name, theme] as const),
  [DEFAULT_THEME.name, DEFAULT_THEME] as const,
]);

export const themeOf = (place: ScenePlace): SceneTheme => SCENE_THEMES.get(place) ?? DEFAULT_THEME;
