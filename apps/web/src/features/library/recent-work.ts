import type { ArtifactKind, RecentStory } from '@storyloom/contracts';

/** English, for search (the card shows `t('recent.untitled')`). */
export const UNTITLED_STORY = 'Untitled story';

export const titleOf = (story: RecentStory): string => story.title ?? UNTITLED_STORY;

/**
 * Whether Recent Work shows a story: one that has a title, a told story or work, or one on its
 * way. A cancelled or refused first generation of an untitled draft leaves nothing a parent
 * could read, so it is left out rather than shown as an empty 'Untitled story' (issue 27).
 */
export function holdsSomething(story: RecentStory): boolean {
  if (story.title !== null && story.title.trim() !== '') return true;
  return story.works.some((work) => work.status !== 'failed' && work.status !== 'cancelled');
}

/** Search in Recent Work looks at the title shown on the card, ignoring case. */
export function titleMatches(story: RecentStory, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || titleOf(story).toLowerCase().includes(wanted);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a story was last saved: relative within a week ('5 minutes ago', 'yesterday'), then a
 * short date ('3 Nov 2026'). Dates are spelled out so no parent mistakes 3/11 for 11/3.
 */
export function writtenWhen(
  epoch: number,
  now: number = Date.now(),
  language = 'en',
  justNow = 'just now',
): string {
  const ago = Math.max(0, now - epoch);
  if (ago < MINUTE) return justNow;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(epoch);
}

/** How a work reads on its badge: made, being made, or (calmly) not finished. */
export type WorkProgress = 'done' | 'making' | 'unfinished';

export interface ShownWork {
  id: string;
  kind: ArtifactKind;
  progress: WorkProgress;
}

/**
 * The badges of a story's works, in the server's order. A cancelled work was the parent's own
 * choice, so it is left out rather than shown as a failure.
 */
export function shownWorks(works: RecentStory['works']): ShownWork[] {
  return works.flatMap(({ id, kind, status }): ShownWork[] => {
    if (status === 'cancelled') return [];
    const progress: WorkProgress =
      status === 'succeeded' ? 'done' : status === 'failed' ? 'unfinished' : 'making';
    return [{ id, kind, progress }];
  });
}
