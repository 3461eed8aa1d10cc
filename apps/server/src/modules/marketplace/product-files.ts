import {
  environmentSuffixed,
  IMAGE_VARIANTS,
  imageVariantPath,
  type SharedImage,
} from '@storyloom/contracts';
import { randomBase62 } from '../../platform/random-id.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { deleteQuietly } from '../story-elements/index.js';

/** Pictures on marketplace pages stay viewable this long before the page must load again. */
const SIGNED_IMAGE_SECONDS = 60 * 60;

/** The folder of a product's own pictures: outside every user's folder, so no user edit reaches it. */
export const productFolder = (productId: string) =>
  `${environmentSuffixed('marketplace')}/products/${productId}`;

const extensionOf = (path: string) =>
  /\.([A-Za-z0-9]{1,5})$/.exec(path)?.[1]?.toLowerCase() ?? 'png';

/**
 * Copies a stored picture and its size variants to a new key made by `keyFor(extension)`; the
 * original is required, missing variants are skipped. Every written path goes into `written` so a
 * caller can remove them again when its transaction fails. null when the source picture is gone.
 */
export async function copyPictureSet(
  files: FileStorage,
  sourcePath: string | null,
  keyFor: (extension: string) => string,
  written: string[],
): Promise<string | null> {
  if (!sourcePath) return null;
  const original = await files.get(sourcePath);
  if (!original) return null;
  const target = keyFor(extensionOf(sourcePath));
  for (const variant of IMAGE_VARIANTS) {
    const data =
      variant === 'original' ? original : await files.get(imageVariantPath(sourcePath, variant));
    if (!data) continue;
    const path = imageVariantPath(target, variant);
    written.push(path);
    await files.put(path, data);
  }
  return target;
}

export const pictureFileName = (prefix: string, extension: string) =>
  `${prefix}-${randomBase62(12)}.${extension}`;

/** The stored picture and its variants. */
export const pictureSetPaths = (path: string | null) =>
  path ? IMAGE_VARIANTS.map((variant) => imageVariantPath(path, variant)) : [];

export const removeFiles = deleteQuietly;

/** Signed URLs of a picture's sizes, or null when it is not stored. */
export async function signedImage(
  files: FileStorage,
  path: string | null,
): Promise<SharedImage | null> {
  if (path === null || !(await files.exists(path))) return null;
  const variant = async (size: 'small' | 'tiny') => {
    const key = imageVariantPath(path, size);
    return (await files.exists(key)) ? files.signedUrl(key, SIGNED_IMAGE_SECONDS) : null;
  };
  const [original, small, tiny] = await Promise.all([
    files.signedUrl(path, SIGNED_IMAGE_SECONDS),
    variant('small'),
    variant('tiny'),
  ]);
  return { original, small, tiny };
}
