import { describe, expect, it, vi } from 'vitest';
import { pageCountFor, tellStory, type Story, type StoryRequest } from './index.js';

type Element = StoryRequest['elements'][number];

// These tests tell hundreds of stories each; a shared, busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 60_000 });

const EN_MIXES: Record<string, Element[]> = {
  'one character': [
    { name: 'Pip', description: 'a shy hedgehog who collects shiny buttons', type: 'character' },
  ],
  'many elements': [
    { name: 'Maya', description: 'A brave girl with curly hair!', type: 'character' },
    { name: 'Rex', description: 'loves chasing butterflies', type: 'character' },
    {
      name: 'Grandpa Joe',
      description: 'Grandpa Joe is a gentle man who tells the best jokes.',
      type: 'character',
    },
    { name: 'Otto', description: 'an old owl', type: 'character' },
    { name: 'the old mill', description: 'a creaky mill by the river.', type: 'location' },
    { name: 'Sunny Beach', description: 'The sand there is warm and golden.', type: 'location' },
    { name: 'Moon Hill', description: '', type: 'location' },
    { name: 'Cinnamon', description: "Grandma's house smells of cinnamon.", type: 'note' },
    { name: 'The magic word', description: 'Please and thank you open every door!', type: 'note' },
  ],
  'long descriptions': [
    {
      name: 'Luna',
      description:
        'Luna is a small dragon who is afraid of the dark. She has shiny green scales and a tail that curls like a question mark. She sleeps with a lantern. Her best toy is a knitted sheep called Wool.',
      type: 'character',
    },
    {
      name: 'Cloud Castle',
      description: 'A castle made of clouds, high above the hills, where the wind sings.',
      type: 'location',
    },
  ],
};

const ES_MIXES: Record<string, Element[]> = {
  'one character': [
    {
      name: 'Pip',
      description: 'un erizo tímido que colecciona botones brillantes',
      type: 'character',
    },
  ],
  'many elements': [
    { name: 'Maya', description: '¡Una niña valiente con el pelo rizado!', type: 'character' },
    { name: 'Rex', description: 'un perro que persigue mariposas.', type: 'character' },
    {
      name: 'Abuelo Pepe',
      description: 'Abuelo Pepe cuenta los mejores chistes.',
      type: 'character',
    },
    { name: 'El molino viejo', description: 'un molino que cruje junto al río', type: 'location' },
    { name: 'Playa Soleada', description: 'La arena es cálida y dorada.', type: 'location' },
    { name: 'Canela', description: 'La casa de la abuela huele a canela.', type: 'note' },
  ],
  'long descriptions': [
    {
      name: 'Luna',
      description:
        'Luna es una dragona pequeña que tiene miedo de la oscuridad. Tiene escamas verdes y brillantes. Duerme con un farolillo. Su juguete favorito es una oveja de lana.',
      type: 'character',
    },
    { name: 'Castillo de Nubes', description: 'un castillo hecho de nubes', type: 'location' },
  ],
};

const EN_PLOT = {
  event: 'a storm blew all the leaves away',
  goal: 'find the lost button',
  challenge: 'the river is too deep to cross',
  instructions: 'make it about sharing',
};
const ES_PLOT = {
  event: 'una tormenta se llevó todas las hojas',
  goal: 'encontrar el botón perdido',
  challenge: 'el río es demasiado profundo',
  instructions: 'que trate sobre compartir',
};
const BLANK = { event: '', goal: '', challenge: '', instructions: '' };

function request(
  language: 'en' | 'es',
  mix: string,
  seed: number,
  overrides: Partial<StoryRequest> = {},
): StoryRequest {
  const elements = (language === 'en' ? EN_MIXES : ES_MIXES)[mix] ?? [];
  const plot = seed % 3 === 0 ? BLANK : language === 'en' ? EN_PLOT : ES_PLOT;
  return {
    elements,
    ...plot,
    length: seed % 4 === 0 ? 'longer' : 'normal',
    age: [3, 6, 10][seed % 3] ?? 6,
    language,
    seed: `seed-${seed}`,
    ...overrides,
  };
}

