import { describe, expect, it } from 'vitest';
import { KIND_LINES, kindIn, problemKind, weatherIn, weatherLines } from './problem-kind.js';
import { tellStory } from './index.js';

describe('the weather a plot speaks of', () => {
  it('reads the weather named in either language', () => {
    expect([...weatherIn('the wind is too strong')]).toEqual(['wind']);
    expect([...weatherIn('a misty morning by the lake')]).toEqual(['fog']);
    expect([...weatherIn('está lloviendo y hay charcos')]).toEqual(['rain']);
    expect(weatherIn('a big storm with thunder')).toEqual(new Set(['wind', 'rain', 'storm']));
  });

  it('reads Spanish words that begin or end with an accented letter', () => {
    expect([...weatherIn('anoche nevó tanto que la puerta no se abre')]).toEqual(['snow']);
    expect([...weatherIn('llovió toda la noche')]).toEqual(['rain']);
  });

  it('hears no weather in words that only look like it', () => {
    for (const plot of [
      'she made a mistake with the map',
      'lo hizo con mucho gusto',
      'a dry desert far away',
      'he blew out the candles on the cake',
      'a rainbow over the hill',
      'a window that would not open',
    ]) {
      expect([...weatherIn(plot)], plot).toEqual([]);
    }
  });

  it('keeps to lines of the weather named, and prefers those that name it', () => {
    const lines = [
      'It rained and rained.',
      'The wind blew and blew.',
      'They waited for the weather to turn.',
    ];
    expect(weatherLines(lines, new Set(['wind']))).toEqual(['The wind blew and blew.']);
    expect(weatherLines(lines, new Set(['fog']))).toEqual(['They waited for the weather to turn.']);
  });
});

describe('the kind of trouble a plot is', () => {
  it('knows Spanish words whose first or last letter carries an accent', () => {
    expect(kindIn('la gata subió y ahora no puede bajar')).toBe('high');
    expect(kindIn('la cometa se quedó en el árbol')).toBe('high');
    expect(kindIn('el perro es muy tímido')).toBe('shy');
  });

  it('does not take rising water for something high to climb', () => {
    expect(kindIn('la marea sube muy deprisa')).not.toBe('high');
    expect(kindIn('el agua sube deprisa por la cueva')).not.toBe('high');
    expect(kindIn('el gatito sube al tejado y no sabe bajar')).toBe('high');
  });

  it('reads a machine that will not go, in either language and either tense', () => {
    for (const plot of [
      'the oven will not turn on',
      "the car won't start",
      'the old clock stopped ticking',
      'his robot stopped working',
      'the batteries are flat',
      'the lift is out of order',
      'the music box wasn’t working',
      'el robot no funciona',
      'la radio no funcionaba',
      'el coche no arranca',
      'la lámpara no se enciende',
      'la lavadora se estropeó',
    ]) {
      expect(kindIn(plot), plot).toBe('stopped');
    }
    for (const plot of [
      'Tom can’t run fast',
      'she stopped to rest',
      'the plan did not work',
      'no funciona el plan de Tito',
      'el truco no funcionó',
    ]) {
      expect(kindIn(plot), plot).not.toBe('stopped');
    }
  });

  it('reads a thing fallen through a crack as lost, and someone shy as shy', () => {
    expect(kindIn('el diente se cae por una rendija del suelo')).toBe('lost');
    expect(kindIn('the tooth falls through a gap in the floorboards')).toBe('lost');
    expect(kindIn('the marble rolled under the sofa')).toBe('lost');
    expect(kindIn('Pip fell down and hurt his knee')).not.toBe('lost');
    expect(kindIn('he is too shy to say hello')).toBe('shy');
    expect(kindIn('le da vergüenza hablar en clase')).toBe('shy');
    expect(kindIn('she is shy and scared of the big dog')).toBe('scary');
  });

  it('still reads whole words only', () => {
    expect(kindIn('a tiny treehouse picnic')).toBeNull();
    expect(kindIn('subiendo')).toBe('high');
    expect(kindIn('subsuelo')).toBeNull();
  });
});

