import { describe, expect, it } from 'vitest';
import { checkChildSafeText, describeProblems, normalisedWords } from './child-safety.js';

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
