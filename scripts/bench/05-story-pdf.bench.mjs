// The PDF book of a 12-page offline story with a picture on every page: the built storyteller
// tells it, the built offline illustrator draws its pictures beforehand, then the built renderer
// (the one `GET /artifacts/{id}/pdf` answers with) turns it into a PDF, in-process. Only the PDF
// is timed.
import {
  pictureRequests,
  serverModule,
  summarise,
  twelvePageRequest,
  PAGES,
} from './twelve-page-story.mjs';

export const title = 'Story PDF: 12-page offline story with pictures';

const TARGET_MS = 500;
const WARM_UP_RUNS = 3;
const RUNS = 15;

export async function run({ root }) {
  const { tellStory } = await serverModule(root, 'engines/storyteller/index.js');
  const { drawOfflinePicture } = await serverModule(root, 'engines/illustrator/index.js');
  const { renderStoryPdf } = await serverModule(root, 'engines/story-pdf/index.js');

  const told = tellStory(await twelvePageRequest(root), { pageCount: PAGES });
  const signal = new AbortController().signal;
  const drawn = await Promise.all(
    pictureRequests(told).map((request) => drawOfflinePicture(request, { signal })),
  );
  const files = new Map();
  const story = {
    ...told,
    pages: told.pages.map((page, index) => {
      const png = `users-prod/bench/stories/pdf/page-${index + 1}.png`;
      const { width, height } = drawn[index];
      files.set(png, drawn[index].png);
      const tag = `page-${index + 1}`;
      const picture = {
        tag,
        png,
        svg: null,
        specification: page.illustration,
        style: 'storybook',
        width,
        height,
      };
      return { ...page, picture };
    }),
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
  const { median, fastest, slowest } = summarise(times);
  console.log({ times: times.map(Math.round), bytes });
  const verdict = median <= TARGET_MS ? 'within' : 'OVER';
  return [
    `"${story.title}": ${PAGES} story pages (${PAGES + 2} PDF pages with the cover and credits),`,
    'each with its picture from the offline illustrator. Pictures are read from memory; the time',
    'covers preparing them for print (sharp) and laying out and writing the PDF (pdfkit).',
    `${RUNS} runs after ${WARM_UP_RUNS} warm-ups.`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| median | ${Math.round(median)} ms |`,
    `| fastest | ${Math.round(fastest)} ms |`,
    `| slowest | ${Math.round(slowest)} ms |`,
    `| PDF size | ${(bytes / 1000).toFixed(0)} kB |`,
    '',
    `Target: ${TARGET_MS} ms for the median; ${verdict} target.`,
  ].join('\n');
}
