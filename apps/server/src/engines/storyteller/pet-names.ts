/**
 * Names of pets and toys the parent typed in lower case inside the plot ("my cat mittens",
 * "mi perro toby"): found after the animal's word, so they get their capitals everywhere.
 */
import nlp from 'compromise';
import { NAMED_TOYS_EN, NAMED_TOYS_ES, PETS_EN, PETS_ES } from './pet-words.js';
import type { Language } from './text-tidy.js';

// A pet has an owner: "my cat mittens", "su perro toby"; "a hungry bear wants" names no one.
const ANIMAL: Record<Language, RegExp> = {
  en: new RegExp(
    `\\b(?:my|our|his|her|their|the family's|the family’s|[a-z]+['’]s)\\s+(?:(?:little|old|new|big|fat|fluffy|baby|pet|toy)\\s+)?(?:${PETS_EN}|${NAMED_TOYS_EN})\\s+([a-z][a-z'-]+)`,
    'gi',
  ),
  es: new RegExp(
    `(?<!\\p{L})(?:mi|mis|tu|su|sus|nuestro|nuestra)\\s+(?:(?:pequeño|pequeña|viejo|vieja|nuevo|nueva)\\s+)?(?:${PETS_ES}|${NAMED_TOYS_ES})\\s+([a-záéíóúñü][a-záéíóúñü-]+)`,
    'giu',
  ),
};

/** Words that follow an animal's word but are no name ("my cat is", "el gato de"). */
const NOT_A_NAME =
  /^(is|was|and|or|but|in|on|at|to|of|from|with|who|that|which|has|had|can|could|will|would|does|did|gets|got|runs|ran|went|goes|likes|loves|hides|hid|jumps|sleeps|food|bed|house|toy|toys|flap|door|basket|the|a|an|my|his|her|their|again|too|es|era|y|o|pero|en|a|al|de|del|con|que|se|le|lo|la|el|los|las|un|una|mi|su|tiene|tenía|está|estaba|no|también|otra|otro|muy|come|duerme|corre)$/i;

/**
 * Words after an animal's word that English tags as no name: "my teddy before bedtime", "my
 * bunny hops away", "my puppy today". Read in their sentence, since "spot" in "my dog spot is
 * lost" is a name. Places and troubles a parent writes there ("my cat outside", "my dog lost")
 * are tagged as adjectives by the tagger, so they are listed.
 */
const NOT_A_NAME_TAGS = '(#Verb|#Conjunction|#Preposition|#Adverb|#Date|#Pronoun|#Determiner)';
const NOT_A_NAME_EN =
  /^(under|over|inside|outside|behind|beside|near|before|after|above|below|home|here|there|lost|missing|gone|sick|ill|sad|hungry|scared|afraid|stuck|asleep|sleepy|tired|poorly|hurt|alone)$/i;

function isNameInEnglish(match: RegExpMatchArray, text: string): boolean {
  const word = match[1] ?? '';
  if (NOT_A_NAME_EN.test(word)) return false;
  const end = (match.index ?? 0) + match[0].length;
  const after = text.slice(end).split(/\s+/).slice(0, 4).join(' ');
  const terms = nlp(`${match[0]} ${after}`).terms();
  const nameTerm = terms.eq(match[0].trim().split(/\s+/).length - 1);
  return !nameTerm.has(NOT_A_NAME_TAGS);
}

export function petNamesIn(text: string, language: Language): string[] {
  const found = [...text.matchAll(ANIMAL[language])]
    .filter((match) => language !== 'en' || isNameInEnglish(match, text))
    .map((match) => match[1] ?? '')
    .filter((word) => word.length > 1 && !NOT_A_NAME.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return [...new Set(found)];
}

/** "She found mittens!" → "She found Mittens!": each pet's name with its capital. */
export function withPetCapitals(text: string, pets: readonly string[]): string {
  return pets.reduce(
    (out, pet) => out.replace(new RegExp(`(?<!\\p{L})${pet}(?!\\p{L})`, 'giu'), pet),
    text,
  );
}
