import { StoryElementType, type ProductLanguage, type ProductState } from '@storyloom/contracts';
import { paths } from '../../config/paths';

/** How many of each kind a product holds. */
export interface ElementTypeCounts {
  characters: number;
  locations: number;
  notes: number;
}

export const productPath = (productId: string) =>
  `${paths.marketplace}/product/${encodeURIComponent(productId)}`;

export function countTypes(types: readonly StoryElementType[]): ElementTypeCounts {
  return {
    characters: types.filter((type) => type === StoryElementType.Character).length,
    locations: types.filter((type) => type === StoryElementType.Location).length,
    notes: types.filter((type) => type === StoryElementType.Note).length,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 characters · 1 place · 1 note': kinds with none are left out. */
export function contentsSummary(counts: ElementTypeCounts): string {
  const parts = [
    counts.characters > 0 && plural(counts.characters, 'character', 'characters'),
    counts.locations > 0 && plural(counts.locations, 'place', 'places'),
    counts.notes > 0 && plural(counts.notes, 'note', 'notes'),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(' · ') : 'Empty for now';
}

/** Used when only the total is known (a list card without the breakdown). */
export const ideasCount = (count: number) => plural(count, 'idea', 'ideas');

export function ageRange(ageMin: number, ageMax: number): string {
  return ageMin === ageMax ? `Age ${ageMin}` : `Ages ${ageMin}–${ageMax}`;
}

export const LANGUAGE_NAMES: Record<ProductLanguage, string> = {
  en: 'English',
  es: 'Español',
};

/** Words for the owner; the badge never relies on its colour alone. */
export const STATE_LABELS: Record<ProductState, string> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
};
