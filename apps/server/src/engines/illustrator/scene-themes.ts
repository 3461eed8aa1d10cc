import { wordsOf } from '../avatar-art/index.js';

/** Colours of a backdrop before the style adjusts them. */
export type Backdrop = { skyTop: string; skyBottom: string; ground: string; groundFar: string };

export type SceneTheme = {
  name: string;
  /** Words in a location's name or description (or the picture's text) that call this theme. */
  keywords: readonly string[];
  backdrop: Backdrop;
  /** OpenMoji scenery drawn on the horizon, most typical first (hexcodes). */
  scenery: readonly string[];
  /** Whether the sky is dark whatever the text says (space, caves). */
  dark?: boolean;
};

const DAY_SKY = { skyTop: '#8EC9F0', skyBottom: '#D9F0FB' };

/** Earlier themes win a tie, so the more particular places come first. */
export const SCENE_THEMES: readonly SceneTheme[] = [
  {
    name: 'space',
    keywords: [
      'space',
      'planet',
      'moon',
      'star',
      'stars',
      'rocket',
      'galaxy',
      'spaceship',
      'espacio',
      'planeta',
      'luna',
      'estrella',
      'estrellas',
      'cohete',
    ],
    backdrop: { skyTop: '#1B1F4B', skyBottom: '#3C3F88', ground: '#A9A3C9', groundFar: '#7F78AE' },
    scenery: ['1FA90', '1F680', '2B50', '1F6F8'],
    dark: true,
  },
  {
    name: 'sea',
    keywords: [
      'sea',
      'ocean',
      'beach',
      'shore',
      'island',
      'wave',
      'waves',
      'harbour',
      'harbor',
      'boat',
      'ship',
      'lake',
      'river',
      'pond',
      'mar',
      'playa',
      'isla',
      'lago',
      'rio',
    ],
    backdrop: { ...DAY_SKY, ground: '#F3DDA2', groundFar: '#4FA3D9' },
    scenery: ['1F30A', '26F5', '1F3DD', '1F41A'],
  },
  {
    name: 'castle',
    keywords: [
      'castle',
      'palace',
      'kingdom',
      'tower',
      'king',
      'queen',
      'prince',
      'princess',
      'castillo',
      'palacio',
      'reino',
      'torre',
    ],
    backdrop: { ...DAY_SKY, ground: '#8FCB7A', groundFar: '#6DB15D' },
    scenery: ['1F3F0', '1F333', '1F308'],
  },
  {
    name: 'mountain',
    keywords: [
      'mountain',
      'mountains',
      'hill',
      'hills',
      'peak',
      'valley',
      'volcano',
      'montana',
      'colina',
      'valle',
      'volcan',
    ],
    backdrop: { ...DAY_SKY, ground: '#9BC784', groundFar: '#7E9CB6' },
    scenery: ['1F3D4', '26F0', '1F332'],
  },
  {
    name: 'snow',
    keywords: [
      'snow',
      'snowy',
      'ice',
      'icy',
      'winter',
      'arctic',
      'frozen',
      'igloo',
      'nieve',
      'hielo',
      'invierno',
    ],
    backdrop: { skyTop: '#A9C8E8', skyBottom: '#EAF3FB', ground: '#F7FAFD', groundFar: '#DCE8F3' },
    scenery: ['2603', '2744', '1F3D4'],
  },
  {
    name: 'desert',
    keywords: ['desert', 'dune', 'dunes', 'sand', 'sandy', 'cactus', 'oasis', 'desierto', 'arena'],
    backdrop: { skyTop: '#F6C27A', skyBottom: '#FCE9C2', ground: '#EBC583', groundFar: '#DDAE64' },
    scenery: ['1F335', '1F3DC', '1F334'],
  },
  {
    name: 'cave',
    keywords: ['cave', 'cavern', 'tunnel', 'underground', 'mine', 'crystal', 'cueva', 'tunel'],
    backdrop: { skyTop: '#3D3552', skyBottom: '#6B5E7E', ground: '#8C7F8F', groundFar: '#6E6275' },
    scenery: ['1FAA8', '1F48E', '1F344'],
    dark: true,
  },
  {
    name: 'city',
    keywords: [
      'city',
      'town',
      'street',
      'village',
      'shop',
      'market',
      'school',
      'library',
      'ciudad',
      'pueblo',
      'calle',
      'escuela',
      'biblioteca',
    ],
    backdrop: { ...DAY_SKY, ground: '#C9C3B8', groundFar: '#A9B8C4' },
    scenery: ['1F3D9', '1F3E2', '1F3EB', '1F6B2'],
  },
  {
    name: 'farm',
    keywords: ['farm', 'barn', 'field', 'fields', 'tractor', 'granja', 'campo'],
    backdrop: { ...DAY_SKY, ground: '#B7D67A', groundFar: '#E7CF7E' },
    scenery: ['1F33E', '1F69C', '1F3E1'],
  },
  {
    name: 'forest',
    keywords: [
      'forest',
      'wood',
      'woods',
      'tree',
      'trees',
      'jungle',
      'bosque',
      'selva',
      'arbol',
      'arboles',
    ],
    backdrop: { skyTop: '#9CD3E8', skyBottom: '#E2F4E6', ground: '#6FAE5A', groundFar: '#4E8C45' },
    scenery: ['1F332', '1F333', '1F344', '1F332'],
  },
  {
    name: 'garden',
    keywords: [
      'garden',
      'park',
      'meadow',
      'flower',
      'flowers',
      'orchard',
      'jardin',
      'parque',
      'prado',
      'flor',
      'flores',
    ],
    backdrop: { ...DAY_SKY, ground: '#93D07E', groundFar: '#74B863' },
    scenery: ['1F33B', '1F337', '1F33C', '1F98B'],
  },
  {
    name: 'home',
    keywords: [
      'house',
      'home',
      'cottage',
      'room',
      'bedroom',
      'kitchen',
      'hut',
      'cabin',
      'casa',
      'hogar',
      'cabana',
      'cuarto',
    ],
    backdrop: { ...DAY_SKY, ground: '#A5D38A', groundFar: '#86BE70' },
    scenery: ['1F3E1', '1F333', '1F337'],
  },
];

/** A gentle meadow for places that name nothing we know, and for pages without a place. */
export const DEFAULT_THEME: SceneTheme = {
  name: 'meadow',
  keywords: [],
  backdrop: { ...DAY_SKY, ground: '#9ED487', groundFar: '#7FBF6E' },
  scenery: ['1F333', '1F33C', '2601'],
};

const NIGHT_WORDS = new Set(['night', 'evening', 'midnight', 'bedtime', 'dark', 'noche', 'oscuro']);

/** The theme the location's words (or, failing those, the picture's text) point at most. */
export function themeFor(locationText: string, specification: string): SceneTheme {
  return bestTheme(wordsOf(locationText)) ?? bestTheme(wordsOf(specification)) ?? DEFAULT_THEME;
}

function bestTheme(words: readonly string[]): SceneTheme | undefined {
  let best: { theme: SceneTheme; score: number } | undefined;
  for (const theme of SCENE_THEMES) {
    const score = words.filter((word) => theme.keywords.includes(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { theme, score };
  }
  return best?.theme;
}

/** Whether the picture's text asks for a night sky. */
export const isNightScene = (specification: string): boolean =>
  wordsOf(specification).some((word) => NIGHT_WORDS.has(word));
