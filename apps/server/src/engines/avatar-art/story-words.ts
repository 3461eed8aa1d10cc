import { UNSAFE_WORDS, wordsOf } from './child-safety.js';

/** Words that carry no picture ("a fox who loves books" is about a fox and books). */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet of in on at to from for by with without into onto over under ' +
    'about after before behind near far who whom whose which that this these those there here ' +
    'is are was were be been being am has have had do does did will would can could should may ' +
    'might must he she it they we you i me him her them us his hers its their our your my mine ' +
    'not no very really quite just always never often sometimes every each all some many much ' +
    'more most one two three lots lot loves love likes like wants named called lives live lived ' +
    'little big small tiny huge tall short old young new friendly kind brave curious happy sweet ' +
    'good nice best great secret special magic magical own then when where while what how why ' +
    'el la los las un una unos unas de del y o que con sin en por para muy su sus mi mis es era ' +
    'le lo se al pequeno pequena gran grande viejo vieja amigo amiga'
  ).split(' '),
);

/**
 * Words children use mapped to the words OpenMoji annotates with. Several targets let the type
 * decide: a pirate *character* becomes a parrot, a pirate *place* a sailboat. Knights and
 * pirates deliberately avoid anything with a blade.
 */
const CHILD_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  kitty: ['cat'],
  kitten: ['cat'],
  puppy: ['dog'],
  pup: ['dog'],
  doggy: ['dog'],
  doggie: ['dog'],
  bunny: ['rabbit'],
  pony: ['horse'],
  foal: ['horse'],
  dino: ['dinosaur'],
  tyrannosaurus: ['rex'],
  trex: ['rex'],
  brontosaurus: ['sauropod'],
  wizard: ['mage'],
  witch: ['mage'],
  sorcerer: ['mage'],
  sorceress: ['mage'],
  magician: ['mage'],
  pixie: ['fairy'],
  knight: ['prince'],
  king: ['prince'],
  queen: ['princess'],
  pirate: ['parrot', 'sailboat'],
  sea: ['wave'],
  ocean: ['wave'],
  seaside: ['beach', 'wave'],
  shore: ['beach'],
  woods: ['tree', 'forest'],
  wood: ['tree', 'forest'],
  forest: ['tree', 'forest'],
  jungle: ['tree', 'tropical'],
  home: ['house'],
  cottage: ['house'],
  hut: ['hut', 'house'],
  spaceship: ['rocket'],
  space: ['rocket'],
  birdie: ['bird'],
  hill: ['mountain'],
  hills: ['mountain'],
  idea: ['bulb'],
  letter: ['envelope'],
  diary: ['notebook'],
  note: ['memo'],
  notes: ['memo'],
  treasure: ['gem', 'chest'],
  present: ['gift'],
  rucksack: ['backpack'],
  bag: ['backpack'],
  schoolbag: ['backpack'],
  suitcase: ['luggage'],
  monster: ['alien', 'monster'],
  spooky: ['ghost'],
  lake: ['wave', 'water'],
  river: ['wave', 'water'],
  pond: ['wave', 'water'],
  meadow: ['park'],
  field: ['park'],
  palace: ['castle'],
  shop: ['convenience', 'store'],
  bakery: ['bread'],
  kitchen: ['cooking'],
  bedroom: ['bed'],
  airport: ['airplane'],
  mom: ['woman'],
  mum: ['woman'],
  mommy: ['woman'],
  mother: ['woman'],
  dad: ['man'],
  daddy: ['man'],
  father: ['man'],
  grandma: ['old', 'woman'],
  granny: ['old', 'woman'],
  grandpa: ['old', 'man'],
  sheep: ['ewe', 'sheep'],
  lamb: ['ewe', 'sheep'],
  moon: ['crescent', 'moon'],
  cake: ['birthday', 'cake'],
  grandmother: ['old', 'woman'],
  grandfather: ['old', 'man'],
  grandad: ['old', 'man'],
  nana: ['old', 'woman'],
  // Spanish, as wordsOf leaves it (lower case, accents off).
  abuela: ['old', 'woman'],
  abuelita: ['old', 'woman'],
  abuelo: ['old', 'man'],
  abuelito: ['old', 'man'],
  mama: ['woman'],
  madre: ['woman'],
  papa: ['man'],
  padre: ['man'],
  nina: ['girl'],
  nino: ['boy'],
  princesa: ['princess'],
  principe: ['prince'],
  rey: ['prince'],
  reina: ['princess'],
  caballero: ['prince'],
  hada: ['fairy'],
  bruja: ['mage'],
  brujo: ['mage'],
  mago: ['mage'],
  maga: ['mage'],
  pirata: ['parrot', 'sailboat'],
  sirena: ['merperson'],
  robot: ['robot'],
  buho: ['owl'],
  lechuza: ['owl'],
  erizo: ['hedgehog'],
  eriza: ['hedgehog'],
  erizito: ['hedgehog'],
  zorro: ['fox'],
  zorra: ['fox'],
  zorrito: ['fox'],
  zorrita: ['fox'],
  tortuga: ['turtle'],
  tortuguita: ['turtle'],
  nutria: ['otter'],
  gato: ['cat'],
  gata: ['cat'],
  gatito: ['cat'],
  gatita: ['cat'],
  perro: ['dog'],
  perra: ['dog'],
  perrito: ['dog'],
  perrita: ['dog'],
  cachorro: ['dog'],
  conejo: ['rabbit'],
  coneja: ['rabbit'],
  conejito: ['rabbit'],
  conejita: ['rabbit'],
  oso: ['bear'],
  osa: ['bear'],
  osito: ['bear'],
  osita: ['bear'],
  raton: ['mouse'],
  ratoncito: ['mouse'],
  ratoncita: ['mouse'],
  leon: ['lion'],
  leona: ['lion'],
  leoncito: ['lion'],
  pato: ['duck'],
  patito: ['duck'],
  pata: ['duck'],
  pinguino: ['penguin'],
  dragon: ['dragon'],
  dragoncito: ['dragon'],
  unicornio: ['unicorn'],
  caballo: ['horse'],
  poni: ['horse'],
  pajaro: ['bird'],
  pajarito: ['bird'],
  abeja: ['honeybee'],
  abejita: ['honeybee'],
  mariquita: ['lady', 'beetle'],
  mariposa: ['butterfly'],
  rana: ['frog'],
  ranita: ['frog'],
  pez: ['fish'],
  pececito: ['fish'],
  ballena: ['whale'],
  delfin: ['dolphin'],
  elefante: ['elephant'],
  jirafa: ['giraffe'],
  mono: ['monkey'],
  cerdo: ['pig'],
  cerdito: ['pig'],
  vaca: ['cow'],
  oveja: ['ewe', 'sheep'],
  cordero: ['ewe', 'sheep'],
  lobo: ['wolf'],
  ardilla: ['chipmunk'],
  dinosaurio: ['dinosaur'],
  castillo: ['castle'],
  bosque: ['tree', 'forest'],
  mar: ['wave'],
  playa: ['beach'],
  rio: ['wave', 'water'],
  lago: ['wave', 'water'],
  casa: ['house'],
  casita: ['house'],
  montana: ['mountain'],
  colina: ['mountain'],
  luna: ['crescent', 'moon'],
  estrella: ['star'],
  tesoro: ['gem', 'chest'],
  mapa: ['map'],
  cohete: ['rocket'],
  barco: ['sailboat'],
  jardin: ['flower'],
  escuela: ['school'],
  colegio: ['school'],
};

