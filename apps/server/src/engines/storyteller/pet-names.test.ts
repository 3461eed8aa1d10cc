import { describe, expect, it } from 'vitest';
import { petNamesIn, withPetCapitals } from './pet-names.js';

describe('pet names in a parent’s plot', () => {
  it('finds the name a parent typed after the animal', () => {
    expect(petNamesIn('I lose my cat mittens', 'en')).toEqual(['Mittens']);
    expect(petNamesIn('my dog spot is lost in the park', 'en')).toEqual(['Spot']);
    expect(petNamesIn('her dog buster went missing', 'en')).toEqual(['Buster']);
    expect(petNamesIn('my teddy bear bruno fell in the pond', 'en')).toEqual(['Bruno']);
    expect(petNamesIn('mi perro toby se escapó', 'es')).toEqual(['Toby']);
    // Owned by name, not only by "my": "Pip's cat Mittens".
    expect(petNamesIn('Pip’s cat Mittens is hiding', 'en')).toEqual(['Mittens']);
    expect(petNamesIn("Sam's dog is barking", 'en')).toEqual([]);
  });

  it('knows the same animals a hero can own, in both languages', () => {
    expect(petNamesIn('mi cobaya canela no quiere comer', 'es')).toEqual(['Canela']);
    expect(petNamesIn('su periquito kiwi se escapó de la jaula', 'es')).toEqual(['Kiwi']);
    expect(petNamesIn('mi pececito burbuja está triste', 'es')).toEqual(['Burbuja']);
    expect(petNamesIn('my guinea pig pickle is hiding', 'en')).toEqual(['Pickle']);
  });

  it('never takes the next word of the sentence for a name', () => {
    for (const plot of [
      'i want to find my teddy before bedtime',
      'my bunny hops away',
      'my puppy under the bed',
      'my kitten today',
      'my cat outside in the rain',
      'my dog lost his ball',
      'my cat when it rains',
    ]) {
      expect(petNamesIn(plot, 'en'), plot).toEqual([]);
    }
  });

  it('gives each name its capital wherever the story says it', () => {
    expect(withPetCapitals('She called mittens, and mittens came.', ['Mittens'])).toBe(
      'She called Mittens, and Mittens came.',
    );
  });
});
