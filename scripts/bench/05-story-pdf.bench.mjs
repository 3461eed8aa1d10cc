// The PDF book of a 12-page offline story with a picture on every page: the built storyteller
// tells the story, then the built renderer (the one `GET /artifacts/{id}/pdf` answers with) turns
// it into a PDF, in-process. Pictures are drawn beforehand by the built offline illustrator (or,
// where there is none, composed the same way: OpenMoji artwork on a 1024 × 768 canvas), so only
// the PDF is timed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

export const title = 'Story PDF: 12-page offline story with pictures';

const TARGET_MS = 500;
const WARM_UP_RUNS = 3;
const RUNS = 15;
const PAGES = 12;
const PICTURE = { width: 1024, height: 768 };
const EMOJI_PER_PICTURE = 4;

const REQUEST = {
  elements: [
    { name: 'Pip', description: 'a shy hedgehog who collects shiny buttons', type: 'character' },
    { name: 'Lola', description: 'a chatty squirrel who knows every path', type: 'character' },
    { name: 'Hoot', description: 'a wise old owl with round glasses', type: 'character' },
    { name: 'Whispering Woods', description: 'trees that hum softly at night', type: 'location' },
    { name: 'Silver Stream', description: 'a stream that sparkles in the sun', type: 'location' },
    { name: 'Be brave', description: 'trying is braver than being sure', type: 'note' },
  ],
  event: "the wind blew Pip's favourite button away",
  goal: 'find the lost button',
  challenge: 'the button landed on the far side of the stream',
  instructions: '',
  length: 'normal',
  age: 6,
  language: 'en',
};

/** The first seed whose story has exactly PAGES pages (a longer story cut to size otherwise). */
function twelvePageStory(tellStory) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const story = tellStory({ ...REQUEST, seed: `pdf-bench-${attempt}` });
    if (story.pages.length === PAGES) return story;
  }
  const longer = tellStory({ ...REQUEST, length: 'longer', seed: 'pdf-bench-longer' });
  return { ...longer, pages: longer.pages.slice(0, PAGES) };
}

/** A transparent picture with a few OpenMoji figures on it, like the offline illustrator's. */
async function openMojiPicture(root, artwork, page) {
  const size = 300;
  const figures = await Promise.all(
    Array.from({ length: EMOJI_PER_PICTURE }, async (_, index) => {
      const file = artwork[((page * EMOJI_PER_PICTURE + index) * 37) % artwork.length];
      const input = await sharp(path.join(root, 'node_modules/openmoji/color/svg', file))
        .resize(size, size)
        .png()
        .toBuffer();
      return { input, left: 40 + index * 240, top: index % 2 === 0 ? 120 : 380 };
    }),
  );
  return sharp({
    create: { ...PICTURE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(figures)
    .png()
    .toBuffer();
}

/** One picture per page from the built offline illustrator, or null when it is not there. */
async function illustratorPictures(server, story) {
  const illustrator = await server('modules/illustrator/index.js').catch(() => null);
  if (!illustrator?.drawOfflinePicture) return null;
  const signal = new AbortController().signal;
  return Promise.all(
    story.pages.map((page, index) =>
      illustrator.drawOfflinePicture(
        {
          specification: page.illustration,
          characters: page.characters.map((name) => ({ name, description: '' })),
          location: page.location ? { name: page.location, description: '' } : null,
          style: 'storybook',
          seed: `pdf-bench-${index}`,
        },
        { signal },
      ),
    ),
  );
}

export async function run({ root }) {
  const server = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
  const { tellStory } = await server('modules/storyteller/index.js');
  const { renderStoryPdf } = await server('modules/story-pdf/render-story-pdf.js');

  const told = twelvePageStory(tellStory);
  const drawn = await illustratorPictures(server, told);
  const artwork = readdirSync(path.join(root, 'node_modules/openmoji/color/svg'))
    .filter((name) => name.endsWith('.svg'))
    .sort();
  const files = new Map();
  const story = {
    ...told,
    pages: await Promise.all(
      told.pages.map(async (page, index) => {
        const png = `users-prod/bench/stories/pdf/page-${index + 1}.png`;
        files.set(png, drawn?.[index]?.png ?? (await openMojiPicture(root, artwork, index)));
        const picture = {
          tag: `page-${index + 1}`,
          png,
          svg: null,
          specification: page.illustration,
          style: 'storybook',
          ...PICTURE,
        };
        return { ...page, picture };
      }),
    ),
  };
  const render = () =>
    renderStoryPdf(story, {
      readPicture: async (key) => files.get(key) ?? null,
      createdAt: new Date('2026-11-24T00:00:00Z'),
    });

  for (let index = 0; index < WARM_UP_RUNS; index += 1) await render();
  const times = [];
  let bytes = 0;
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const slowest = times.at(-1);
  console.log({ times: times.map(Math.round), bytes });
  const verdict = median <= TARGET_MS ? 'within' : 'OVER';
  const pictureSource = drawn
    ? 'drawn by the offline illustrator'
    : `of ${EMOJI_PER_PICTURE} OpenMoji figures (no built illustrator found)`;
  return [
    `"${story.title}": ${PAGES} story pages (${PAGES + 2} PDF pages with the cover and credits),`,
    `each with a ${PICTURE.width} × ${PICTURE.height} PNG ${pictureSource}.`,
    `Pictures are read from memory; the time covers preparing them for print (sharp)`,
    `and laying out and writing the PDF (pdfkit). ${RUNS} runs after ${WARM_UP_RUNS} warm-ups.`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| median | ${Math.round(median)} ms |`,
    `| fastest | ${Math.round(times[0])} ms |`,
    `| slowest | ${Math.round(slowest)} ms |`,
    `| PDF size | ${(bytes / 1000).toFixed(0)} kB |`,
    '',
    `Target: ${TARGET_MS} ms for the median; ${verdict} target.`,
  ].join('\n');
}
