/**
 * Animals a family keeps, in both languages, as regular-expression alternatives: one list for a
 * hero's own animal ("Noah's hamster", "el hámster de Lía") and for a pet's name typed after its
 * word ("my cat mittens", "mi perro toby").
 */
const alternatives = (words: readonly string[]) => words.join('|');

export const PETS_EN = alternatives([
  'cat',
  'kitten',
  'kitty',
  'dog',
  'puppy',
  'pup',
  'bunny',
  'rabbit',
  'hamster',
  'guinea pig',
  'pony',
  'horse',
  'tortoise',
  'turtle',
  'parrot',
  'budgie',
  'goldfish',
  'fish',
  'bird',
  'mouse',
  'hedgehog',
  'chick',
  'hen',
  'duck',
  'duckling',
  'lamb',
  'goat',
  'frog',
]);

export const PETS_ES = alternatives([
  'gat[oa]',
  'gatit[oa]',
  'perr[oa]',
  'perrit[oa]',
  'conej[oa]',
  'conejit[oa]',
  'hámster',
  'cobaya',
  'poni',
  'caballo',
  'tortuga',
  'loro',
  'periquito',
  'pez',
  'pececito',
  'pájaro',
  'pajarito',
  'ratón',
  'ratoncito',
  'erizo',
  'pollito',
  'gallina',
  'cordero',
  'cabra',
  'rana',
  'pato',
  'patito',
]);

/** Toys named like pets ("my teddy barnaby", "mi osito pelusa"). */
export const NAMED_TOYS_EN = alternatives(['teddy bear', 'teddy', 'bear']);
export const NAMED_TOYS_ES = alternatives(['osit[oa]', 'oso']);