const allText = (story: Story) => story.pages.map((page) => page.text).join(' ');
const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?…])\s+(?=[¿¡“«—]?\p{Lu})/u).filter(Boolean);
const userTexts = (req: StoryRequest) =>
  [
    ...req.elements.flatMap((e) => [e.name, e.description]),
    req.event,
    req.goal,
    req.challenge,
    req.instructions,
  ]
    .flatMap((text) => (text ?? '').split(/(?<=[.!?])\s+/))
    .map((text) => text.replace(/[.!?]+$/, ''))
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);

const SEAMS: [string, RegExp][] = [
  ['brace', /[{}]/],
  ['undefined', /\bundefined\b/],
  ['null', /\bnull\b/],
  ['NaN', /\bNaN\b/],
  ['double space', / {2}/],
  ['space before punctuation', / [,.;:!?]/],
  ['doubled punctuation', /[.,]{2}|,\.|\.,/],
  ['lowercase sentence start', /[.!?] +\p{Ll}/u],
];

const SEEDS = Array.from({ length: 200 }, (_, i) => i);

describe.each(['en', 'es'] as const)('tellStory in %s', (language) => {
  const mixes = Object.keys(language === 'en' ? EN_MIXES : ES_MIXES);

  it('names every chosen element, reads without seams and never repeats a sentence', () => {
    for (const seed of SEEDS) {
      const mix = mixes[seed % mixes.length] as string;
      const req = request(language, mix, seed);
      const story = tellStory(req);
      const text = allText(story);
      for (const element of req.elements) {
        // A leading 'The'/'El' is lower-cased mid-sentence, as it should be.
        expect(text.toLowerCase(), `${mix} ${seed}: ${element.name}`).toContain(
          element.name.toLowerCase(),
        );
      }
      for (const [label, pattern] of SEAMS) {
        for (const page of story.pages)
          expect(pattern.test(page.text), `${label} in ${seed}: ${page.text}`).toBe(false);
      }
      expect(story.title.trim()).toBe(story.title);
      expect(
        /[{}]|undefined/.test(story.title + story.pages.map((p) => p.illustration).join(' ')),
      ).toBe(false);
      const sentences = sentencesOf(text).map((s) => s.toLowerCase());
      expect(new Set(sentences).size, `repeated sentence in ${seed}`).toBe(sentences.length);
      const paragraphs = story.pages.map((p) => p.text);
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
      const { min, max } = req.length === 'normal' ? { min: 6, max: 12 } : { min: 10, max: 20 };
      expect(story.pages.length).toBeGreaterThanOrEqual(min);
      expect(story.pages.length).toBeLessThanOrEqual(max);
      expect(story.language).toBe(language);
      for (const page of story.pages)
        expect(
          page.text.length,
          `${mix} ${seed}: ${JSON.stringify(story.pages.map((p) => p.text))}`,
        ).toBeGreaterThan(20);
    }
  });

  it('varies how sentences begin', () => {
    for (const seed of SEEDS.slice(0, 100)) {
      const story = tellStory(request(language, mixes[seed % mixes.length] as string, seed));
      const firstWords = sentencesOf(allText(story)).map((s) =>
        s
          .replace(/^[^\p{L}]+/u, '')
          .split(/[\s,]/)[0]
          ?.toLowerCase(),
      );
      const counts = new Map<string, number>();
      for (const word of firstWords) counts.set(word ?? '', (counts.get(word ?? '') ?? 0) + 1);
      const top = Math.max(...counts.values());
      expect(top / firstWords.length, `seed ${seed}: ${[...counts].join(' ')}`).toBeLessThanOrEqual(
        0.3,
      );
    }
  });

  it('tells the same story for the same seed and a different one for another seed', () => {
    const req = request(language, 'many elements', 7);
    expect(tellStory(req)).toEqual(tellStory({ ...req }));
    let shared = 0;
    let total = 0;
    for (const seed of SEEDS.slice(0, 20)) {
      const a = sentencesOf(
        allText(tellStory(request(language, 'one character', 1, { seed: `a${seed}` }))),
      );
      const b = new Set(
        sentencesOf(
          allText(tellStory(request(language, 'one character', 1, { seed: `b${seed}` }))),
        ),
      );
      shared += a.filter((s) => b.has(s)).length;
      total += a.length;
    }
    expect(shared / total).toBeLessThan(0.4);
  });

  it('tells the event, goal and challenge in the past and follows the theme asked for', () => {
    const req = request(language, 'one character', 1);
    const text = allText(tellStory(req)).toLowerCase();
    const told =
      language === 'en'
        ? [
            'the river was too deep to cross',
            'find the lost button',
            'a storm blew all the leaves away',
          ]
        : [
            'el río era demasiado profundo',
            'encontrar el botón perdido',
            'una tormenta se llevó todas las hojas',
          ];
    for (const part of told) expect(text).toContain(part);
    expect(text).not.toContain(language === 'en' ? 'the river is' : 'el río es');
    expect(text).toMatch(language === 'en' ? /shar/ : /compart/);
  });

  it('weaves a note in as knowledge told in the story’s words, never pasted', () => {
    const text = allText(tellStory(request(language, 'many elements', 2)));
    expect(text).toContain(language === 'en' ? 'smelled of cinnamon' : 'olía a canela');
    expect(text).not.toContain(language === 'en' ? 'smells of cinnamon' : 'huele a canela');
  });

  it('refers back to a character by pronoun or epithet, not only by name', () => {
    let referredBack = 0;
    for (const seed of SEEDS.slice(0, 30)) {
      const text = allText(tellStory(request(language, 'one character', seed)));
      if (
        language === 'en'
          ? /\b(the hedgehog|the shy hedgehog)\b/i.test(text)
          : /\bel erizo\b/i.test(text)
      )
        referredBack++;
    }
    expect(referredBack).toBeGreaterThan(5);
  });
});

