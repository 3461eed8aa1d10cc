// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).
import { ENVIRONMENT } from './limits.js';

export type ImageVariant = 'original' | 'small' | 'tiny';
export const IMAGE_VARIANTS = ['original', 'small', 'tiny'] as const;

const VARIANT_SUFFIX = { small: '.small.thumb', tiny: '.tiny.thumb' } as const;

/**
 * Inserts the variant suffix before the file name's extension, or appends it when there is none.
 */
export function imageVariantPath(path: string, variant: ImageVariant): string {
  if (variant === 'original') return path;
  const suffix = VARIANT_SUFFIX[variant];
  const nameStart = path.lastIndexOf('/') + 1;
  const fileName = path.slice(nameStart);
  // Leading dots belong to the name ('.hidden'), so the extension dot must come after them.
  const firstNonDot = fileName.search(/[^.]/);
  const dot = firstNonDot === -1 ? -1 : fileName.lastIndexOf('.');
  if (dot <= firstNonDot) return path + suffix;
  const at = nameStart + dot;
  return path.slice(0, at) + suffix + path.slice(at);
}

/** Sizes to try in order when loading an image: the requested one, then larger ones. */
export function imageVariantFallbacks(variant: ImageVariant): ImageVariant[] {
  const order: ImageVariant[] = ['tiny', 'small', 'original'];
  return order.slice(order.indexOf(variant));
}

export class StoragePathError extends Error {
  override name = 'StoragePathError';
}

function assertSafeSegments(label: string, value: string): void {
  if (value === '') throw new StoragePathError(`${label} must not be empty`);
  if (value.startsWith('/') || value.startsWith('\\')) {
    throw new StoragePathError(`${label} must not start with '/'`);
  }
  // Backslashes count as separators too, so 'a\..\b' cannot sneak a traversal through.
  const segments = value.split(/[\\/]/);
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    throw new StoragePathError(`${label} must not contain '..' or '.' segments`);
  }
}

/** users-{env}/{userId}/{name}; throws StoragePathError on unsafe input. */
export function userStoragePath(userId: string, name: string, env: string = ENVIRONMENT): string {
  assertSafeSegments('userId', userId);
  if (/[\\/]/.test(userId)) {
    throw new StoragePathError("userId must not contain '/'");
  }
  assertSafeSegments('name', name);
  return `users-${env}/${userId}/${name}`;
}

/**
 * Internal names carry the environment as a suffix (docs/product.md, "Readings of unclear points"
 * 17).
 */
export function environmentSuffixed(name: string, env: string = ENVIRONMENT): string {
  return `${name}-${env}`;
}
