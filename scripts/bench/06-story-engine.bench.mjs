// The offline engines behind a story: the storyteller writing a 12-page story, the child-safety
// check reading it, and the illustrator drawing its 12 pictures (SVG and PNG), in-process, from
// the built server.
import {
  pictureRequests,
  serverModule,
  summarise,
  twelvePageRequest,
  PAGES,
} from './twelve-page-story.mjs';

export const title = 'Offline story engine: a 12-page story and its pictures';

const STORY_TARGET_MS = 300;
// Every told story is checked before it is stored: a few ms, not a noticeable step.
const SAFETY_TARGET_MS = 5;
const SAFETY_RUNS = 100;
const WARM_UP_RUNS = 3;
const STORY_RUNS = 30;
const PICTURE_RUNS = 5;
const FRESH_RUNS = 10;

export async function run({ root }) {
  const { tellStory } = await serverModule(root, 'engines/storyteller/index.js');
  const { drawOfflinePicture } = await serverModule(root, 'engines/illustrator/index.js');
  const { checkChildSafeText } = await serverModule(root, 'engines/child-safety/index.js');
  const request = await twelvePageRequest(root);
  const tell = () => tellStory(request, { pageCount: PAGES });

  for (let index = 0; index < WARM_UP_RUNS; index += 1) tell();
  const storyTimes = [];
  let story;
  for (let index = 0; index < STORY_RUNS; index += 1) {
    const started = performance.now();
    story = tell();
    storyTimes.push(performance.now() - started);
  }

  // A plot the storyteller has not read before: its sentences go through the tagger afresh
  // (repeats of one request are remembered, which the rows above measure).
  const freshTimes = [];
  for (let index = 0; index < FRESH_RUNS; index += 1) {
    const fresh = {
      ...request,
      goal: `${request.goal} number ${index + 1}`,
      challenge: `${request.challenge} and the water is cold ${index + 1} times`,
    };
    const started = performance.now();
    tellStory(fresh);
    freshTimes.push(performance.now() - started);
  }

  const texts = [
    { field: 'Title', text: story.title },
    ...story.pages.map((page, index) => ({ field: `Page ${index + 1}`, text: page.text })),
  ];
  if (!checkChildSafeText(texts).ok) throw new Error('The benchmark story did not pass the check.');
  const safetyTimes = [];
  for (let index = 0; index < SAFETY_RUNS; index += 1) {
    const started = performance.now();
    checkChildSafeText(texts);
    safetyTimes.push(performance.now() - started);
  }

  const signal = new AbortController().signal;
  const requests = pictureRequests(story);
  const drawAll = async () => {
    for (const picture of requests) await drawOfflinePicture(picture, { signal });
  };
  await drawAll();
  const pictureTimes = [];
  for (let index = 0; index < PICTURE_RUNS; index += 1) {
    const started = performance.now();
    await drawAll();
    pictureTimes.push(performance.now() - started);
  }

  const told = summarise(storyTimes);
  const freshTold = summarise(freshTimes);
  const drawn = summarise(pictureTimes);
  const checked = summarise(safetyTimes);
  console.log({ story: told, freshPlot: freshTold, safety: checked, pictures: drawn });
  const verdict = told.median <= STORY_TARGET_MS ? 'within' : 'OVER';
  const safetyVerdict = checked.median <= SAFETY_TARGET_MS ? 'within' : 'OVER';
  return [
    `"${story.title}" (${PAGES} pages, ${
      story.pages
        .map((page) => page.text)
        .join(' ')
        .split(/\s+/).length
    } words).`,
    `Story: ${STORY_RUNS} runs after ${WARM_UP_RUNS} warm-ups. Pictures: all ${PAGES} drawn one after`,
    `another (1024 × 768, SVG and PNG), ${PICTURE_RUNS} runs after one warm-up.`,
    '',
    '| measure | median | fastest | slowest |',
    '|---|---:|---:|---:|',
    `| write the story | ${told.median.toFixed(1)} ms | ${told.fastest.toFixed(1)} ms | ${told.slowest.toFixed(1)} ms |`,
    `| write it for a plot not read before (${FRESH_RUNS} runs) | ${freshTold.median.toFixed(1)} ms | ${freshTold.fastest.toFixed(1)} ms | ${freshTold.slowest.toFixed(1)} ms |`,
    `| check it for child safety (${SAFETY_RUNS} runs) | ${checked.median.toFixed(2)} ms | ${checked.fastest.toFixed(2)} ms | ${checked.slowest.toFixed(2)} ms |`,
    `| draw its ${PAGES} pictures | ${Math.round(drawn.median)} ms | ${Math.round(drawn.fastest)} ms | ${Math.round(drawn.slowest)} ms |`,
    `| one picture (median / ${PAGES}) | ${Math.round(drawn.median / PAGES)} ms | | |`,
    '',
    `Target: ${STORY_TARGET_MS} ms for the story; ${verdict} target. ${SAFETY_TARGET_MS} ms for its child-safety check; ${safetyVerdict} target.`,
  ].join('\n');
}
