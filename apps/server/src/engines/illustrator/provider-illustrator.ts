import { generateImage } from 'ai';
import sharp from 'sharp';
import type { StoryImageStyle } from '@storyloom/contracts';
import type { Illustrator, PictureRequest } from './illustrator-port.js';
import type { PictureModel } from '../../platform/ai/models.js';

/** What each of the wizard's picture styles asks of the image model. */
const STYLE_WORDS: Record<StoryImageStyle, string> = {
  storybook: 'classic storybook watercolour and ink',
  pastel: 'soft pastel crayon with light, airy colours',
  bold: 'bold flat shapes with thick clean outlines and bright colours',
};

const COLORING_WORDS =
  'clean thick black outlines on a pure white background, large simple shapes to color in, ' +
  'no shading, no grey, no colour, nothing filled in';

/**
 * The picture prompt: the scene, then every character with their description so each looks the
 * same on every page, the place, the style, and what the picture must never contain.
 */
export function picturePrompt(request: PictureRequest): string {
  const characters = request.characters.map((subject) =>
    subject.description.trim() ? `${subject.name} (${subject.description.trim()})` : subject.name,
  );
  const location = request.location
    ? `${request.location.name}${request.location.description.trim() ? ` (${request.location.description.trim()})` : ''}`
    : null;
  const coloring = request.purpose === 'coloring-page';
  return [
    coloring
      ? `A children's coloring page: ${request.specification.trim()}`
      : `A children's picture-book illustration: ${request.specification.trim()}`,
    characters.length > 0
      ? `Characters, drawn exactly the same way on every page: ${characters.join('; ')}.`
      : null,
    location ? `Place: ${location}.` : null,
    coloring
      ? `Style: ${COLORING_WORDS}, friendly, gentle and safe for small children.`
      : `Style: ${STYLE_WORDS[request.style]}, friendly, gentle and safe for small children.`,
    'No words, letters, captions or signs anywhere in the picture.',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

export const PICTURE_SIZE = { width: 1024, height: 1024 } as const;

/** An Illustrator backed by an OpenAI-compatible image model; always answers a PNG. */
export function createProviderIllustrator(model: PictureModel): Illustrator {
  return async (request, { signal }) => {
    const { image } = await generateImage({
      model,
      prompt: picturePrompt(request),
      size: `${PICTURE_SIZE.width}x${PICTURE_SIZE.height}`,
      abortSignal: signal,
      maxRetries: 1,
    });
    // Providers answer PNG, JPEG or WebP, at the size asked or their own: normalise to PNG.
    const converted = sharp(Buffer.from(image.uint8Array)).png();
    const { data, info } = await converted.toBuffer({ resolveWithObject: true });
    return { png: data, svg: null, width: info.width, height: info.height };
  };
}
