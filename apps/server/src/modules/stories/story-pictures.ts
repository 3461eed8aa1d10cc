import { randomBytes } from 'node:crypto';
import {
  DEFAULT_STORY_IMAGE_STYLE,
  pictureTagForPage,
  userStoragePath,
  type StoryImageStyle,
  type StoryPage,
  type StoryPicture,
  type StoryResult,
} from '@storyloom/contracts';
import type { StoryRequest } from '../../engines/storyteller/index.js';
import type { DrawnPicture, PictureRequest, PictureSubject, StoriesDeps } from './stories-deps.js';

type PictureDeps = Pick<StoriesDeps, 'files' | 'logger'>;

/** The folder holding every picture of one artifact; removed whole when the artifact goes. */
export const artifactPictureFolder = (userId: string, artifactId: string): string =>
  `${userStoragePath(userId, `stories/${artifactId}`)}/`;

/** Fresh names for each drawing, so a cached old picture is never shown for a new one. */
function newPicturePaths(userId: string, artifactId: string, tag: string) {
  const name = `stories/${artifactId}/${tag}-${randomBytes(5).toString('hex')}`;
  return {
    png: userStoragePath(userId, `${name}.png`),
    svg: userStoragePath(userId, `${name}.svg`),
  };
}

type StoryElement = StoryRequest['elements'][number];

/**
 * Who and where a page shows, described as the family described them (names match loosely),
 * with the page's own text and the story's notes (knowledge, never drawn).
 */
export function pictureRequestFor(
  page: Pick<StoryPage, 'characters' | 'location' | 'text'>,
  elements: readonly StoryElement[],
  specification: string,
  style: StoryImageStyle,
  seed: string,
  /** The page's text helps only when the specification is the page's own (not a revision). */
  context: { language?: 'en' | 'es'; withPageText?: boolean } = {},
): PictureRequest {
  const described = (name: string, type: StoryElement['type']): PictureSubject => {
    const key = name.trim().toLowerCase();
    const element = elements.find((e) => e.type === type && e.name.trim().toLowerCase() === key);
    return { name, description: element?.description ?? '' };
  };
  const notes = elements.filter((e) => e.type === 'note');
  const isNote = (name: string) =>
    notes.some((note) => note.name.trim().toLowerCase() === name.trim().toLowerCase());
  return {
    specification,
    ...(context.withPageText ? { pageText: page.text } : {}),
    ...(context.language ? { language: context.language } : {}),
    characters: page.characters
      .filter((name) => !isNote(name))
      .map((name) => described(name, 'character')),
    location: page.location ? described(page.location, 'location') : null,
    notes: notes.map((note) => ({ name: note.name, description: note.description ?? '' })),
    style,
    seed,
  };
}

/** What a page's picture should show: its illustration sentence, else its text. */
export const pageSpecification = (page: Pick<StoryPage, 'illustration' | 'text'>): string =>
  (page.illustration.trim() || page.text.trim()).slice(0, 500);

/** Stores a drawing under new names and answers the page's picture. */
export async function storePicture(
  deps: PictureDeps,
  target: { userId: string; artifactId: string; tag: string },
  drawn: DrawnPicture,
  specification: string,
  style: StoryImageStyle = DEFAULT_STORY_IMAGE_STYLE,
): Promise<StoryPicture> {
  const paths = newPicturePaths(target.userId, target.artifactId, target.tag);
  try {
    await deps.files.put(paths.png, drawn.png, 'image/png');
    if (drawn.svg !== null)
      await deps.files.put(paths.svg, Buffer.from(drawn.svg), 'image/svg+xml');
  } catch (error) {
    await removeFiles(deps, [paths.png, paths.svg]);
    throw error;
  }
  return {
    tag: target.tag,
    png: paths.png,
    svg: drawn.svg === null ? null : paths.svg,
    specification,
    style,
    width: drawn.width,
    height: drawn.height,
  };
}

/** Every stored file a picture names. */
export const pictureFiles = (picture: StoryPicture | null | undefined): string[] =>
  picture ? [picture.png, ...(picture.svg ? [picture.svg] : [])] : [];

/** Whether every path of a picture lies in this artifact's own folder (client paths are not trusted). */
export function isInArtifactFolder(
  userId: string,
  artifactId: string,
  picture: StoryPicture,
): boolean {
  const folder = artifactPictureFolder(userId, artifactId);
  return pictureFiles(picture).every(
    (path) => path.startsWith(folder) && !path.slice(folder.length).includes('/'),
  );
}

/** The tag's page index, or -1 when the result has no such page. */
export function pageIndexOf(result: StoryResult, tag: string): number {
  return result.pages.findIndex((_, index) => pictureTagForPage(index) === tag);
}

/** Removing leftovers must never fail what the user asked for; a stray file is only logged. */
export async function removeFiles(deps: PictureDeps, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    try {
      await deps.files.delete(path);
    } catch (error) {
      deps.logger.warn({ err: error, path }, 'could not remove a story picture');
    }
  }
}

export async function removeArtifactPictures(
  deps: PictureDeps,
  userId: string,
  artifactId: string,
): Promise<void> {
  try {
    await deps.files.deletePrefix(artifactPictureFolder(userId, artifactId));
  } catch (error) {
    deps.logger.warn({ err: error, artifactId }, 'could not remove the pictures of an artifact');
  }
}