describe('tellStory, language and reading level', () => {
  it('writes English with correct a/an', () => {
    for (const seed of SEEDS) {
      const req = request('en', Object.keys(EN_MIXES)[seed % 3] as string, seed);
      const text = allText(tellStory(req));
      const misuse = text.match(/\b[Aa] (?!uni|use|eu|one|once)[aeiou]\w*/g);
      expect(misuse, `seed ${seed}`).toBeNull();
      expect(/\b[Aa]n [b-df-hj-np-tv-z]/.test(text.replace(/\ban hour|\ban honest/gi, ''))).toBe(
        false,
      );
    }
  });

  it('writes "from him" and "for her", never "from he" or "for she to"', () => {
    const fishing: StoryRequest = {
      elements: [
        { name: 'Ollie', description: 'a boy of eight who loves the river', type: 'character' },
        { name: 'Grandpa Joe', description: "Ollie's grandpa", type: 'character' },
      ],
      event: 'Ollie and Grandpa Joe go fishing at the lake',
      goal: 'Ollie wants to catch his very first fish',
      challenge: 'the fish are not biting',
      instructions: '',
      length: 'normal',
      age: 8,
      language: 'en',
      seed: '',
    };
    for (const seed of SEEDS) {
      const req =
        seed % 2 === 0
          ? request('en', Object.keys(EN_MIXES)[seed % 3] as string, seed)
          : { ...fishing, seed: `fishing-${seed}` };
      const text = allText(tellStory(req));
      expect(
        text.match(/\b(?:from|with|to|beside|near) (?:he|she)\b|\bfor (?:he|she)(?= to\b|!)/g),
        `seed ${seed}`,
      ).toBeNull();
    }
  });

  it('writes Spanish without English words outside what the family typed', () => {
    for (const seed of SEEDS) {
      const req = request('es', Object.keys(ES_MIXES)[seed % 3] as string, seed);
      let text = ` ${allText(tellStory(req))} `;
      for (const user of userTexts(req)) text = text.split(user).join(' ');
      for (const word of [
        ' the ',
        ' and ',
        ' was ',
        ' with ',
        ' said ',
        ' they ',
        ' his ',
        ' her ',
        ' once ',
      ]) {
        expect(text.toLowerCase().includes(word), `"${word}" in seed ${seed}: ${text}`).toBe(false);
      }
      // Letters, not \b: "sabía el" is right; only "de el" and "a el" as words are wrong.
      expect(/(?<!\p{L})(de|a) el(?!\p{L})/u.test(text), text).toBe(false);
    }
  });

  it('uses shorter sentences for little ones than for older children', () => {
    const averageWords = (age: number) => {
      let words = 0;
      let sentences = 0;
      for (const seed of SEEDS.slice(0, 40)) {
        const story = tellStory(request('en', 'one character', 1, { age, seed: `${seed}` }));
        for (const sentence of sentencesOf(allText(story))) {
          words += sentence.split(' ').length;
          sentences++;
        }
      }
      return words / sentences;
    };
    const young = averageWords(3);
    const middle = averageWords(6);
    const old = averageWords(10);
    expect(young).toBeLessThan(middle);
    expect(middle).toBeLessThan(old);
    expect(young).toBeLessThan(9);
  });

  it('invents a hero and a plot when nothing was chosen', () => {
    const story = tellStory({
      elements: [],
      ...BLANK,
      length: 'normal',
      age: 6,
      language: 'en',
      seed: 'x',
    });
    expect(story.pages.length).toBeGreaterThanOrEqual(6);
    expect(story.title.length).toBeGreaterThan(3);
  });

  it('keeps articles small inside English titles', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const { title } = tellStory(request('en', 'many elements', seed));
      expect(title.split(' ').slice(1), title).not.toContain('The');
      expect(title.split(' ').slice(1), title).not.toContain('And');
    }
  });

  it('keeps a description ending in "!" or "." tidy', () => {
    const text = allText(tellStory(request('en', 'many elements', 4)));
    expect(text).not.toMatch(/!,|!\.|\.,/);
  });

  it('rejects a bad request with a clear message', () => {
    expect(() => tellStory({ ...request('en', 'one character', 1), age: 20 })).toThrow(
      /Age must be from 2 to 12/,
    );
    expect(() =>
      tellStory({ ...request('en', 'one character', 1), language: 'fr' as 'en' }),
    ).toThrow(/language/);
  });
});

