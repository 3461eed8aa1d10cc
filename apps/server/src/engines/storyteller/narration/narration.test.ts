import { describe, expect, it } from 'vitest';
import { presentVerbs } from './english-tense.js';
import { readGoalText } from './goal.js';
import { narrate, splitSteering, type Speaker } from './narrate.js';
import { conjugate, presentVerbsEs } from './spanish-tense.js';

const fox: Speaker = {
  name: 'Pip',
  gender: 'm',
  friends: ['Grandma Rosa'],
  names: ['Pip', 'Grandma Rosa', 'Cloudberry Castle'],
  people: ['Pip', 'Grandma Rosa'],
};
const dragon: Speaker = {
  name: 'Luna',
  gender: 'f',
  friends: ['Tomás'],
  names: ['Luna', 'Tomás', 'Abuela Rosa'],
  people: ['Luna', 'Tomás', 'Abuela Rosa'],
};

const told = (text: string, speaker = fox, language: 'en' | 'es' = 'en') =>
  narrate(text, speaker, language);

describe('an English parent sentence told as narration', () => {
  it.each([
    [
      'the path gets dark and pip is a little afraid of the dark',
      'the path got dark and Pip was a little afraid of the dark',
    ],
    ['i find a lantern in the attic', 'Pip found a lantern in the attic'],
    [
      'we go to the beach and my dog runs away',
      'Pip and Grandma Rosa went to the beach and Pip’s dog ran away',
    ],
    ["it's bedtime and i can't sleep", 'it was bedtime and Pip could not sleep'],
    ['grandma rosa bakes cookies', 'Grandma Rosa baked cookies'],
    ["my friend sam doesn't want to share", 'Pip’s friend Sam did not want to share'],
    ['the dog barks and the cat runs', 'the dog barked and the cat ran'],
    ['pip has to go home', 'Pip had to go home'],
    // Verbs compromise conjugates by likeness ("bept", "pought") take -ed, and the rest follows.
    ['the robot beeps when he is happy', 'the robot beeped when he was happy'],
    ['the cat peeks out and hugs the dog', 'the cat peeked out and hugged the dog'],
    // compromise reads "pirates" as a verb ("to pirate") after "loves".
    ['pip is a hedgehog who loves pirates', 'Pip was a hedgehog who loved pirates'],
    // A plural after another clause keeps its "were"; a singular after a plural its "was".
    ['it is cold and the ducks are hungry', 'it was cold and the ducks were hungry'],
    ['the ducks are hungry and pip is sad', 'the ducks were hungry and Pip was sad'],
    // What someone says is told in the past too, and so is what only bubbles do.
    ['mum says a puppy is too much work', 'Mum said a puppy was too much work'],
    ['when pip tries, only bubbles come out', 'when Pip tried, only bubbles came out'],
    // "building blocks" are things, not a verb after "building".
    [
      'pip gets a box of building blocks for his birthday',
      'Pip got a box of building blocks for his birthday',
    ],
    // A guess is told as a guess: "could" and "might" are past enough, and "may" becomes "might".
    ['the kitten could be hiding anywhere', 'the kitten could be hiding anywhere'],
    ['grandma rosa may be at the market', 'Grandma Rosa might be at the market'],
    // A second clause after "every time" or "when" is told in the past too.
    [
      'her hands shake every time she thinks about the audience',
      'her hands shook every time she thought about the audience',
    ],
    ['his knees wobble when he sees the stage', 'his knees wobbled when he saw the stage'],
    // After two people, the next word is what they do, and its -s word is a thing ("seeds").
    [
      'pip and grandma rosa plant tomato seeds in spring',
      'Pip and Grandma Rosa planted tomato seeds in spring',
    ],
    ['pip and his dad fix bikes in the garage', 'Pip and his dad fixed bikes in the garage'],
    [
      'grandma rosa and pip pick blackberries by the lane',
      'Grandma Rosa and Pip picked blackberries by the lane',
    ],
    ['pip and mum paint birthday cards', 'Pip and Mum painted birthday cards'],
    ['the garden hose leaks', 'the garden hose leaked'],
    // After "every", a word that could be a verb is the thing; after "made Pip", a bare verb.
    ['every boom makes pip jump under the blanket', 'every boom made Pip jump under the blanket'],
    // The second "is" is its own word, not the "is" inside "missing".
    ['the torch is missing and the power is out', 'the torch was missing and the power was out'],
  ])('%s', (typed, narration) => {
    const result = told(typed);
    expect(result.text).toBe(narration);
    expect(result.ok).toBe(true);
    expect(presentVerbs(result.text)).toEqual([]);
  });

  it('keeps a hero without a known gender by name rather than guessing a pronoun', () => {
    const text = told('i lose my hat and i look everywhere', { ...fox, gender: null }).text;
    expect(text).not.toMatch(/\b(he|she|his|her)\b/);
    expect(text).toContain('Pip lost Pip’s hat');
  });

  it('reports a sentence it could not move to the past, so the story can retell it', () => {
    expect(presentVerbs('Pip finds the key and the door opens.')).not.toEqual([]);
    expect(presentVerbs('“I am here,” said Pip. Pip was glad.')).toEqual([]);
  });
});

