import { DEFAULT_STORY_IMAGE_STYLE, pictureTagForPage, type StoryPage } from '@storyloom/contracts';
import type { Story, StoryRequest } from '../../engines/storyteller/index.js';
import type { StoriesDeps } from './stories-deps.js';
import {
  pageSpecification,
  pictureRequestFor,
  removeArtifactPictures,
  storePicture,
} from './story-pictures.js';

export type IllustrationTarget = { userId: string; artifactId: string; request: StoryRequest };

/**
 * Draws one picture per page, in order, stopping as soon as the signal says so (between
 * pictures at the latest). Leftovers of an earlier attempt are cleared first, so a retried
 * attempt simply draws again.
 */
export async function illustrateStory(
  deps: Pick<StoriesDeps, 'illustrate' | 'files' | 'logger'>,
  target: IllustrationTarget,
  story: Story,
  signal: AbortSignal,
  onPicture: (done: number, total: number) => Promise<void>,
): Promise<StoryPage[]> {
  const { userId, artifactId, request } = target;
  await removeArtifactPictures(deps, userId, artifactId);
  const pages: StoryPage[] = [];
  for (const [index, page] of story.pages.entries()) {
    signal.throwIfAborted();
    const tag = pictureTagForPage(index);
    const specification = pageSpecification(page);
    const drawn = await deps.illustrate(
      pictureRequestFor(
        page,
        request.elements,
        specification,
        DEFAULT_STORY_IMAGE_STYLE,
        `${artifactId}/${tag}`,
        { language: story.language, withPageText: true },
      ),
      { signal },
    );
    signal.throwIfAborted();
    const picture = await storePicture(deps, { userId, artifactId, tag }, drawn, specification);
    pages.push({ ...page, picture });
    await onPicture(index + 1, story.pages.length);
  }
  return pages;
}
