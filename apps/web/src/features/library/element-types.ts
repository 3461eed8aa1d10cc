import { StoryElementType } from '@storyloom/contracts';

/** Words a parent uses: a Location is a "place". */
export const TYPE_LABELS: Record<StoryElementType, string> = {
  [StoryElementType.Character]: 'Character',
  [StoryElementType.Location]: 'Place',
  [StoryElementType.Bag]: 'Bag',
  [StoryElementType.Note]: 'Note',
};

/** The filter value that shows the user's recent stories instead of elements. */
export const RECENT_WORK = 'recent';

/** The library's type filter, in the order it shows; Recent Work comes last. */
export const TYPE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: StoryElementType.Character, label: 'Characters' },
  { value: StoryElementType.Location, label: 'Places' },
  { value: StoryElementType.Bag, label: 'Bags' },
  { value: StoryElementType.Note, label: 'Notes' },
  { value: RECENT_WORK, label: 'Recent Work' },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

/** The create buttons, in the order they show. */
export const CREATE_ACTIONS = [
  { type: StoryElementType.Character, label: 'New character' },
  { type: StoryElementType.Location, label: 'New place' },
  { type: StoryElementType.Note, label: 'New note' },
  { type: StoryElementType.Bag, label: 'New bag' },
] as const;

/** The empty library's invitations: worded differently, so they never read as the toolbar twice. */
export const FIRST_STEPS = [
  { type: StoryElementType.Character, label: 'Make your first character' },
  { type: StoryElementType.Location, label: 'Or a place' },
  { type: StoryElementType.Note, label: 'Or a note' },
] as const;

/** The first line of a description, for a card. */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0]?.trim() ?? '';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
