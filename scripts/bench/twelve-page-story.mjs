// The story the engine benchmarks share: a 12-page offline story and its pictures, from the
// built server in apps/server/dist.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PAGES = 12;

export const REQUEST = {
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

/** Imports a module of the built server. */
export const serverModule = (root, file) =>
  import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);

/** The first seed whose story gets exactly PAGES pages. */
export async function twelvePageRequest(root) {
  const { pageCountFor } = await serverModule(root, 'engines/storyteller/index.js');
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const request = { ...REQUEST, seed: `bench-${attempt}` };
    if (pageCountFor(request) === PAGES) return request;
  }
  throw new Error(`no seed gives a ${PAGES}-page story`);
}

/** What the illustrator gets for each page of a told story. */
export function pictureRequests(story) {
  const described = new Map(REQUEST.elements.map((element) => [element.name, element.description]));
  const subject = (name) => ({ name, description: described.get(name) ?? '' });
  return story.pages.map((page, index) => ({
    specification: page.illustration,
    characters: page.characters.map(subject),
    location: page.location ? subject(page.location) : null,
    style: 'storybook',
    seed: `bench-picture-${index}`,
  }));
}

/** Median, fastest and slowest of the sorted timings. */
export function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    fastest: sorted[0],
    slowest: sorted.at(-1),
  };
}
