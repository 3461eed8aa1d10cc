import sharp from 'sharp';
import { loadEmojiKeywordIndex } from '../avatar-art/index.js';
import { planScene } from '../illustrator/index.js';
import { bookLabels, toPrintableText } from '../story-pdf/index.js';
import type { PictureRequest } from '../illustrator/index.js';
import { layoutColoringPage, PAGE_PIXELS, type Paper } from './coloring-layout.js';
import { coloringSvg } from './coloring-svg.js';
import { loadEmojiSources } from './line-art.js';

export type ColoringPageRequest = {
  /** The same request the page's picture was drawn from, so its characters look the same. */
  scene: PictureRequest;
  title: string;
  /** A short line under the title, e.g. "Page 3". */
  pageLabel?: string;
  paper: Paper;
  language: 'en' | 'es';
  /**
   * The scene as an image model drew it for a coloring page (any PNG, JPEG or WebP); it is
   * cleaned to black lines on white and framed like an OpenMoji scene. Absent: OpenMoji art.
   */
  sceneArt?: Buffer;
};

export type ColoringPage = { png: Buffer; svg: string; width: number; height: number };

/** Long texts say nothing more about the picture; this bounds the work per page. */
const MAX_TEXT_LENGTH = 2000;
const MAX_TITLE_LENGTH = 200;

const bounded = (request: PictureRequest): PictureRequest => ({
  ...request,
  specification: request.specification.slice(0, MAX_TEXT_LENGTH),
  characters: request.characters.map((subject) => ({
    name: subject.name.slice(0, MAX_TEXT_LENGTH),
    description: subject.description.slice(0, MAX_TEXT_LENGTH),
  })),
  location: request.location && {
    name: request.location.name.slice(0, MAX_TEXT_LENGTH),
    description: request.location.description.slice(0, MAX_TEXT_LENGTH),
  },
});

/** Grey below this turns black, lighter grey turns white. */
const INK_THRESHOLD = 160;

/** Refuse absurd images (decompression bombs) rather than spend the server's memory on them. */
const MAX_ART_PIXELS = 40_000_000;

/**
 * A model's drawing as clean black lines on white at the frame's size: grey, colour and faint
 * shading are dropped, specks smoothed away, so only outlines are left to color in.
 */
async function cleanLineArt(art: Buffer, frame: { width: number; height: number }) {
  return sharp(art, { limitInputPixels: MAX_ART_PIXELS })
    .flatten({ background: '#FFFFFF' })
    .resize(frame.width, frame.height, { fit: 'cover' })
    .grayscale()
    .normalise()
    .median(3)
    .threshold(INK_THRESHOLD)
    .png()
    .toBuffer();
}

/** The SVG of one coloring page; the same request always gives the same text. */
export async function drawColoringSvg(request: ColoringPageRequest): Promise<string> {
  const scene = bounded(request.scene);
  const plan = planScene(scene, await loadEmojiKeywordIndex());
  // The same printable text as the PDF book: letters any sans font has, no emoji.
  const title =
    toPrintableText(request.title.slice(0, MAX_TITLE_LENGTH)).replace(/\n+/g, ' ') ||
    bookLabels(request.language).untitled;
  const label = request.pageLabel
    ? toPrintableText(request.pageLabel.slice(0, MAX_TITLE_LENGTH)).replace(/\n+/g, ' ')
    : '';
  const layout = layoutColoringPage(plan, request.paper, title, label || null);
  if (request.sceneArt) {
    return coloringSvg(layout, new Map(), {
      language: request.language,
      specification: scene.specification,
      sceneArt: await cleanLineArt(request.sceneArt, layout.frame),
    });
  }
  const sources = await loadEmojiSources(
    [...layout.scenery, ...layout.props, ...layout.characters].map((placed) => placed.hexcode),
  );
  return coloringSvg(layout, sources, {
    language: request.language,
    specification: scene.specification,
  });
}

/**
 * A printable coloring page for one scene: portrait at 150 dpi for A4 or Letter, the story's
 * title on top, the scene in a thick frame as black OpenMoji outlines (CC BY-SA 4.0; credit
 * OPENMOJI_CREDIT wherever it is shown) with nothing filled in. The PNG holds only pure black
 * and pure white: edges are thresholded, not smoothed, so it prints crisp on any printer.
 */
export async function drawColoringPage(request: ColoringPageRequest): Promise<ColoringPage> {
  const svg = await drawColoringSvg(request);
  const { width, height } = PAGE_PIXELS[request.paper];
  const png = await sharp(Buffer.from(svg))
    .flatten({ background: '#FFFFFF' })
    .threshold(INK_THRESHOLD)
    .toColourspace('b-w')
    // 150 dpi in the file too, so an image viewer prints it at the paper's size.
    .withMetadata({ density: 150 })
    // Two colours make sharp write a 1-bit palette PNG: small, and nothing but black and white.
    .png({ palette: true, colours: 2, dither: 0, compressionLevel: 6 })
    .toBuffer();
  return { png, svg, width, height };
}
