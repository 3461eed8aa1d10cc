import type { StoryImageStyle } from '@storyloom/contracts';

// The port stories and works call to have a picture drawn: the offline OpenMoji illustrator
// (offline-illustrator.ts) and the image provider (provider-illustrator.ts) both implement it.

/** Someone or something in a picture, drawn the same way on every page (same name, same look). */
export type PictureSubject = { name: string; description: string };

export type PictureRequest = {
  /** What the picture shows: the page's illustration sentence or the user's revision. */
  specification: string;
  /** The page's own text, when there is one: it fills in what the specification leaves out. */
  pageText?: string;
  /** The language the texts are written in; guessed from them when absent. */
  language?: 'en' | 'es';
  characters: PictureSubject[];
  location: PictureSubject | null;
  /** The story's notes: knowledge the story uses, never drawn (not even when a text names one). */
  notes?: PictureSubject[];
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
