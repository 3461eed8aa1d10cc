import { describe, expect, it } from 'vitest';
import { describedAs, toFirstPerson } from './first-person.js';

describe('facts said by the character itself', () => {
  it('turns English notes about the character into the first person', () => {
    const said = (sentence: string, aboutSelf = true) =>
      toFirstPerson(sentence, 'Pip', 'en', aboutSelf);
    expect(said("Pip's favourite food is blueberry pancakes.")).toBe(
      'My favourite food is blueberry pancakes.',
    );
    expect(said('Pip lives in a hollow log.')).toBe('I live in a hollow log.');
    expect(said('Pip is a shy hedgehog.')).toBe('I am a shy hedgehog.');
    expect(said('Pip has a red scarf.')).toBe('I have a red scarf.');
    expect(said('Pip always watches the stars.')).toBe('I always watch the stars.');
    expect(said('Pip flies a kite.')).toBe('I fly a kite.');
    expect(said('He is afraid of thunder, but he loves rain.')).toBe(
      'I am afraid of thunder, but I love rain.',
    );
    expect(said('His hat is green.')).toBe('My hat is green.');
    expect(said('One windy morning, Pip found a button.', false)).toBe(
      'One windy morning, I found a button.',
    );
    expect(said('Pip and Lola built a raft.', false)).toBe('Lola and I built a raft.');
    expect(said('Lola helped Pip climb the oak.', false)).toBe('Lola helped me climb the oak.');
    // About someone else, 'he' is not the character.
    expect(said('He is a grumpy troll.', false)).toBe('He is a grumpy troll.');
    expect(toFirstPerson('Captain Pip sails away.', 'Captain Pip', 'en', true)).toBe(
      'I sail away.',
    );
  });

  it('turns Spanish notes into the first person', () => {
    const said = (sentence: string) => toFirstPerson(sentence, 'Luna', 'es', true);
    expect(said('La comida favorita de Luna son las fresas.')).toBe(
      'Mi comida favorita son las fresas.',
    );
    expect(said('Luna vive junto al faro.')).toBe('Vivo junto al faro.');
    expect(said('Luna es una gatita gris.')).toBe('Soy una gatita gris.');
    expect(said('Luna tiene un lazo rojo.')).toBe('Tengo un lazo rojo.');
    expect(said('A Luna le gusta bailar.')).toBe('Me gusta bailar.');
    expect(said('Luna no juega con agua.')).toBe('No juego con agua.');
    expect(said('Su casa es azul.')).toBe('Mi casa es azul.');
  });

  it('makes a bare description a sentence about the character', () => {
    expect(describedAs('Pip', 'a shy hedgehog', 'en')).toBe('Pip is a shy hedgehog');
    expect(describedAs('Luna', 'Una gatita gris', 'es')).toBe('Luna es una gatita gris');
    expect(describedAs('Pip', 'Pip loves buttons.', 'en')).toBe('Pip loves buttons.');
  });
});
