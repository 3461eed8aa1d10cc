import type { StoryImageStyle } from '@storyloom/contracts';
import { shade } from '../avatar-art/index.js';
import type { Backdrop } from './scene-themes.js';

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
  skyTop: mix(backdrop.skyTop, '#141A40', 0.85),
  skyBottom: mix(backdrop.skyBottom, '#2E3A74', 0.75),
  ground: mix(backdrop.ground, '#1E2A3A', 0.35),
  groundFar: mix(backdrop.groundFar, '#1E2A3A', 0.45),
});
