// Audiobook narration speed: the built offline narrator (eSpeak NG in WASM, then MP3 with lamejs)
// reads the shared 12-page offline story, title and pages as chapters, in-process. Real-time
// factor = seconds of audio made per second of wall time.
import { serverModule, summarise, twelvePageRequest, PAGES } from './twelve-page-story.mjs';

export const title = 'Audiobook narration: a 12-page story, offline (eSpeak NG + MP3)';

const TARGET_REAL_TIME_FACTOR = 20;
const VOICE_ID = 'en-warm';
const WARM_UP_RUNS = 1;
const RUNS = 5;

export async function run({ root }) {
  const { tellStory } = await serverModule(root, 'engines/storyteller/index.js');
  const { narrate, narrateBook } = await serverModule(root, 'engines/narrator/index.js');
  const story = tellStory(await twelvePageRequest(root), { pageCount: PAGES });
  const pages = story.pages.map((page) => page.text);
  const words = pages.join(' ').split(/\s+/).length;

  // The engine starts on first use (WASM and 24 MB of voice data): timed on its own.
  const startStarted = performance.now();
  await narrate('Once upon a time.', { voiceId: VOICE_ID });
  const firstCallMs = performance.now() - startStarted;

  const signal = new AbortController().signal;
  const read = () => narrateBook({ title: story.title, pages, voiceId: VOICE_ID, signal });
  for (let index = 0; index < WARM_UP_RUNS; index += 1) await read();
  const times = [];
  let book;
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    book = await read();
    times.push(performance.now() - started);
  }
  const { median, fastest, slowest } = summarise(times);
  const factor = (ms) => book.durationSeconds / (ms / 1000);
  console.log({
    times: times.map(Math.round),
    seconds: book.durationSeconds,
    bytes: book.mp3.length,
  });
  const verdict = factor(median) >= TARGET_REAL_TIME_FACTOR ? 'within' : 'BELOW';
  return [
    `"${story.title}": ${PAGES} pages, ${words} words, read in the "${VOICE_ID}" voice to one MP3`,
    `(mono, 64 kbps) with ${book.chapters.length} chapters (the title and each page). The time`,
    'covers tidying the text, speaking it sentence by sentence and encoding the MP3.',
    `${RUNS} runs after ${WARM_UP_RUNS} warm-up; the engine's first start is timed apart.`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| audio length | ${book.durationSeconds.toFixed(1)} s |`,
    `| median time | ${Math.round(median)} ms |`,
    `| real-time factor (median) | ${factor(median).toFixed(1)}x |`,
    `| real-time factor (slowest run) | ${factor(slowest).toFixed(1)}x |`,
    `| real-time factor (fastest run) | ${factor(fastest).toFixed(1)}x |`,
    `| first call, engine start included | ${Math.round(firstCallMs)} ms |`,
    `| MP3 size | ${(book.mp3.length / 1000).toFixed(0)} kB |`,
    '',
    `Target: at least ${TARGET_REAL_TIME_FACTOR}x real time for the median; ${verdict} target.`,
  ].join('\n');
}
