import { imageVariantPath, type Artifact, type ArtifactOf } from '@storyloom/contracts';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** Links in demo content work this long; the page is fetched again on every visit. */
export const DEMO_LINK_SECONDS = 60 * 60;

const CAMPAIGN_SCOPE_PREFIX = 'campaign:';
/** A demo's links are signed for its campaign: they stop the moment it ends or goes. */
export const campaignScope = (code: string) => `${CAMPAIGN_SCOPE_PREFIX}${code}`;
export const campaignOfScope = (scope: string): string | undefined =>
  scope.startsWith(CAMPAIGN_SCOPE_PREFIX) ? scope.slice(CAMPAIGN_SCOPE_PREFIX.length) : undefined;

type ShownWorks = {
  story: ArtifactOf<'story'>;
  coloringBook: ArtifactOf<'coloring-book'> | null;
  song: ArtifactOf<'song'> | null;
  audiobook: ArtifactOf<'audiobook'> | null;
};

/** Every stored file the shown works name: their pictures, recordings and printables. */
export function filesOfWorks({ story, coloringBook, song, audiobook }: ShownWorks): string[] {
  const paths = [
    ...(story.result?.pages.flatMap((page) => (page.picture ? [page.picture.png] : [])) ?? []),
    ...(coloringBook?.result
      ? [coloringBook.result.pdf, ...coloringBook.result.pages.map((page) => page.png)]
      : []),
    ...(song?.result ? [song.result.mp3, song.result.midi] : []),
    ...(audiobook?.result ? [audiobook.result.mp3] : []),
  ];
  return [...new Set(paths)];
}

/** Signed links for the paths that exist, keyed by path; missing files are left out. */
export async function signedLinks(
  files: FileStorage,
  paths: string[],
  scope: string,
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    paths.map(async (path) =>
      (await files.exists(path))
        ? ([path, await files.signedUrl(path, DEMO_LINK_SECONDS, scope)] as const)
        : null,
    ),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** A character's picture, the small size when there is one; '' without a picture. */
export async function signedAvatar(
  files: FileStorage,
  path: string | undefined,
  scope: string,
): Promise<string> {
  if (!path) return '';
  for (const candidate of [imageVariantPath(path, 'small'), path]) {
    if (await files.exists(candidate)) return files.signedUrl(candidate, DEMO_LINK_SECONDS, scope);
  }
  return '';
}

/** Narrows an artifact of a campaign to the kind it was chosen as, succeeded; else null. */
export function finishedOfKind<K extends Artifact['kind']>(
  artifact: Artifact | null,
  kind: K,
): ArtifactOf<K> | null {
  return artifact?.kind === kind && artifact.status === 'succeeded' && artifact.result
    ? (artifact as ArtifactOf<K>)
    : null;
}
