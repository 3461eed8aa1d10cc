import { describe, expect, it, vi } from 'vitest';
import { tellStory, type StoryRequest } from './index.js';

vi.setConfig({ testTimeout: 60_000 });

const SEEDS = Array.from({ length: 12 }, (_, index) => `title-${index}`);

const princess = (seed: string): StoryRequest => ({
  elements: [
    { name: 'Princesa Amara', description: 'una princesa valiente', type: 'character' },
    { name: 'Abuelo Paco', description: 'el abuelo de Amara', type: 'character' },
  ],
  event: 'un dragón aterriza en el jardín del castillo',
  goal: 'Amara quiere hacerse amiga del dragón',
  challenge: 'todos tienen miedo del dragón',
  instructions: '',
  length: 'normal',
  age: 6,
  language: 'es',
  seed,
});

describe('a Spanish name with a title', () => {
  it('is said with its article, as Spanish says it: "la Princesa Amara", "con el Abuelo Paco"', () => {
    for (const seed of SEEDS) {
      const story = tellStory(princess(seed));
      const all = [story.title, ...story.pages.map((page) => page.text)].join(' ');
      // Never bare after a word that needs the article, nor bare at a sentence's start.
      expect(all, seed).not.toMatch(
        /\b(?:con|para|a|de|dijo|vez|estaba|era)\s+(?:Princesa|Abuelo)\b|(?:^|[.!?]\s+)(?:Princesa|Abuelo)\b/,
      );
      expect(all, seed).toMatch(/\b(?:la|La) Princesa Amara\b/);
    }
  });

  it('reads "Amara" in the goal as the princess herself', () => {
    for (const seed of SEEDS) {
      const all = tellStory(princess(seed))
        .pages.map((page) => page.text)
        .join(' ');
      expect(all, seed).not.toMatch(/que Amara quisiera|Amara quiso hacerse/);
      expect(all, seed).toMatch(/se hizo amiga del dragón|hacerse amiga del dragón/);
    }
  });
});

describe('kin words beside a kin character', () => {
  it('writes "Mamá y Papá" when Papá is in the story, and "la mamá de Lola" stays a word', () => {
    for (const seed of SEEDS) {
      const story = tellStory({
        elements: [
          { name: 'Lola', description: 'una niña de cinco años', type: 'character' },
          {
            name: 'Papá',
            description: 'el papá de Lola, que canta en la cocina',
            type: 'character',
          },
        ],
        event: 'mamá y papá traen a casa a un hermanito',
        goal: 'Lola quiere que mamá y papá le hagan caso otra vez',
        challenge: 'todos están ocupados con el bebé',
        instructions: '',
        length: 'normal',
        age: 5,
        language: 'es',
        seed,
      });
      const all = story.pages.map((page) => page.text).join(' ');
      expect(all, seed).toMatch(/Mamá y Papá/);
      expect(all, seed).not.toMatch(/mamá y Papá|Mamá y papá/);
    }
  });
});