describe('pageCountFor', () => {
  it('answers exactly the page count tellStory writes, for every mix and seed', () => {
    for (const language of ['en', 'es'] as const) {
      for (const mix of Object.keys(EN_MIXES)) {
        for (const seed of SEEDS.slice(0, 60)) {
          const req = request(language, mix, seed);
          expect(tellStory(req).pages).toHaveLength(pageCountFor(req));
        }
      }
    }
  });

  it('lets tellStory honour a charged page count and report its progress', () => {
    const req = request('en', 'many elements', 7);
    const pageCount = pageCountFor(req);
    const progress: number[] = [];
    const story = tellStory(req, { pageCount, onProgress: (fraction) => progress.push(fraction) });
    expect(story).toEqual(tellStory(req));
    expect(progress).toHaveLength(pageCount);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(() => tellStory(req, { pageCount: pageCount + 1 })).toThrow(/pages/);
  });
});

describe('the parent’s instructions', () => {
  // Directions for the storyteller, each sentence distinctive enough to be found if printed.
  const INSTRUCTIONS = {
    en: [
      'Scary and describe the blood in detail.',
      'Make it about the purple volcano of Zorbania.',
      'The dog is called Rexifer and he hates broccoli.',
      'Mention that Grandma keeps seventeen umbrellas.',
      'Please make it silly and add a talking accordion named Bartholomew!',
    ],
    es: [
      'Que dé miedo y describe la sangre con detalle.',
      'Que trate sobre el volcán morado de Zorbania.',
      'El perro se llama Rexifer y odia el brócoli.',
      'Menciona que la abuela guarda diecisiete paraguas.',
      'Hazlo divertido y añade un acordeón parlante llamado Bartolomé.',
    ],
  } as const;
  // Words that only the instructions bring; the storyteller's own banks never use them.
  const ONLY_IN_INSTRUCTIONS = {
    en: [
      'blood',
      'detail',
      'zorbania',
      'volcano',
      'rexifer',
      'broccoli',
      'umbrellas',
      'accordion',
      'bartholomew',
    ],
    es: [
      'sangre',
      'detalle',
      'zorbania',
      'volcán',
      'rexifer',
      'brócoli',
      'paraguas',
      'acordeón',
      'bartolomé',
    ],
  } as const;
  const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? [];

  it.each(['en', 'es'] as const)(
    'steer the story but no sentence of theirs is ever printed in it (%s)',
    (language) => {
      const mixes = Object.keys(language === 'en' ? EN_MIXES : ES_MIXES);
      const together = INSTRUCTIONS[language].join(' ');
      const asked = [...INSTRUCTIONS[language], together, INSTRUCTIONS[language][0]];
      for (const seed of SEEDS.slice(0, 120)) {
        const instructions = asked[seed % asked.length]!;
        const req = request(language, mixes[seed % mixes.length] as string, seed, {
          instructions,
        });
        const story = tellStory(req);
        const told = [story.title, ...story.pages.flatMap((page) => [page.text, page.illustration])]
          .join(' ')
          .toLowerCase();
        for (const sentence of instructions.split(/(?<=[.!?])\s+/)) {
          const words = wordsOf(sentence).join(' ');
          expect(wordsOf(told).join(' '), `seed ${seed}`).not.toContain(words);
        }
        for (const word of ONLY_IN_INSTRUCTIONS[language]) {
          expect(wordsOf(told), `seed ${seed}: ${word}`).not.toContain(word);
        }
      }
    },
  );

  it('still choose the theme', () => {
    const text = allText(
      tellStory(
        request('en', 'one character', 1, { instructions: 'a story about kindness, please' }),
      ),
    );
    expect(text.toLowerCase()).toMatch(/kind/);
  });
});

