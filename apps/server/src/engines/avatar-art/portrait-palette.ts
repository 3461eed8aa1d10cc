import { stableHash } from './stable-hash.js';

/** Gentle bedtime colours; each sits behind dark OpenMoji outlines with plenty of contrast. */
export const PORTRAIT_PALETTE = [
  { name: 'lavender', hex: '#E2D8F5' },
  { name: 'peach', hex: '#FFDCC6' },
  { name: 'mint', hex: '#CDEEDC' },
  { name: 'sky', hex: '#CFE5FA' },
  { name: 'butter', hex: '#FFEFB5' },
  { name: 'rose', hex: '#F9D2DE' },
  { name: 'sage', hex: '#DCE9C9' },
  { name: 'periwinkle', hex: '#D6DAFA' },
] as const;

export type PortraitColour = (typeof PORTRAIT_PALETTE)[number];

/** The same name always gets the same colour, whatever its case or surrounding spaces. */
export function portraitColourFor(name: string): PortraitColour {
  const key = name.trim().toLowerCase();
  return PORTRAIT_PALETTE[stableHash('portrait-colour', key) % PORTRAIT_PALETTE.length]!;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0), for light and shade. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const target = amount >= 0 ? 255 : 0;
  const mixed = channels.map((value) => Math.round(value + (target - value) * Math.abs(amount)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