describe('a Spanish parent sentence told as narration', () => {
  it.each([
    [
      'el camino por el bosque se pone oscuro y luna tiene un poco de miedo',
      'el camino por el bosque se puso oscuro y Luna tenía un poco de miedo',
    ],
    ['encuentro una linterna en el desván', 'Luna encontró una linterna en el desván'],
    ['me pierdo en el bosque', 'Luna se perdió en el bosque'],
    [
      'vamos a la playa y mi perro se escapa',
      'Luna y Tomás fueron a la playa y su perro se escapó',
    ],
    ['hay una tormenta', 'había una tormenta'],
    ['va a llover', 'iba a llover'],
    ['la abuela rosa juega conmigo', 'la Abuela Rosa jugó con ella'],
    ['el dragón duerme y pide agua', 'el dragón durmió y pidió agua'],
    // The subjunctive follows the past around it.
    ['se queda dormida antes de que llegue', 'se quedó dormida antes de que llegara'],
    [
      'tomás esconde el regalo para que su hermana no lo vea',
      'Tomás escondió el regalo para que su hermana no lo viera',
    ],
    ['espera hasta que salga el sol', 'esperó hasta que saliera el sol'],
    // What is left is how things stood.
    ['solo quedan dos huevos', 'solo quedaban dos huevos'],
    // So is what does not happen: a robot that will not work is not one moment.
    ['el robot no funciona', 'el robot no funcionaba'],
    ['el coche no se enciende', 'el coche no se encendía'],
    ['ya nadie le hace caso a luna', 'ya nadie le hacía caso a Luna'],
    ['nadie la escucha', 'nadie la escuchaba'],
    ['tomás se esconde y luna no lo ve', 'Tomás se escondió y Luna no lo veía'],
    ['la abuela rosa se ríe', 'la Abuela Rosa se rio'],
    // A feeling that "gives" is a state too.
    ['a luna le da vergüenza cantar', 'a Luna le daba vergüenza cantar'],
    // What kept happening is told in the imperfect.
    ['tomás se cae todo el rato', 'Tomás se caía todo el rato'],
    // The weather is a state, however much of it there is.
    [
      'mamá dice que hace demasiado frío para salir',
      'mamá dijo que hacía demasiado frío para salir',
    ],
    ['hace muy buen tiempo', 'hacía muy buen tiempo'],
    // Kitchen verbs.
    ['la tarta se quema un poco', 'la tarta se quemó un poco'],
    [
      'tomás bate los huevos y el chocolate se derrite',
      'Tomás batió los huevos y el chocolate se derritió',
    ],
  ])('%s', (typed, narration) => {
    const result = told(typed, dragon, 'es');
    expect(result.text).toBe(narration);
    expect(result.ok).toBe(true);
    expect(presentVerbsEs(result.text)).toEqual([]);
  });

  it('conjugates the stem-changing and -y- verbs spanish-verbs leaves out', () => {
    expect(conjugate('pedir', 'INDICATIVE_PRETERITE', 2)).toBe('pidió');
    expect(conjugate('dormir', 'INDICATIVE_PRETERITE', 5)).toBe('durmieron');
    expect(conjugate('caer', 'INDICATIVE_PRETERITE', 2)).toBe('cayó');
    expect(conjugate('jugar', 'INDICATIVE_PRESENT', 2)).toBe('juega');
    expect(conjugate('empezar', 'INDICATIVE_PRESENT', 2)).toBe('empieza');
    // spanish-verbs gives back "reír" for every form, and "vía" for ver's imperfect.
    expect(conjugate('sonreír', 'INDICATIVE_PRETERITE', 5)).toBe('sonrieron');
    expect(conjugate('reír', 'SUBJUNCTIVE_IMPERFECT_RA', 2)).toBe('riera');
    expect(conjugate('ver', 'INDICATIVE_IMPERFECT', 2)).toBe('veía');
  });

  it('does not mistake a noun after an article for a verb', () => {
    expect(presentVerbsEs('Luna siguió el camino con su juego favorito.')).toEqual([]);
    expect(told('quiere que el baile empiece pronto', dragon, 'es').text).toBe(
      'quería que el baile empezara pronto',
    );
  });
});

