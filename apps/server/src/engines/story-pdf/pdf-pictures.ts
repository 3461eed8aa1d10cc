import sharp from 'sharp';

/** A picture ready for pdfkit: an opaque PNG and its size in pixels. */
export type PrintablePicture = { png: Buffer; width: number; height: number };

/**
 * Longest side in pixels. A picture is printed at most about 7 inches wide, so this keeps it
 * near 200 dpi: sharp on paper, and a file small enough to e-mail.
 */
const MAX_PIXELS = 1400;
/** Refuse absurd images (decompression bombs) rather than spend the server's memory on them. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns a stored picture into one pdfkit embeds cheaply. pdfkit copies an opaque PNG's pixel
 * data straight into the PDF, but splits the alpha channel of a transparent one pixel by pixel
 * in JavaScript (tens of milliseconds a picture); so sharp, working off the main thread, scales
 * the picture down to print size and flattens it onto the white paper first. Answers null for
 * anything that is not a readable image, so a damaged file costs its page the picture only.
 */
export async function printablePicture(source: Buffer): Promise<PrintablePicture | null> {
  try {
    const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: MAX_PIXELS, height: MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Pictures read and prepared at once: enough to keep sharp's threads busy, few enough in memory. */
const PARALLEL_PICTURES = 4;

/**
 * Every picture of the story, read and prepared a few at a time, keyed by storage path so a
 * picture used twice (page 1 on the cover) is prepared once. Missing or unreadable pictures are
 * simply absent.
 */
export async function loadPictures(
  paths: readonly string[],
  readPicture: (path: string) => Promise<Buffer | null>,
): Promise<Map<string, PrintablePicture>> {
  const queue = [...new Set(paths)];
  const pictures = new Map<string, PrintablePicture>();
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const source = await readPicture(path).catch(() => null);
      const picture = source ? await printablePicture(source) : null;
      if (picture) pictures.set(path, picture);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PICTURES }, worker));
  return pictures;
}
