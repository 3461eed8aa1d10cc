import { describe, expect, it, vi } from 'vitest';
import { tellStory, type StoryRequest } from './index.js';

vi.setConfig({ testTimeout: 60_000 });

const SEEDS = Array.from({ length: 16 }, (_, index) => `machine-${index}`);

const oven = (seed: string): StoryRequest => ({
  elements: [{ name: 'Noor', description: 'a boy who loves pancakes', type: 'character' }],
  event: 'it is Saturday morning',
  goal: 'Noor wants to make pancakes for his sister',
  challenge: 'the cooker will not turn on',
  instructions: '',
  length: 'longer',
  age: 6,
  language: 'en',
  seed,
});

const robot = (seed: string): StoryRequest => ({
  elements: [
    { name: 'Lucas', description: 'un niño al que le encantan los robots', type: 'character' },
    { name: 'Tito', description: 'su hermano pequeño', type: 'character' },
  ],
  event: 'es sábado por la mañana',
  goal: 'Lucas quiere jugar con su robot nuevo',
  challenge: 'el robot no funciona',
  instructions: '',
  length: 'longer',
  age: 6,
  language: 'es',
  seed,
});

describe('a machine that will not go', () => {
  it('is tried with its buttons and put right, not glued together or pushed out of the way', () => {
    for (const seed of SEEDS) {
      for (const request of [oven(seed), robot(seed)]) {
        const all = tellStory(request)
          .pages.map((page) => page.text)
          .join(' ');
        expect(all, seed).not.toMatch(/pieces|glue|still in the way|too much for one/i);
        expect(all, seed).not.toMatch(/las piezas|pegamento|seguía en medio/i);
        expect(all, seed).toMatch(/button|switch|botones|interruptor|clic|click/i);
        // The trouble as the parent gave it, told as how things stood.
        expect(all, seed).toMatch(/would not turn on|no funcionaba/);
      }
    }
  });

  it('names the robot a robot, not "la robot"', () => {
    for (const seed of SEEDS) {
      const story = tellStory(robot(seed));
      const all = [story.title, ...story.pages.map((page) => page.text)].join(' ');
      expect(all, seed).not.toMatch(/\bla robot\b/i);
    }
  });
});
