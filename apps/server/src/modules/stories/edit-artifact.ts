import { pictureTagForPage, type Artifact, type StoryResult } from '@storyloom/contracts';
import { badRequest, conflict } from '../../platform/http/app-error.js';
import type { StoriesDeps } from './stories-deps.js';
import { replaceSucceededResult, type ArtifactRow } from './stories.repository.js';
import { isInArtifactFolder, pictureFiles, removeFiles } from './story-pictures.js';
import { toArtifact } from './story-view.js';

export const foreignPictureMessage =
  "A page's picture can only be one this story drew. Leave the picture out or keep the one it had.";

/**
 * The result as it may be saved: every picture must be a stored file in the artifact's own
 * folder (what a client sends is never trusted), and each picture is tagged after its page now,
 * so pictures follow their pages when pages are removed or reordered.
 */
export async function ownPicturesOnly(
  deps: Pick<StoriesDeps, 'files'>,
  userId: string,
  artifactId: string,
  result: StoryResult,
): Promise<StoryResult> {
  const pages = [];
  for (const [index, page] of result.pages.entries()) {
    const picture = page.picture;
    if (!picture) {
      pages.push(page);
      continue;
    }
    if (!isInArtifactFolder(userId, artifactId, picture)) throw badRequest(foreignPictureMessage);
    const stored = await Promise.all(pictureFiles(picture).map((path) => deps.files.exists(path)));
    if (!stored.every(Boolean)) throw badRequest(foreignPictureMessage);
    pages.push({ ...page, picture: { ...picture, tag: pictureTagForPage(index) } });
  }
  return { ...result, pages };
}

/**
 * Replaces a finished artifact's result with the parent's edit. Pictures the edit no longer
 * uses are removed from storage once the edit is saved.
 */
export async function editArtifact(
  deps: StoriesDeps,
  existing: ArtifactRow,
  edited: StoryResult,
  parentBagId: () => Promise<string | null>,
): Promise<Artifact> {
  const { userId, id } = existing;
  const result = await ownPicturesOnly(deps, userId, id, edited);
  const updated = await replaceSucceededResult(deps.db, userId, id, existing.updatedAt, {
    result,
    parentBagId: await parentBagId(),
  });
  if (!updated) throw conflict('The story changed meanwhile. Please try again.');
  const kept = new Set(result.pages.flatMap((page) => pictureFiles(page.picture)));
  const before = ((existing.result as StoryResult | null)?.pages ?? []).flatMap((page) =>
    page.picture && isInArtifactFolder(userId, id, page.picture) ? pictureFiles(page.picture) : [],
  );
  await removeFiles(
    deps,
    before.filter((path) => !kept.has(path)),
  );
  return toArtifact(updated);
}
