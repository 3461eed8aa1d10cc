import { IMAGE_VARIANTS, imageVariantPath, userStoragePath } from '@storyloom/contracts';
import { badRequest } from '../../platform/http/app-error.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { AvatarImageSet } from './avatar-images.js';
import type { StoryElementsDeps } from './story-elements-deps.js';
import { countElementsWithAvatar } from './story-elements.repository.js';

/** The caller's own storage folder, with its trailing slash. */
export const ownStorageFolder = (userId: string) => userStoragePath(userId, 'x').slice(0, -1);

const IMAGE_EXTENSION = /\.(png|jpe?g|webp|gif)$/i;

export const avatarNotYours = () => badRequest('That picture is not yours or no longer exists.');

/**
 * A path a client sent as avatarUrl: accepted only when it is a picture inside the caller's own
 * folder, names no '.'/'..' segment, and is still stored.
 */
export async function assertOwnStoredAvatar(
  files: FileStorage,
  userId: string,
  path: string,
): Promise<void> {
  const inside = path.startsWith(ownStorageFolder(userId));
  const segments = path.split('/');
  const plain =
    !path.includes('\\') &&
    !path.includes('\0') &&
    !segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (!inside || !plain || !IMAGE_EXTENSION.test(path)) throw avatarNotYours();
  if (!(await files.exists(path).catch(() => false))) throw avatarNotYours();
}

/** Stores the three sizes under key (the original) and its variant paths; all or none. */
export async function storeAvatarSet(
  files: FileStorage,
  key: string,
  images: AvatarImageSet,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const variant of IMAGE_VARIANTS) {
      const path = imageVariantPath(key, variant);
      written.push(path);
      await files.put(path, images[variant]);
    }
  } catch (error) {
    await deleteQuietly(files, written);
    throw error;
  }
}

/** The stored picture and its variants. */
export const avatarSetPaths = (key: string) =>
  IMAGE_VARIANTS.map((variant) => imageVariantPath(key, variant));

/** Removes files, logging rather than failing: the change that orphaned them is committed. */
export async function deleteQuietly(
  files: FileStorage,
  paths: string[],
  logger?: { warn(details: object, message: string): void },
): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      files.delete(path).catch((error: unknown) => {
        logger?.warn({ err: error, path }, 'could not delete a stored picture');
      }),
    ),
  );
}

/**
 * Deletes a picture's files once no element of the user shows it any more (one generated
 * avatar may be attached to several elements).
 */
export async function releaseAvatar(
  deps: Pick<StoryElementsDeps, 'db' | 'files' | 'logger'>,
  userId: string,
  avatarPath: string | null,
): Promise<void> {
  if (!avatarPath) return;
  if ((await countElementsWithAvatar(deps.db, userId, avatarPath)) > 0) return;
  await deleteQuietly(deps.files, avatarSetPaths(avatarPath), deps.logger);
}
