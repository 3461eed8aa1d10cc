// The offline coloring-page engine: one A4 coloring page per scene of the shared 12-page story
// (black OpenMoji line art, thresholded to a 1-bit PNG at 150 dpi), and the 12 pages bound into
// one coloring-book PDF, in-process, from the built server in apps/server/dist.
import {
  pictureRequests,
  serverModule,
  summarise,
  twelvePageRequest,
  PAGES,
} from './twelve-page-story.mjs';

export const title = 'Coloring pages: one page per scene, and a 12-page coloring book PDF';

const PAGE_TARGET_MS = 300;
const WARM_UP_RUNS = 3;
const PAGE_RUNS = 3;
const BOOK_RUNS = 10;

export async function run({ root }) {
  const { tellStory } = await serverModule(root, 'engines/storyteller/index.js');
  const { drawColoringPage, renderColoringBookPdf } = await serverModule(
    root,
    'engines/coloring-pages/index.js',
  );
  const story = tellStory(await twelvePageRequest(root), { pageCount: PAGES });
  const requests = pictureRequests(story).map((scene, index) => ({
    scene,
    title: story.title,
    pageLabel: `Page ${index + 1}`,
    paper: 'a4',
    language: 'en',
  }));

  // Warm-ups load OpenMoji's keyword index and artwork, as the first page after a start does.
  for (let index = 0; index < WARM_UP_RUNS; index += 1) await drawColoringPage(requests[index]);
  const pageTimes = [];
  let pages = [];
  for (let run = 0; run < PAGE_RUNS; run += 1) {
    pages = [];
    for (const request of requests) {
      const started = performance.now();
      pages.push((await drawColoringPage(request)).png);
      pageTimes.push(performance.now() - started);
    }
  }

  const book = () =>
    renderColoringBookPdf({
      title: story.title,
      language: 'en',
      paper: 'a4',
      pages,
      createdAt: new Date('2026-11-24T00:00:00Z'),
    });
  await book();
  const bookTimes = [];
  let bytes = 0;
  for (let index = 0; index < BOOK_RUNS; index += 1) {
    const started = performance.now();
    bytes = (await book()).length;
    bookTimes.push(performance.now() - started);
  }

  const page = summarise(pageTimes);
  const pdf = summarise(bookTimes);
  const pageBytes = pages.reduce((sum, png) => sum + png.length, 0) / pages.length;
  console.log({ page, pdf, bytes });
  const verdict = page.median <= PAGE_TARGET_MS ? 'within' : 'OVER';
  return [
    `"${story.title}": ${PAGES} scenes, each drawn as an A4 coloring page (1240 × 1754 px, 1-bit PNG,`,
    `about ${(pageBytes / 1000).toFixed(0)} kB). Pages: every scene ${PAGE_RUNS} times (${
      PAGES * PAGE_RUNS
    } pages) after ${WARM_UP_RUNS} warm-ups. Book: the ${PAGES} pages bound into one PDF`,
    `(pages drawn beforehand), ${BOOK_RUNS} runs after one warm-up.`,
    '',
    '| measure | median | fastest | slowest |',
    '|---|---:|---:|---:|',
    `| one coloring page | ${Math.round(page.median)} ms | ${Math.round(page.fastest)} ms | ${Math.round(page.slowest)} ms |`,
    `| ${PAGES}-page coloring book PDF | ${Math.round(pdf.median)} ms | ${Math.round(pdf.fastest)} ms | ${Math.round(pdf.slowest)} ms |`,
    '',
    `Book PDF size: ${(bytes / 1000).toFixed(0)} kB.`,
    `Target: ${PAGE_TARGET_MS} ms for one coloring page (median); ${verdict} target.`,
  ].join('\n');
}
