import { StoryElementType } from '@storyloom/contracts';

/** The filter value that shows the user's recent stories instead of elements. */
export const RECENT_WORK = 'recent';

/** The library's type filter, in the order it shows; Recent Work comes last (texts: `filters.<value>`). */
export const TYPE_FILTERS = [
  { value: 'all' },
  { value: StoryElementType.Character },
  { value: StoryElementType.Location },
  { value: StoryElementType.Bag },
  { value: StoryElementType.Note },
  { value: RECENT_WORK },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

/** The create buttons, in the order they show. */
export const CREATE_ACTIONS = [
  { type: StoryElementType.Character },
  { type: StoryElementType.Location },
  { type: StoryElementType.Note },
  { type: StoryElementType.Bag },
] as const;

/** The empty library's invitations: worded differently, so they never read as the toolbar twice. */
export const FIRST_STEPS = [
  { type: StoryElementType.Character },
  { type: StoryElementType.Location },
  { type: StoryElementType.Note },
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
