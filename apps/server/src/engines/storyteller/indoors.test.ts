import { describe, expect, it, vi } from 'vitest';
import { tellStory, type StoryRequest } from './index.js';

vi.setConfig({ testTimeout: 60_000 });

const SEEDS = Array.from({ length: 20 }, (_, index) => `indoors-${index}`);

const kitchen = (seed: string): StoryRequest => ({
  elements: [
    { name: 'Mila', description: 'a girl who loves baking', type: 'character' },
    { name: 'The kitchen', description: 'a warm kitchen with a big blue oven', type: 'location' },
  ],
  event: "it is mum's birthday",
  goal: 'mila wants to bake a chocolate cake for mum',
  challenge: 'the oven will not turn on',
  instructions: '',
  length: 'longer',
  age: 6,
  language: 'en',
  seed,
});

const grandmasHouse = (seed: string): StoryRequest => ({
  elements: [
    { name: 'Mateo', description: 'un niño que ama los dinosaurios', type: 'character' },
    {
      name: 'La casa de la abuela',
      description: 'una casa vieja con muchas habitaciones',
      type: 'location',
    },
  ],
  event: 'llueve todo el día',
  goal: 'Mateo quiere construir un fuerte de mantas',
  challenge: 'no hay suficientes mantas',
  instructions: '',
  length: 'longer',
  age: 6,
  language: 'es',
  seed,
});

const OUT_OF_DOORS =
  /\b(path|rock|mossy stone|fallen log|oak|signpost|stile|hedges?|sunflowers|pond|sendero|piedra|tronco|roble|poste|setos|girasoles|charca|cancela)\b/i;

describe('a story that stays inside', () => {
  it('goes from room to room, never along a path or onto a mossy stone', () => {
    for (const seed of SEEDS) {
      for (const request of [kitchen(seed), grandmasHouse(seed)]) {
        for (const page of tellStory(request).pages) {
          expect(page.text, `${seed}: ${page.text}`).not.toMatch(OUT_OF_DOORS);
        }
      }
    }
  });

  it('sends a helper who lives indoors, never an owl or a badger in the kitchen', () => {
    const helpers = new Set<string>();
    for (const seed of SEEDS) {
      for (const request of [kitchen(seed), grandmasHouse(seed)]) {
        const all = tellStory(request)
          .pages.map((page) => `${page.text} ${page.illustration}`)
          .join(' ');
        expect(all, seed).not.toMatch(/\b(owl|badger|lechuza|tejón)\b/i);
        for (const name of ['Pip', 'Dot', 'Webster', 'Pipo', 'Mariquita Lina', 'Doña Araña']) {
          if (all.includes(name)) helpers.add(name);
        }
      }
    }
    // Each of the indoor helpers turns up in some story.
    expect(helpers.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps a one-room story in that room: no stairs, halls or other rooms in a kitchen', () => {
    for (const seed of SEEDS) {
      const all = tellStory(kitchen(seed))
        .pages.map((page) => page.text)
        .join(' ');
      expect(all, seed).not.toMatch(/stairs|hall|room to room|every room/i);
    }
  });

  it('tells a kitchen as a favourite place, and puts nobody to bed in it', () => {
    for (const seed of SEEDS) {
      const { pages } = tellStory(kitchen(seed));
      const all = pages.map((page) => page.text).join(' ');
      expect(all).not.toMatch(/home to Mila|where Mila lived/);
      expect(all).toMatch(/favourite place|liked to be most|could be found in/);
      const last = pages.at(-1)!;
      expect(last.illustration).toMatch(/asleep in bed/);
      expect(last.illustration).not.toMatch(/kitchen/);
    }
  });

  it('draws the rain at the window, and keeps the trouble the parent gave', () => {
    for (const seed of SEEDS) {
      const { pages } = tellStory(grandmasHouse(seed));
      const all = pages.map((page) => page.text).join(' ');
      expect(all).not.toMatch(/gotas de lluvia|taparse .* de la lluvia|paró de llover/);
      for (const page of pages) expect(page.illustration).not.toMatch(/bajo la lluvia/);
      expect(pages.some((page) => /lluvia en la ventana/.test(page.illustration))).toBe(true);
      // Grandma's house is where one sleeps: the last picture may be there.
      expect(pages.at(-1)!.illustration).toMatch(/en la casa de la abuela/);
    }
  });

  it('is not what a story in the garden is', () => {
    const garden = tellStory({
      ...kitchen('garden'),
      goal: 'mila wants to find the cat in the garden',
      challenge: 'the cat is hiding',
    });
    const intro = garden.pages[0]!.text;
    expect(intro).toMatch(/kitchen/);
    // Out in the garden, the way may well be a path: nothing here forbids it.
    expect(garden.pages.length).toBeGreaterThan(0);
  });
});

describe('a try told once', () => {
  it('does not say it failed twice ("…, but it blew and blew. But …")', () => {
    for (const seed of SEEDS) {
      for (const request of [kitchen(seed), grandmasHouse(seed)]) {
        for (const page of tellStory(request).pages) {
          expect(page.text).not.toMatch(/, (but|pero) [^.!?]*[.!?] (But|Pero) /);
        }
      }
    }
  });
});
