import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.js';
import { checkChildSafeText, describeProblems, normalisedWords } from './child-safety.js';
import { corpusLines } from './corpus.test-support.js';

const check = (text: string) => checkChildSafeText([{ field: 'Text', text }]);

describe('checkChildSafeText', () => {
  it('passes ordinary children’s stories', () => {
    expect(
      checkChildSafeText([
        { field: 'Title', text: 'The brave little fox and the 5 sleepy owls' },
        {
          field: 'Description',
          text: 'A class trip to Scunthorpe to assess skills; pass the glass!',
        },
        { field: 'Nota', text: 'La heroína del cuento cruza el bosque con su perro.' },
      ]),
    ).toEqual({ ok: true });
  });

  it('finds unsafe English words as whole words, whatever the case', () => {
    expect(check('The MURDER on the hill')).toEqual({
      ok: false,
      problems: [{ field: 'Text', reason: 'violence' }],
    });
    expect(check('a bottle of vodka').ok).toBe(false);
    expect(check('what the fuck').ok).toBe(false);
    expect(check('you ass').ok).toBe(false);
  });

  it('finds Spanish words with or without accents', () => {
    expect(check('Había cocaína en la mesa')).toEqual({
      ok: false,
      problems: [{ field: 'Text', reason: 'drugs or alcohol' }],
    });
    expect(check('una palabra de mierda').ok).toBe(false);
    expect(check('el asesino del pueblo').ok).toBe(false);
  });

  it('undoes simple leetspeak', () => {
    expect(check('k1ll them all').ok).toBe(false);
    expect(check('sh!t happens').ok).toBe(false);
    expect(check('$exy')).toMatchObject({ ok: false });
  });

  it('matches phrases across punctuation and spacing', () => {
    expect(check('Self-harm is not a topic here')).toEqual({
      ok: false,
      problems: [{ field: 'Text', reason: 'self-harm' }],
    });
    expect(check('kill   yourself')).toMatchObject({ ok: false });
  });

  it('reports each field with each of its reasons once', () => {
    const result = checkChildSafeText([
      { field: 'Title', text: 'Murder and more murder with beer' },
      { field: 'Description', text: 'Nice' },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'Title', reason: 'violence' },
        { field: 'Title', reason: 'drugs or alcohol' },
      ],
    });
    if (!result.ok) {
      expect(describeProblems(result.problems)).toBe(
        'Some words are not right for children. Please change: Title (violence, drugs or alcohol).',
      );
    }
  });
});

describe('normalisedWords', () => {
  it('lowercases, drops accents and numbers, keeps punctuation out', () => {
    expect(normalisedWords('¡Hola, Niño! Run! 2024 c4t')).toEqual(['hola', 'nino', 'run', 'cat']);
  });
});

describe('checkChildSafeText against disguises', () => {
  const refused = (text: string) => !check(text).ok;

  it('refuses every line of the disguised unsafe corpus', () => {
    const lines = corpusLines('unsafe');
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect(lines.filter((line) => !refused(line))).toEqual([]);
  });

  it('passes every line of the clean corpus, in several languages', () => {
    const lines = corpusLines('clean');
    expect(lines.length).toBeGreaterThanOrEqual(500);
    const alarms = lines.flatMap((line) => {
      const result = check(line);
      return result.ok ? [] : [`${line} (${result.problems.map((p) => p.reason).join(', ')})`];
    });
    expect(alarms).toEqual([]);
  });

  it('joins only runs of single letters: ordinary one-letter words stay words', () => {
    expect(refused('s e x')).toBe(true);
    expect(refused('the wolf is a b i t c h')).toBe(true);
    for (const text of ['a b', 'I am a bee', 'Plan A, B or C', 'y a su casa', 'J. R. R. Tolkien']) {
      expect(refused(text), text).toBe(false);
    }
  });

  it('squeezes stretched letters while real double letters still match', () => {
    expect(refused('kiiiiill')).toBe(true);
    expect(refused('assssault is not here, but asssshole is')).toBe(true);
    // Double letters alone are no stretching: 'drool', 'lull' and 'rapped' are not 'drol', 'lul', 'raped'.
    expect(
      refused('The baby began to drool, then Mum lulled her while rain rapped on the glass'),
    ).toBe(false);
  });

  it('reads a phrase only within one sentence, with a small gap between its words', () => {
    expect(refused('He touches the little girl’s private parts')).toBe(true);
    expect(refused('They slit throats')).toBe(true);
    expect(refused('She slit the envelope. Her throat was sore.')).toBe(false);
    expect(refused('She cut the cake, and her throat felt much better')).toBe(false);
  });

  it('tells an accented word from its accentless twin in another language', () => {
    expect(check('le géant est tué')).toMatchObject({ ok: false });
    expect(check('le tue scarpe sono qui')).toEqual({ ok: true });
    expect(check('Der Fuchs aß einen Apfel')).toEqual({ ok: true });
    expect(check('die Toten Hosen')).toEqual({ ok: true });
    expect(check('töten')).toMatchObject({ ok: false });
  });

  // How long the check takes is measured in `npm run bench` (the story engine's suite), not here.
  it('passes the offline storyteller’s stories', () => {
    const elements = [
      { name: 'Pip', description: 'a shy hedgehog', type: 'character' as const },
      { name: 'Lola', description: 'a chatty squirrel', type: 'character' as const },
      {
        name: 'Whispering Woods',
        description: 'trees that hum at night',
        type: 'location' as const,
      },
    ];
    const stories = (['en', 'es'] as const).flatMap((language) =>
      Array.from({ length: 40 }, (_, seed) =>
        tellStory({
          elements,
          event: '',
          goal: '',
          challenge: '',
          instructions: '',
          length: 'longer',
          age: [3, 6, 10][seed % 3]!,
          language,
          seed: `safety-${seed}`,
        }),
      ),
    );
    const textsOf = (story: (typeof stories)[number]) => [
      { field: 'Title', text: story.title },
      ...story.pages.map((page, index) => ({ field: `Page ${index + 1}`, text: page.text })),
    ];
    for (const story of stories) expect(checkChildSafeText(textsOf(story))).toEqual({ ok: true });
  });
});
