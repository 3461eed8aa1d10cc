import type { StoryImageStyle } from '@storyloom/contracts';

// The port stories and works call to have a picture drawn: the offline OpenMoji illustrator
// (offline-illustrator.ts) and the image provider (provider-illustrator.ts) both implement it.

/** Someone or something in a picture, drawn the same way on every page (same name, same look). */
export type PictureSubject = { name: string; description: string };

export type PictureRequest = {
  /** What the picture shows: the page's illustration sentence or the user's revision. */
  specification: string;
  characters: PictureSubject[];
  location: PictureSubject | null;
  style: StoryImageStyle;
  /** A coloring page asks for black outlines on white instead of a coloured picture. */
  purpose?: 'picture' | 'coloring-page';
  /** Varies what is left to chance (placement, backdrop details); same seed, same picture. */
  seed: string;
};

export type DrawnPicture = {
  png: Buffer;
  /** The vector original when the illustrator draws in SVG (the offline one does). */
  svg: string | null;
  width: number;
  height: number;
};

/** Draws one picture: the offline OpenMoji illustrator by default, an image provider otherwise. */
export type Illustrator = (
  request: PictureRequest,
  options: { signal: AbortSignal },
) => Promise<DrawnPicture>;