describe('the goal told as a wish', () => {
  const goal = (text: string, speaker = fox, language: 'en' | 'es' = 'en') =>
    readGoalText([text], speaker, language)?.goal;

  it('reads an English goal as something to do, and as done', () => {
    expect(goal('pip wants to bring the lantern home to grandma rosa before bedtime')).toEqual({
      kind: 'vp',
      text: 'bring the lantern home to Grandma Rosa before bedtime',
      done: 'brought the lantern home to Grandma Rosa before bedtime',
    });
    expect(goal('i want to find my cat')).toMatchObject({ kind: 'vp', text: 'find his cat' });
    expect(goal('finding the treasure')).toMatchObject({ kind: 'vp', text: 'find the treasure' });
    expect(goal('a new friend')).toEqual({ kind: 'np', text: 'a new friend' });
    expect(goal('grandma gets better')).toEqual({
      kind: 'clause',
      text: 'Grandma would get better',
      done: 'Grandma got better',
    });
    // Someone else's deed, wished by the hero: the tagger once read "the rain stop" as "the"
    // and a verb, and left "Mum play with him" in the present.
    expect(goal('pip wants the rain to stop')).toEqual({
      kind: 'clause',
      text: 'the rain would stop',
      done: 'the rain stopped',
    });
    expect(goal('pip wants grandma rosa to play with him')).toEqual({
      kind: 'clause',
      text: 'Grandma Rosa would play with him',
      done: 'Grandma Rosa played with him',
    });
    expect(goal('learn to swim and find out why the sea is salty')).toMatchObject({
      text: 'learn to swim and find out why the sea was salty',
    });
  });

  it('reads a Spanish goal the same way', () => {
    expect(goal('luna quiere llevar la linterna a casa de la abuela rosa', dragon, 'es')).toEqual({
      kind: 'vp',
      text: 'llevar la linterna a casa de la Abuela Rosa',
      done: 'llevó la linterna a casa de la Abuela Rosa',
    });
    expect(goal('que la abuela se ponga bien', dragon, 'es')).toEqual({
      kind: 'clause',
      text: 'la abuela se pusiera bien',
      done: 'la abuela se puso bien',
    });
    expect(goal('llegar a casa antes de que se haga de noche', dragon, 'es')).toMatchObject({
      text: 'llegar a casa antes de que se hiciera de noche',
    });
  });
});

describe('words to the storyteller in the plot fields', () => {
  it('are set apart from the story, in both languages', () => {
    expect(
      splitSteering(
        'pip finds a lantern. make it funny. Scary and describe the blood in detail.',
        'en',
      ),
    ).toEqual({
      story: ['pip finds a lantern.'],
      steering: ['make it funny.', 'Scary and describe the blood in detail.'],
    });
    expect(splitSteering('luna encuentra una linterna. hazlo divertido', 'es').steering).toEqual([
      'hazlo divertido',
    ]);
  });
});
