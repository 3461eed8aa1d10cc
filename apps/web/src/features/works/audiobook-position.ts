import type { AudiobookChapter } from '@storyloom/contracts';

/** Where a listener stopped, kept per audiobook on this device. */
export const positionKey = (artifactId: string) => `storyloom.audiobook.position.${artifactId}`;

/** Closer to the end than this, the book counts as finished and starts over next time. */
const FINISHED_MARGIN_SECONDS = 5;

type PositionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The remembered position in seconds, or 0 when there is none (or it no longer fits). */
export function readPosition(
  storage: PositionStorage,
  artifactId: string,
  durationSeconds: number,
): number {
  let saved: number;
  try {
    saved = Number(storage.getItem(positionKey(artifactId)));
  } catch {
    // Private modes may refuse storage: the book then simply starts at the beginning.
    return 0;
  }
  if (!Number.isFinite(saved) || saved <= 0) return 0;
  return saved < durationSeconds - FINISHED_MARGIN_SECONDS ? saved : 0;
}

export function savePosition(storage: PositionStorage, artifactId: string, seconds: number): void {
  try {
    if (seconds > 0) storage.setItem(positionKey(artifactId), seconds.toFixed(1));
    else storage.removeItem(positionKey(artifactId));
  } catch {
    // A full or refused storage only means the position is not remembered.
  }
}

/** The chapter playing at `seconds` (the last one that has started); 0 before any. */
export function chapterAt(chapters: readonly AudiobookChapter[], seconds: number): number {
  let found = 0;
  chapters.forEach((chapter, index) => {
    if (chapter.startSeconds <= seconds) found = index;
  });
  return found;
}

/**
 * Where "previous chapter" goes: the start of this chapter when a few seconds in (as players
 * do), otherwise the one before.
 */
export function previousChapterStart(
  chapters: readonly AudiobookChapter[],
  seconds: number,
): number {
  const index = chapterAt(chapters, seconds);
  const chapter = chapters[index];
  if (!chapter) return 0;
  if (seconds - chapter.startSeconds > 3 || index === 0) return chapter.startSeconds;
  return chapters[index - 1]?.startSeconds ?? 0;
}
