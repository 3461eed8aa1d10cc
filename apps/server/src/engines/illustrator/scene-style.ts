import type { StoryImageStyle } from '@storyloom/contracts';
import { shade } from '../avatar-art/index.js';
import type { TimeOfDay, Weather } from './scene-lexicon.js';
import type { Backdrop, SceneTheme } from './scene-themes.js';

/** How a style changes a picture: its colours, and how heavy its outlines are. */
export type SceneStyle = {
  colour(hex: string): string;
  /** Outline drawn around backdrop shapes, or null for none. */
  outline: { colour: string; width: number } | null;
  /** OpenMoji draws its lines 2 units wide (of 72); bold draws them heavier. */
  emojiLineWidth: number;
};

/** Mixes two #rrggbb colours; amount 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) =>
    Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const STYLES: Record<StoryImageStyle, SceneStyle> = {
  // Warm: everything leans a little towards late-afternoon gold.
  storybook: { colour: (hex) => mix(hex, '#FFC97A', 0.18), outline: null, emojiLineWidth: 2 },
  // Soft: colours washed towards white, like chalk on paper.
  pastel: { colour: (hex) => mix(hex, '#FFFFFF', 0.42), outline: null, emojiLineWidth: 2 },
  // Bold: deeper colours and thick dark outlines, like a colouring book filled in.
  bold: {
    colour: (hex) => shade(hex, -0.08),
    outline: { colour: '#1F1A24', width: 7 },
    emojiLineWidth: 3.6,
  },
};

export const sceneStyle = (style: StoryImageStyle): SceneStyle => STYLES[style];

export function styledBackdrop(backdrop: Backdrop, style: SceneStyle): Backdrop {
  return {
    skyTop: style.colour(backdrop.skyTop),
    skyBottom: style.colour(backdrop.skyBottom),
    ground: style.colour(backdrop.ground),
    groundFar: style.colour(backdrop.groundFar),
  };
}

/** A night version of a day sky: deep blue, a little of the day colour left in it. */
export const nightBackdrop = (backdrop: Backdrop): Backdrop => ({
  skyTop: mix(backdrop.skyTop, '#0E1333', 0.9),
  skyBottom: mix(backdrop.skyBottom, '#27336A', 0.8),
  ground: mix(backdrop.ground, '#16202E', 0.6),
  groundFar: mix(backdrop.groundFar, '#16202E', 0.65),
});

/** The hour's colours: a pink-gold dawn, an orange-violet dusk. */
const LOW_SUN: Record<'dawn' | 'dusk', Backdrop & { amount: number }> = {
  dawn: {
    skyTop: '#F2A7B8',
    skyBottom: '#FFE3A6',
    ground: '#F2C38A',
    groundFar: '#E8A98A',
    amount: 0.2,
  },
  dusk: {
    skyTop: '#5E4A8C',
    skyBottom: '#F59A5B',
    ground: '#4A3A5A',
    groundFar: '#5C4770',
    amount: 0.35,
  },
};

/** Grey skies for wet or stormy weather. */
const WEATHER_SKY: Partial<Record<Weather, { skyTop: string; skyBottom: string; amount: number }>> =
  {
    rain: { skyTop: '#7D8B99', skyBottom: '#B8C3CC', amount: 0.7 },
    storm: { skyTop: '#3E4654', skyBottom: '#7A8290', amount: 0.8 },
    snow: { skyTop: '#B9C6D4', skyBottom: '#EEF2F6', amount: 0.6 },
    fog: { skyTop: '#C9CFD4', skyBottom: '#E7EAEC', amount: 0.7 },
  };

/**
 * The backdrop for a place at an hour and in a weather, and the tint laid over the whole
 * picture: night pictures are shaded dark blue (characters too), dusk a little violet.
 */
export function lightingFor(
  theme: SceneTheme,
  time: TimeOfDay,
  weather: Weather,
): { backdrop: Backdrop; shade: { colour: string; opacity: number } } {
  let backdrop = theme.backdrop;
  const wet = WEATHER_SKY[weather];
  if (wet && !theme.indoor && !theme.dark) {
    backdrop = {
      ...backdrop,
      skyTop: mix(backdrop.skyTop, wet.skyTop, wet.amount),
      skyBottom: mix(backdrop.skyBottom, wet.skyBottom, wet.amount),
    };
  }
  if (weather === 'snow' && !theme.indoor && !theme.dark) {
    backdrop = {
      ...backdrop,
      ground: mix(backdrop.ground, '#F7FAFD', 0.7),
      groundFar: mix(backdrop.groundFar, '#E6EEF6', 0.6),
    };
  }
  if (theme.dark) return { backdrop, shade: { colour: '#0A0F2C', opacity: 0 } };
  if (time === 'night') {
    return { backdrop: nightBackdrop(backdrop), shade: { colour: '#0A0F2C', opacity: 0.38 } };
  }
  if (time === 'dawn' || time === 'dusk') {
    const low = LOW_SUN[time];
    const toward = (from: string, to: string) => mix(from, to, low.amount + 0.4);
    return {
      backdrop: {
        skyTop: toward(backdrop.skyTop, low.skyTop),
        skyBottom: toward(backdrop.skyBottom, low.skyBottom),
        ground: mix(backdrop.ground, low.ground, low.amount),
        groundFar: mix(backdrop.groundFar, low.groundFar, low.amount),
      },
      shade: {
        colour: time === 'dusk' ? '#2A1A4A' : '#FFB37A',
        opacity: time === 'dusk' ? 0.18 : 0.08,
      },
    };
  }
  const grey = weather === 'storm' ? 0.16 : weather === 'rain' ? 0.08 : 0;
  return { backdrop, shade: { colour: '#1E2530', opacity: grey } };
}
