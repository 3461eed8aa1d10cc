import { ContentKind, type SystemCosts } from '@storyloom/contracts';

const SECONDS_PER_MINUTE = 60;

/**
 * The content kind every picture is charged as, at creditsPerImage: a story's page pictures, a page
 * drawn again, a coloring page, a character's avatar. The product's content kinds (docs/product.md,
 * "The data") have no picture of their own; ColoringBook is the one priced per image.
 */
export const PICTURE_CONTENT_KIND = ContentKind.ColoringBook;

/**
 * What a piece of content costs. `units` counts items (stories, images of a coloring book,
 * songs, audio books), or seconds for VoiceChatSeconds, which is charged per started minute.
 */
export function creditCost(costs: SystemCosts, kind: ContentKind, units = 1): number {
  if (!Number.isInteger(units) || units < 1) {
    throw new RangeError(`units must be a whole number of at least 1, got ${units}`);
  }
  switch (kind) {
    case ContentKind.Story:
      return costs.creditsPerStory * units;
    case ContentKind.ColoringBook:
      return costs.creditsPerImage * units;
    case ContentKind.Song:
      return costs.creditsPerSong * units;
    case ContentKind.AudioBook:
      return costs.creditsPerAudioBook * units;
    case ContentKind.VoiceChatSeconds:
      return costs.creditsPerMinuteOfCall * Math.ceil(units / SECONDS_PER_MINUTE);
  }
}
