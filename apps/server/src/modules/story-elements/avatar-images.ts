import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { STORY_ELEMENT_LIMITS, type AVATAR_UPLOAD_FORMATS } from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';

type UploadFormat = (typeof AVATAR_UPLOAD_FORMATS)[number];

/** Decoding more pixels than this is refused: a tiny file can unpack into gigabytes. */
export const AVATAR_PIXEL_LIMIT = 40_000_000;
export const AVATAR_ORIGINAL_MAX_SIDE = 2048;
export const AVATAR_VARIANT_SIDES = { small: 256, tiny: 64 } as const;

const MEGABYTES = STORY_ELEMENT_LIMITS.avatarUploadMaxBytes / (1024 * 1024);

export const avatarTooLarge = () =>
  new AppError('avatar_too_large', `That picture is larger than ${MEGABYTES} MB.`, 413);
export const avatarUnsupported = () =>
  new AppError('unsupported_image', 'That picture is not a PNG, JPEG, WebP or GIF.', 415);
export const avatarDamaged = () =>
  new AppError('damaged_image', 'That picture could not be read; it may be damaged.', 400);
export const avatarTooManyPixels = () =>
  new AppError(
    'image_too_many_pixels',
    `That picture has too many pixels; at most ${AVATAR_PIXEL_LIMIT / 1_000_000} megapixels.`,
    413,
  );

export type AvatarExtension = 'png' | 'jpg' | 'webp';

/** The three stored sizes of one avatar, re-encoded and free of metadata. */
export type AvatarImageSet = {
  extension: AvatarExtension;
  original: Buffer;
  small: Buffer;
  tiny: Buffer;
};

const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: AVATAR_PIXEL_LIMIT,
  // A cut-off file is refused rather than stored half grey; harmless warnings still pass.
  failOn: 'truncated',
  // GIF and WebP: the first frame only.
  pages: 1,
};

/** The format the bytes themselves announce; file names and declared types are never asked. */
export function sniffImageFormat(data: Buffer): UploadFormat | null {
  const startsWith = (bytes: number[], at = 0) =>
    data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (startsWith([0x37], 4) || startsWith([0x39], 4))) {
    return 'gif';
  }
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

/** JPEG stays JPEG and WebP stays WebP; PNG and GIF (its first frame) become PNG. */
const outputOf = (format: UploadFormat): AvatarExtension =>
  format === 'jpeg' ? 'jpg' : format === 'webp' ? 'webp' : 'png';

function encode(image: Sharp, extension: AvatarExtension): Promise<Buffer> {
  // sharp writes no metadata unless asked (no keepExif/keepMetadata here): EXIF, GPS, XMP,
  // IPTC, ICC and comments are all dropped; colours are converted to sRGB first.
  if (extension === 'jpg') return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (extension === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

function translateSharpError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return avatarTooManyPixels();
  return avatarDamaged();
}

/** Square thumbnails cut from the (already upright, stripped) original. */
async function variantsOf(original: Buffer, extension: AvatarExtension) {
  const square = (side: number) =>
    encode(sharp(original, INPUT_OPTIONS).resize(side, side, { fit: 'cover' }), extension);
  const [small, tiny] = await Promise.all([
    square(AVATAR_VARIANT_SIDES.small),
    square(AVATAR_VARIANT_SIDES.tiny),
  ]);
  return { small, tiny };
}

/**
 * Checks an uploaded picture by its content and re-encodes it: upright (EXIF orientation
 * applied), at most 2048 px on the long side, every piece of metadata gone, plus the small and
 * tiny square variants. Throws the AppError the caller should answer with.
 */
export async function prepareUploadedAvatar(data: Buffer): Promise<AvatarImageSet> {
  if (data.length > STORY_ELEMENT_LIMITS.avatarUploadMaxBytes) throw avatarTooLarge();
  const sniffed = sniffImageFormat(data);
  if (!sniffed) throw avatarUnsupported();
  try {
    const metadata = await sharp(data, INPUT_OPTIONS).metadata();
    if (metadata.format !== sniffed) throw avatarUnsupported();
    const extension = outputOf(sniffed);
    const original = await encode(
      sharp(data, INPUT_OPTIONS).rotate().resize({
        width: AVATAR_ORIGINAL_MAX_SIDE,
        height: AVATAR_ORIGINAL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      extension,
    );
    return { extension, original, ...(await variantsOf(original, extension)) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw translateSharpError(error);
  }
}

/** The variants of a PNG this server drew itself (generate-avatar); the original is kept as is. */
export async function prepareGeneratedAvatar(png: Buffer): Promise<AvatarImageSet> {
  return { extension: 'png', original: png, ...(await variantsOf(png, 'png')) };
}
