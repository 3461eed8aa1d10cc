import {
  regenerateImageRequestSchema,
  type Artifact,
  type RegenerateImageRequest,
  type StoryPicture,
  type StoryResult,
} from '@storyloom/contracts';
import { conflict, notFound } from '../../platform/http/app-error.js';
import { checkChildSafeText, describeProblems } from '../../engines/child-safety/index.js';
import type { StoryRequest } from '../../engines/storyteller/index.js';
import { PICTURE_CONTENT_KIND } from '../plans/index.js';
import type { StoriesDeps } from './stories-deps.js';
import { newRedrawId } from './story-ids.js';
import {
  IN_FLIGHT,
  replaceSucceededResult,
  selectOwnedArtifact,
  selectOwnedDraft,
  type DraftRow,
} from './stories.repository.js';
import { artifactNotFound, unsafeText } from './stories.errors.js';
import {
  isInArtifactFolder,
  pageIndexOf,
  pictureFiles,
  pictureRequestFor,
  removeFiles,
  storePicture,
} from './story-pictures.js';
import { toArtifact } from './story-view.js';

export const stillBeingTold = () =>
  conflict('This story is still being made. Try again when it is finished.');
const pictureNotFound = () => notFound('That picture was not found.');

/** The story's elements as the storyteller got them, so characters look as they did. */
export type ElementsOf = (story: DraftRow) => Promise<StoryRequest['elements']>;

/**
 * Draws one page's picture again from the user's revision, charging creditsPerImage under its
 * own reference (refunded when drawing or storing fails), and swaps it into the artifact; the
 * old files are removed once the new picture is in place.
 */
export async function regeneratePicture(
  deps: StoriesDeps,
  elementsOf: ElementsOf,
  userId: string,
  artifactId: string,
  body: RegenerateImageRequest,
): Promise<Artifact> {
  const wanted = regenerateImageRequestSchema.parse(body);
  const row = await selectOwnedArtifact(deps.db, userId, artifactId);
  if (!row || row.storyId !== wanted.storyId) throw artifactNotFound();
  if (IN_FLIGHT.includes(row.status)) throw stillBeingTold();
  const result = row.kind === 'story' ? (row.result as StoryResult | null) : null;
  const index = row.status === 'succeeded' && result ? pageIndexOf(result, wanted.tag) : -1;
  if (!result || index < 0) throw pictureNotFound();
  const page = result.pages[index]!;
  const safety = checkChildSafeText([
    { field: 'Picture description', text: wanted.revisedImageSpecification },
  ]);
  if (!safety.ok) throw unsafeText(describeProblems(safety.problems));
  const story = await selectOwnedDraft(deps.db, userId, row.storyId);
  if (!story) throw artifactNotFound();

  const requestId = newRedrawId();
  const reference = `artifact-picture:${userId}:${artifactId}:${requestId}`;
  await deps.plans.credits.spendCredits({
    userId,
    contentKind: PICTURE_CONTENT_KIND,
    reference,
    idempotencyKey: `artifact-picture-charge:${userId}:${artifactId}:${requestId}`,
  });
  let picture: StoryPicture | undefined;
  try {
    const style = wanted.imageStyle ?? page.picture?.style ?? 'storybook';
    const drawn = await deps.illustrate(
      pictureRequestFor(
        page,
        await elementsOf(story),
        wanted.revisedImageSpecification,
        style,
        `${artifactId}/${wanted.tag}/${requestId}`,
        { language: result.language },
      ),
      { signal: AbortSignal.timeout(60_000) },
    );
    picture = await storePicture(
      deps,
      { userId, artifactId, tag: wanted.tag },
      drawn,
      wanted.revisedImageSpecification,
      style,
    );
    const pages = result.pages.map((p, i) => (i === index ? { ...p, picture } : p));
    const updated = await replaceSucceededResult(deps.db, userId, artifactId, row.updatedAt, {
      result: { ...result, pages },
      parentBagId: row.parentBagId,
    });
    if (!updated) throw conflict('The story changed meanwhile. Please try again.');
    // Only files of this artifact's own folder are ever removed.
    const old = page.picture;
    if (old && isInArtifactFolder(userId, artifactId, old)) {
      await removeFiles(deps, pictureFiles(old));
    }
    return toArtifact(updated);
  } catch (error) {
    await removeFiles(deps, pictureFiles(picture));
    await deps.plans.credits.refundCredits({ userId, reference });
    throw error;
  }
}