describe('a hero on the way alone', () => {
  // The journey lines written for company; a hero with nobody yet walks alone.
  const TOGETHER = {
    en: /\b(They walked|their feet|showed them|They followed|beside them|They passed|They crossed|followed them)\b/,
    es: /\b(Caminaron|Siguieron|Pasaron|Cruzaron|les mostró|los siguió|a su lado)\b/,
  };

  it('is never "they" before a friend has come along', () => {
    const place = {
      en: { name: 'Moon Hill', description: 'a round green hill', type: 'location' as const },
      es: {
        name: 'Colina Luna',
        description: 'una colina verde y redonda',
        type: 'location' as const,
      },
    };
    for (const language of ['en', 'es'] as const) {
      for (let seed = 0; seed < 60; seed += 1) {
        // Every other story has a place to travel to as well.
        const base = request(language, 'one character', seed);
        const elements = seed % 2 === 0 ? base.elements : [...base.elements, place[language]];
        const story = tellStory({ ...base, elements });
        const hero = story.pages[0]?.characters[0];
        for (const page of story.pages) {
          if (page.characters.some((name) => name !== hero)) break;
          expect(page.text, `${language} seed ${seed}`).not.toMatch(TOGETHER[language]);
        }
      }
    }
  });
});

describe('what stands in the way', () => {
  it('is no boulder when the trouble is fast music or a good goalkeeper', () => {
    for (const seed of Array.from({ length: 20 }, (_, index) => `in-the-way-${index}`)) {
      for (const challenge of ['the music is too fast for her', 'the song is too hard to sing']) {
        const text = tellStory({
          elements: [{ name: 'Ruby', description: 'a girl who loves to dance', type: 'character' }],
          event: 'the school has a show',
          goal: 'ruby wants to dance in the show',
          challenge,
          instructions: '',
          length: 'longer',
          age: 6,
          language: 'en',
          seed,
        })
          .pages.map((page) => page.text)
          .join(' ');
        expect(text).not.toMatch(
          /(music|song) (was still in the way|stood in the way|was too much for one|had not gone anywhere)/,
        );
      }
    }
  });
});
