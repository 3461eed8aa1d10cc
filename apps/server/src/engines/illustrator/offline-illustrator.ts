import { loadEmojiKeywordIndex, readEmojiSvg } from '../avatar-art/index.js';
import type { DrawnPicture, Illustrator, PictureRequest } from './illustrator-port.js';
import { planScene, SCENE_HEIGHT, SCENE_WIDTH } from './plan-scene.js';
import { scenePng, sceneSvg } from './render-scene.js';

/** Long texts say nothing more about the picture; this bounds the work per picture. */
const MAX_TEXT_LENGTH = 2000;

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
  ...(request.pageText !== undefined
    ? { pageText: request.pageText.slice(0, MAX_TEXT_LENGTH) }
    : {}),
  ...(request.notes
    ? {
        notes: request.notes.map((note) => ({
          name: note.name.slice(0, MAX_TEXT_LENGTH),
          description: '',
        })),
      }
    : {}),
});

/** The SVG of one picture; the same request and seed always give the same text. */
export async function drawSceneSvg(request: PictureRequest): Promise<string> {
  const plan = planScene(bounded(request), await loadEmojiKeywordIndex());
  const hexcodes = new Set(
    [
      ...plan.scenery,
      ...plan.props,
      ...plan.characters,
      ...plan.characters.flatMap((c) => (c.sign ? [c.sign] : [])),
    ].map((placed) => placed.hexcode),
  );
  const artwork = new Map(
    await Promise.all(
      [...hexcodes].map(async (hexcode) => [hexcode, await readEmojiSvg(hexcode)] as const),
    ),
  );
  return sceneSvg(plan, artwork);
}

/**
 * The offline illustrator: a scene composed from OpenMoji artwork (CC BY-SA 4.0, credited with
 * OPENMOJI_CREDIT): a backdrop for the place, the page's characters in a row on the ground,
 * each drawn the same way on every page, and the things the text names. Needs no provider.
 */
export const drawOfflinePicture: Illustrator = async (request, { signal }) => {
  signal.throwIfAborted();
  const svg = await drawSceneSvg(request);
  signal.throwIfAborted();
  const png = await scenePng(svg);
  return { png, svg, width: SCENE_WIDTH, height: SCENE_HEIGHT } satisfies DrawnPicture;
};