describe('not enough of something', () => {
  it('is a trouble of its own, in either language', () => {
    for (const challenge of [
      'there are not enough blankets for a fort',
      'they ran out of blue paint',
      'too few chairs for all the guests',
      'no hay suficientes mantas',
      'se acabaron las pinturas azules',
      'faltan piezas del puzle',
      'solo quedan dos huevos',
    ]) {
      expect(kindIn(challenge), challenge).toBe('short');
    }
  });

  it('is not someone running out of a room, or a child who is too little', () => {
    expect(kindIn('the puppy ran out of the house')).not.toBe('short');
    expect(kindIn('she can not go because she is too little')).not.toBe('short');
    expect(kindIn('hace falta un martillo')).not.toBe('short');
    // "solo" is "only" there; someone alone is "está sola".
    expect(kindIn('solo quedan dos huevos')).not.toBe('sad');
    expect(kindIn('la abuela está muy sola')).toBe('sad');
  });
});

describe('the kind of trouble of a whole plot', () => {
  it('takes weather in the event as the backdrop when the parent gave a challenge', () => {
    expect(
      problemKind('no hay suficientes mantas', 'construir un fuerte', 'llueve todo el día'),
    ).toBe('short');
    expect(
      problemKind('his little brother keeps laughing', 'build a fort', 'it rains all day'),
    ).toBe('unknown');
    expect(problemKind('', 'get home', 'a storm is coming')).toBe('weather');
  });

  it('still hears a lost thing in the event', () => {
    expect(problemKind('the playground is very big', 'find his tooth', 'Finn lost his tooth')).toBe(
      'lost',
    );
  });
});

describe('a try that says in its own words that it failed', () => {
  it('is marked {FAILED} wherever it is written, and only tries and team lines are', () => {
    for (const language of ['en', 'es'] as const) {
      for (const [kind, lines] of Object.entries(KIND_LINES[language])) {
        for (const line of [...lines.try, ...lines.team]) {
          // "…, but the kite stayed stuck" already failed; such a line must say so.
          if (/,\s*(?:but|pero)\b/i.test(line))
            expect(line, `${language} ${kind}`).toContain('{FAILED}');
          if (line.includes('{FAILED}')) expect(line, `${language} ${kind}`).toMatch(/\{FAILED\}$/);
        }
        for (const line of [...lines.search, ...lines.turn, ...lines.fix, ...lines.joke]) {
          expect(line, `${language} ${kind}`).not.toContain('{FAILED}');
        }
      }
    }
  });

  it('is not told to have failed a second time', () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Each English line marked {FAILED}, as a pattern: its words, with any name or pronoun.
    const failed = Object.values(KIND_LINES.en)
      .flatMap((lines) => [...lines.try, ...lines.team])
      .filter((line) => line.includes('{FAILED}'))
      .map(
        (line) =>
          new RegExp(escape(line.replace('{FAILED}', '')).replace(/\\\{[^}]*\\\}/g, '.{1,40}?')),
      );
    const toldAgain =
      /^\s*(?:But no|No, not yet|Oh dear\. It did not work|But it did not work|But rushing|Nothing happened|It was no use|Nothing\. Not even|It did not work|It almost worked|Nearly there|They got a little|It worked a tiny|For one wonderful|They were closer|It half worked)/;
    const plots = [
      [
        'Pip and Lola go fishing at the lake',
        'Pip wants to catch a fish',
        'the fish are not biting',
      ],
      ['it is bedtime', 'Pip wants to fall asleep', 'Pip is wide awake'],
      ['Pip starts at a new school', 'Pip wants to make a friend', 'Pip is very shy'],
      ['a new baby comes home', 'Pip wants to help', 'everyone is too busy and Pip feels left out'],
      ['Pip finds a shiny ball', 'Pip and Lola want to play', 'they both want the ball'],
    ];
    let checked = 0;
    for (const [event, goal, challenge] of plots) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
        const story = tellStory({
          elements: [
            { name: 'Pip', description: 'a small hedgehog', type: 'character' },
            { name: 'Lola', description: 'a kind squirrel', type: 'character' },
          ],
          event: event ?? '',
          goal: goal ?? '',
          challenge: challenge ?? '',
          instructions: '',
          length: 'normal',
          age: 8,
          language: 'en',
          seed,
        });
        for (const page of story.pages) {
          expect(page.text).not.toContain('{FAILED}');
          for (const pattern of failed) {
            const match = pattern.exec(page.text);
            if (!match) continue;
            checked += 1;
            const after = page.text.slice(match.index + match[0].length);
            expect(after, `${seed}: ${page.text}`).not.toMatch(toldAgain);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
