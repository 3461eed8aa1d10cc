import { StoryElementType, type ProductLanguage } from '@storyloom/contracts';
import type { MarketplaceT } from './i18n';
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

/** '2 characters · 1 place · 1 note': kinds with none are left out. `t`: the marketplace's. */
export function contentsSummary(counts: ElementTypeCounts, t: MarketplaceT): string {
  const parts = [
    counts.characters > 0 && t('characters', { count: counts.characters }),
    counts.locations > 0 && t('places', { count: counts.locations }),
    counts.notes > 0 && t('notes', { count: counts.notes }),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(' · ') : t('emptyForNow');
}

/** Used when only the total is known (a list card without the breakdown). */
export const ideasCount = (count: number, t: MarketplaceT) => t('ideas', { count });

export function ageRange(ageMin: number, ageMax: number, t: MarketplaceT): string {
  return ageMin === ageMax ? t('age', { age: ageMin }) : t('ages', { min: ageMin, max: ageMax });
}

export const LANGUAGE_NAMES: Record<ProductLanguage, string> = {
  en: 'English',
  es: 'Español',
};
