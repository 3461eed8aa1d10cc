import { describe, expect, it } from 'vitest';
import { tellStory, type StoryRequest } from './index.js';

const kite = (seed: string, overrides: Partial<StoryRequest> = {}): StoryRequest => ({
  elements: [
    { name: 'Tess', description: 'a young otter with a striped scarf', type: 'character' },
    { name: 'Uncle Bo', description: "Tess's uncle, a badger who fixes things", type: 'character' },
    { name: 'Windy Ridge', description: 'a grassy ridge above the bay', type: 'location' },
    { name: 'String rule', description: 'Always keep both paws on the string.', type: 'note' },
  ],
  event: 'tess finds a red kite in the shed',
  goal: 'tess wants to fly the kite over windy ridge before the moon comes up',
  challenge: 'the wind is too strong and tess is scared of the wind',
  instructions: 'make it funny and describe how much it hurts',
  length: 'normal',
  age: 6,
  language: 'en',
  seed,
  ...overrides,
});

const text = (request: StoryRequest) =>
  tellStory(request)
    .pages.map((page) => page.text)
    .join(' ');

describe('a plot that belongs to this story', () => {
  it.each(['one', 'two', 'three'])('tells the goal as a wish and as done (%s)', (seed) => {
    const told = text(kite(seed));
    expect(told).toMatch(/fly the kite over Windy Ridge before the moon came up/);
    expect(told).toMatch(/flew the kite over Windy Ridge|managed to fly the kite/);
    expect(told).not.toMatch(/tess (wants|finds|is)|the wind is too strong/i);
  });

  it.each(['one', 'two', 'three'])('remembers the note as knowledge, never pasted (%s)', (seed) => {
    const told = text(kite(seed));
    expect(told).toContain('String rule');
    expect(told).toMatch(/everyone should always keep both paws on the string/);
    expect(told).not.toContain('Always keep both paws on the string.');
  });

  it.each(['one', 'two', 'three'])('has no stock filler and prints no steering (%s)', (seed) => {
    const told = text(kite(seed)).toLowerCase();
    for (const filler of ['duckling', 'what if we share', 'beetle', 'hurts', 'make it funny'])
      expect(told).not.toContain(filler);
  });

  it('meets the obstacle the parent named in its tries', () => {
    const told = ['one', 'two', 'three'].map((seed) => text(kite(seed))).join(' ');
    expect(told).toMatch(/the wind (was|did|could|had|stood)/);
  });

  it('keeps a character who she is: the badger uncle is never called a friend', () => {
    const told = ['one', 'two', 'three', 'four'].map((seed) => text(kite(seed))).join(' ');
    expect(told).toContain("Tess's uncle, a badger who fixed things");
    expect(told).not.toMatch(/friend,? Uncle Bo|Uncle Bo,? (her|Tess’s) (good |oldest )?friend/);
  });
});

describe('each page’s illustration sentence', () => {
  it('names the place, the time and the things its own page tells of', () => {
    for (const seed of ['one', 'two', 'three']) {
      const story = tellStory(kite(seed));
      for (const page of story.pages) {
        if (/\bkite\b/.test(page.text))
          expect(page.illustration, page.text).toMatch(/with the (red )?kite/);
        if (page.text.includes('Windy Ridge'))
          expect(page.illustration, page.text).toContain('Windy Ridge');
        expect(page.illustration).toMatch(/Tess/);
      }
      // "before the moon comes up": the story happens in the evening; its last page at night.
      expect(story.pages.at(-1)?.illustration).toMatch(/at night/);
    }
  });

  it('reads a sunny morning plot as day, in Spanish too', () => {
    const story = tellStory({
      elements: [{ name: 'Lía', description: 'una niña que pinta', type: 'character' }],
      event: 'una mañana lía encuentra un pincel mágico en la playa',
      goal: 'pintar un barco en la arena',
      challenge: 'las olas borran el dibujo',
      instructions: '',
      length: 'normal',
      age: 6,
      language: 'es',
      seed: 'sol',
    });
    const event = story.pages.find((page) => page.text.includes('pincel'));
    expect(event?.illustration).toMatch(/Lía/);
    expect(event?.illustration).toMatch(/con la luz de la mañana|de día/);
    expect(event?.illustration).toContain('el pincel');
    expect(event?.text).toContain('Lía encontró un pincel mágico en la playa');
  });
});
