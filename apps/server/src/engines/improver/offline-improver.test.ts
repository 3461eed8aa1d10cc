import { ENHANCEABLE_FIELDS, STORY_LIMITS } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import { checkChildSafeText } from '../child-safety/child-safety.js';
import { ALL_DETAIL_TEXTS, DETAILS } from './improver-banks.js';
import {
  improveOffline,
  joinNames,
  missingNames,
  tidy,
  type OfflineImproveRequest,
} from './offline-improver.js';

const MAX = STORY_LIMITS.descriptionMax;

const improve = (overrides: Partial<OfflineImproveRequest>) =>
  improveOffline(
    {
      field: 'event',
      text: 'the wind blows a button away',
      language: 'en',
      elementNames: [],
      ...overrides,
    },
    MAX,
  );

const detailsIn = (text: string) => ALL_DETAIL_TEXTS.filter((detail) => text.includes(detail));

describe('offline improver', () => {
  it('tidies spaces, capitals and the final full stop', () => {
    expect(tidy('  the wind   blows ,and i run  ', 'en')).toBe('The wind blows, and I run.');
    expect(tidy('it starts. then it rains!  ok', 'en')).toBe('It starts. Then it rains! Ok.');
    expect(tidy('¿dónde está el botón?  el viento sopla', 'es')).toBe(
      '¿Dónde está el botón? El viento sopla.',
    );
  });

  it('weaves in the chosen names the text does not mention, once each, as spelled', () => {
    const text = improve({
      text: 'pip loses his favourite button',
      elementNames: ['Pip', 'Lola', 'lola', 'Whispering Woods'],
    });
    expect(text.startsWith('Pip loses his favourite button.')).toBe(true);
    expect(text).toContain('It all happens around Lola and Whispering Woods.');
    expect(text.match(/Pip/g)).toHaveLength(1);
    expect(text.match(/Lola/g)).toHaveLength(1);
  });

  it('adds one gentle detail for the field, in the language asked', () => {
    for (const field of ENHANCEABLE_FIELDS) {
      for (const language of ['en', 'es'] as const) {
        const text = improve({ field, language, text: 'un botón se pierde' });
        const added = detailsIn(text);
        expect(added).toHaveLength(1);
        expect(DETAILS[language][field].map((detail) => detail.text)).toContain(added[0]);
      }
    }
  });

  it('writes the names sentence in Spanish, with agreement and "e" before an i sound', () => {
    const text = improve({
      field: 'challenge',
      language: 'es',
      text: 'el botón cayó al otro lado del río',
      elementNames: ['Lola', 'Inés'],
    });
    expect(text).toContain('En ese reto también participan Lola e Inés.');
    expect(
      improve({ field: 'goal', language: 'es', text: 'encontrar el botón', elementNames: ['Pip'] }),
    ).toContain('Pip tendrá un papel para lograrlo.');
    expect(joinNames(['Ana', 'Hierro'], 'es')).toBe('Ana y Hierro');
  });

  it('never repeats what the parent already wrote about', () => {
    // Every event detail but one speaks of something this text already has.
    const text = improve({
      text: 'It smells of rain, a breeze blows, a bird sings and the light is golden',
    });
    expect(detailsIn(text)).toEqual(['Everyone feels a little flutter of surprise.']);
    const nothingLeft = improve({
      text: 'Rain smells sweet, a breeze, a surprise, a bird, golden light',
    });
    expect(detailsIn(nothingLeft)).toEqual([]);
  });

  it('is stable: improving an improvement changes nothing, and the same text gets the same result', () => {
    for (const field of ENHANCEABLE_FIELDS) {
      for (const language of ['en', 'es'] as const) {
        const request = {
          field,
          language,
          text: 'pip and the button',
          elementNames: ['Lola', 'Pip'],
        };
        const once = improveOffline(request, MAX);
        expect(improveOffline({ ...request, text: once }, MAX)).toBe(once);
        expect(improveOffline(request, MAX)).toBe(once);
      }
    }
  });

  it('leaves a long description as it is apart from tidying and names', () => {
    const long = 'One. Two. Three. Four things happen';
    expect(improve({ text: long })).toBe('One. Two. Three. Four things happen.');
  });

  it('stays within the length limit', () => {
    const nearlyFull = `${'a'.repeat(MAX - 10)} end`;
    const text = improve({ text: nearlyFull, elementNames: ['Lola'] });
    expect(text.length).toBeLessThanOrEqual(MAX);
    const full = 'b'.repeat(MAX);
    expect(improve({ text: full }).length).toBe(MAX);
  });

  it('fits as many names as it can when the text is long', () => {
    const text = improve({
      text: 'x'.repeat(MAX - 60),
      elementNames: ['Lola', 'Pip', 'Bartholomew the Great'],
    });
    expect(text.length).toBeLessThanOrEqual(MAX);
    expect(text).toContain('Lola');
  });

  it("spells the chosen names as the parent named them: 'pip' becomes 'Pip'", () => {
    expect(improve({ text: 'the wind took the button of pip', elementNames: ['Pip'] })).toMatch(
      /^The wind took the button of Pip\./,
    );
    expect(improve({ field: 'goal', text: 'find it', elementNames: ['Pip'] })).toContain(
      'Pip will play a part in reaching it.',
    );
  });

  it('finds names whatever their case or accents', () => {
    expect(missingNames('ines and LOLA play', ['Inés', 'Lola', 'Pip'])).toEqual(['Pip']);
  });

  it('only ever adds words fit for children', () => {
    const all = ALL_DETAIL_TEXTS.map((text, index) => ({ field: `detail ${index}`, text }));
    expect(checkChildSafeText(all)).toEqual({ ok: true });
  });
});