/**
 * Words that say who someone is *to somebody* ("Grandma Rosa", "el abuelo de Lola"), not what
 * they are: a grandmother who is a hedgehog is drawn as a hedgehog.
 */
export const RELATION_WORDS: ReadonlySet<string> = new Set(
  (
    'grandma granny grandpa grandmother grandfather grandad nana mom mum mommy mother dad daddy ' +
    'father aunt auntie uncle sister brother abuela abuelita abuelo abuelito mama madre papa ' +
    'padre tia tio hermana hermano'
  ).split(' '),
);

/** Plurals children write that simple suffix rules get wrong. */
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  wolves: 'wolf',
  elves: 'elf',
  leaves: 'leaf',
  loaves: 'loaf',
  calves: 'calf',
  children: 'child',
  people: 'person',
  teeth: 'tooth',
  feet: 'foot',
  octopi: 'octopus',
  cacti: 'cactus',
};

/**
 * The singular forms a word may have, most likely first: 'foxes' → fox, 'bunnies' → bunny,
 * 'cookies' → cooky, cookie. The caller keeps the first one it has a picture for.
 */
export function singularCandidates(word: string): string[] {
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) return [irregular];
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return [word];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`, word.slice(0, -1), word];
  if (/(x|ch|sh|ss|z)es$/.test(word)) return [word.slice(0, -2), word.slice(0, -1), word];
  return [word.slice(0, -1), word];
}

export interface StoryWord {
  /** A word OpenMoji may know, already singular and translated from children's words. */
  word: string;
  /** How much this word says about the picture: name words count more, early words more. */
  weight: number;
  /** Position among the meaningful words, so a badge can refer to "another" thing. */
  origin: string;
  /** From a word of relation ("grandma"), which a named animal outranks. */
  relation?: boolean;
}

/** Words after which a description says what someone does or has ("who loves", "with"). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(
  'who that which with loves likes has holds wants carries wears que con tiene lleva quiere ama'.split(
    ' ',
  ),
);

const NAME_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 1;

/**
 * The meaningful, safe words of a story element, singular, translated through the synonym map.
 * `isKnown` tells which spellings the emoji index has, to choose between singular candidates.
 */
export function storyWords(
  name: string,
  description: string,
  isKnown: (word: string) => boolean,
): StoryWord[] {
  const result: StoryWord[] = [];
  const add = (text: string, baseWeight: number, part: string) => {
    // What comes after "who", "with", "loves"… is what a character has or loves, not who they
    // are: "a girl who loves cats" is a girl.
    const all = wordsOf(text);
    const clauseAt = all.findIndex((word) => CLAUSE_WORDS.has(word));
    const subjectWords =
      clauseAt === -1
        ? all.length
        : all.slice(0, clauseAt).filter((w) => !FILLER_WORDS.has(w)).length;
    const words = all.filter((word) => !FILLER_WORDS.has(word));
    words.forEach((raw, index) => {
      if (UNSAFE_WORDS.has(raw)) return;
      const candidates = singularCandidates(raw);
      const singular =
        candidates.find((word) => CHILD_SYNONYMS[word] || isKnown(word)) ?? candidates[0] ?? raw;
      if (UNSAFE_WORDS.has(singular) || FILLER_WORDS.has(singular)) return;
      // Earlier words tend to be the subject: "a fox who loves books" is a fox first.
      const weight = (baseWeight / (1 + 0.1 * index)) * (index < subjectWords ? 1 : 0.6);
      const origin = `${part}:${index}`;
      const relation = RELATION_WORDS.has(singular);
      for (const word of CHILD_SYNONYMS[singular] ?? [singular]) {
        result.push(relation ? { word, weight, origin, relation } : { word, weight, origin });
      }
    });
  };
  add(name, NAME_WEIGHT, 'name');
  add(description, DESCRIPTION_WEIGHT, 'description');
  return result;
}
