/**
 * Language-neutral care for what a parent typed: the usual typing slips, names with their
 * capitals, and the sentences that speak to the storyteller ("make it funny") rather than
 * tell the story; those steer the telling and are never printed.
 */
import { escapeRegExp, type Language } from '../text-tidy.js';

/** Slips of the keyboard parents make every evening; each maps to what they meant. */
const SLIPS: Record<Language, [RegExp, string][]> = {
  en: [
    [/\b(do|does|did|is|was|are|were|ca|wo|could|would|should|have|has|had)nt\b/gi, "$1n't"],
    [/\bdosnt\b/gi, "doesn't"],
    [/\bcant\b/gi, "can't"],
    [/\bwont\b/gi, "won't"],
    [/\bim\b/gi, "I'm"],
    [/\bive\b/gi, "I've"],
    // "hes not tired": an apostrophe left out; "shes", "thats", "theyre" likewise.
    [
      /\b(he|she|that|what|there|who)s\b(?= (?:not|a|an|the|very|so|too|really|always|never|still|just|going|in|on|at|\w+ing|\w+ed)\b)/gi,
      "$1's",
    ],
    [/\b(you|they|we)re\b/gi, "$1're"],
    [/\b(they|we|you)ve\b/gi, "$1've"],
    [/\b(i|you|he|she|we|they)ll\b/gi, "$1'll"],
    [/\bid\b(?= (like|love|want)\b)/gi, "I'd"],
    [
      /\b(?:^|(?<=\b(?:and|but|because|so|when)\s))its\b(?= (a|an|the|very|so|too|bedtime|time|dark|late|night|raining|snowing|cold|hot)\b)/gi,
      "it's",
    ],
    [/^its\b/gi, "it's"],
    [/\bsomewere\b/gi, 'somewhere'],
    [/\beverywere\b/gi, 'everywhere'],
    [/\bthier\b/gi, 'their'],
    [/\bfreind(s?)\b/gi, 'friend$1'],
    [/\bbecuase\b|\bbecasue\b|\bcuz\b|\bcos\b/gi, 'because'],
    [/\balot\b/gi, 'a lot'],
    [/\bwich\b/gi, 'which'],
    [/\brealy\b/gi, 'really'],
    [/\bwanna\b/gi, 'want to'],
    [/\bgonna\b/gi, 'going to'],
    [/\bu\b/g, 'you'],
    [/\bplz\b|\bpls\b/gi, 'please'],
    [/\bteh\b/gi, 'the'],
    [/\bscard\b/gi, 'scared'],
    [/\bafriad\b/gi, 'afraid'],
  ],
  es: [
    [/\bq\b/gi, 'que'],
    [/\bxq\b|\bporq\b/gi, 'porque'],
    [/\bpq\b/gi, 'porque'],
    [/\btb\b|\btmb\b/gi, 'también'],
    [
      /\besta\b(?= (oscur|cansad|trist|content|feliz|perdid|asustad|sol|lejos|cerca|en|muy)\w*)/gi,
      'está',
    ],
    [/\bestan\b/gi, 'están'],
    [/\bmama\b/gi, 'mamá'],
    [/\bpapa\b(?! noel)/gi, 'papá'],
    [/\bdificil\b/gi, 'difícil'],
    [/\brapido\b/gi, 'rápido'],
    [/\bfacil\b/gi, 'fácil'],
    [/\btambien\b/gi, 'también'],
    [/\bdespues\b/gi, 'después'],
    [/\bcancion\b/gi, 'canción'],
    [/\bdragon\b/gi, 'dragón'],
    [/\bcamion\b/gi, 'camión'],
    [/\barbol\b/gi, 'árbol'],
    [/\balgun\b/gi, 'algún'],
    [/\bfrio\b/gi, 'frío'],
    [/\bjardin\b/gi, 'jardín'],
    // "el dinosaurio bebe" is a baby dinosaur, not one that drinks.
    [/\b(el|la|un|una|mi|su)\s+bebe\b/gi, '$1 bebé'],
    [
      /\b(dinosaurio|dino|pájaro|pajarito|gato|gatito|perro|perrito|oso|pato|conejo|elefante|león|tortuga|ballena|delfín|mono|caballo|pez|dragón|búho|zorro)\s+bebe\b/gi,
      '$1 bebé',
    ],
  ],
};

export function fixSlips(text: string, language: Language): string {
  return SLIPS[language].reduce((out, [pattern, fix]) => out.replace(pattern, fix), text);
}

const LOOSE: Record<string, string> = {
  a: '[aá]',
  e: '[eé]',
  i: '[ií]',
  o: '[oó]',
  u: '[uúü]',
  n: '[nñ]',
  á: '[aá]',
  é: '[eé]',
  í: '[ií]',
  ó: '[oó]',
  ú: '[uúü]',
  ñ: '[nñ]',
};
/** A name as a pattern that forgives missing accents ("tomas" finds "Tomás"). */
export const loosely = (name: string) =>
  escapeRegExp(name).replace(/[aeiounáéíóúñ]/gi, (letter) => LOOSE[letter.toLowerCase()] ?? letter);

/** Words that open many names without being one ("Grandma Rosa", "the Old Mill"). */
const TITLE_WORDS = new Set(
  (
    'the a an el la los las un una de del y and of little big old grandma grandpa granny ' +
    'mum mom dad mummy daddy uncle aunt auntie mr mrs miss sir lady lord king queen prince ' +
    'princess captain doctor dr abuela abuelo tía tío mamá papá don doña señor señora ' +
    'abuelita abuelito princesa príncipe rey reina capitán capitana doctora profesor profesora ' +
    'maestro maestra señorita conde condesa mago bruja pirata caballero ' +
    'baby bebé sister brother hermana hermano hermanita hermanito cousin primo prima nana ' +
    'nanna grandad granddad papa mama aunty teacher ' +
    'castle wood woods forest house home garden river sea hill castillo bosque casa jardín río mar'
  ).split(' '),
);

const SPANISH_KIN = /^(?:mamá|papá|abuela|abuelo|abuelita|abuelito)$/i;

/**
 * Every chosen name as the family spelled it ("grandma rosa" → "Grandma Rosa"), and a
 * name's own word on its own ("rosa" → "Rosa") when that word is not an everyday word.
 */
export function capitaliseNames(
  text: string,
  names: readonly string[],
  people: readonly string[] = names,
): string {
  let out = text;
  const byLength = [...names].sort((a, b) => b.length - a.length);
  for (const name of byLength) {
    const pattern = new RegExp(`(?<![\\p{L}])${loosely(name)}(?![\\p{L}])`, 'giu');
    // "El parque" is written so at a sentence's start; inside one it is "en el parque".
    const article = /^(?:The|El|La|Los|Las)\s/.exec(name)?.[0];
    out = out.replace(pattern, (found, at: number) =>
      article && at > 0 && !/[.!?]\s*$/.test(out.slice(0, at))
        ? article.toLowerCase() + name.slice(article.length)
        : name,
    );
  }
  // "Mamá y Papá", not "mamá y Papá": with a Papá in the story, the family's other kin words are
  // names too, unless an article or "su" makes them ordinary words ("la mamá de Ava").
  if (names.some((name) => SPANISH_KIN.test(name))) {
    out = out.replace(
      /(?<!\b(?:el|la|los|las|un|una|su|sus|mi|mis|tu|tus|nuestra|nuestro|de)\s)(?<![\p{L}])(mamá|papá|abuela|abuelo|abuelita|abuelito)(?![\p{L}])/gu,
      (word: string) => word.charAt(0).toUpperCase() + word.slice(1),
    );
  }
  // A person's given name alone ("rosa" for Grandma Rosa, "pip" for Pip the Fox), never after
  // an article ("the stream").
  for (const name of people) {
    const word = givenName(name);
    if (word) {
      const pattern = new RegExp(
        `(?<![\\p{L}])(?<!\\b(?:the|a|an|el|la|los|las|un|una)\\s)${loosely(word)}(?![\\p{L}])`,
        'giu',
      );
      out = out.replace(pattern, word);
    }
  }
  return out;
}

/** The word a family calls a character by: "Pip" for "Pip the Fox", "Rosa" for "Grandma Rosa". */
export function givenName(name: string): string | null {
  const word = name.split(/\s+/).find((w) => !TITLE_WORDS.has(w.toLowerCase()));
  if (!word || word.length < 3 || word === name) return null;
  return word.charAt(0) === word.charAt(0).toUpperCase() ? word : null;
}

const STEERING: Record<Language, RegExp> = {
  en: /^(?:(?:please|and|also|oh|but)\s+)*(?:make|write|tell|let|keep|add|include|use|give|put|have|can you|could you|i want (?:a|the|it|this) (?:story|one|book)|i'd like (?:a|the|it)|no\b|not\b|don't|do not|avoid|describe|story about|a story about|it should|should be|needs? to be|in the style|rhym)/i,
  es: /^(?:(?:por favor|y|también|pero)\s+)*(?:hazlo|haz que|hazla|que sea|que tenga|que no|escribe|cuenta|cuéntame|pon|añade|incluye|usa|dale|quiero (?:un|una|que el|que la|que sea) (?:cuento|historia|libro)?|no\b|sin\b|evita|describe|cuento sobre|una historia sobre|debe ser|tiene que ser)/i,
};
const STORY_WORDS: Record<Language, RegExp> = {
  en: /\b(it|story|one|book|ending|end|tale|funny|funnier|silly|scary|scarier|sad|happy|short|shorter|long|longer|rhyme|rhyming|exciting|calm|gentle|bedtime|about|blood|gory|violent|kids?|children|age|years?|old|style|tone|words|pages?|describe|detail)\b/i,
  es: /\b(lo|la|cuento|historia|libro|final|divertid[oa]|gracios[oa]|miedo|terror|triste|feliz|cort[oa]|larg[oa]|rima|emocionante|tranquil[oa]|sangre|violent[oa]|niñ[oa]s?|años|estilo|tono|palabras|páginas?|describe|detalle|sobre)\b/i,
};

/**
 * Words about the story in a sentence that asks for something. After a bare "no"/"not", the
 * pronouns and articles "it", "one", "lo", "la" are not enough: "no one can hear us" and "no
 * tiene dinero y la tienda está cerrada" are the plot, "no scary bits" is steering.
 */
function storyWordsIn(text: string, language: Language): boolean {
  const found = text.match(new RegExp(STORY_WORDS[language].source, 'gi')) ?? [];
  if (!/^(?:no|not|sin)\b/i.test(text)) return found.length > 0;
  return found.some((word) => !/^(?:it|one|lo|la)$/i.test(word));
}

/** Whether a sentence speaks to the storyteller ("make it funny", "que sea divertido"). */
export function isSteering(sentence: string, language: Language): boolean {
  const text = sentence.trim();
  if (STEERING[language].test(text) && storyWordsIn(text, language)) return true;
  // "Scary and describe the blood in detail.", "funny please", "short and sweet".
  return TONE_ONLY[language].test(text) || DIRECTION[language].test(text);
}

const TONE_ONLY: Record<Language, RegExp> = {
  en: /^(?:(?:very|really|super|a bit|please|and|but|not|too|,|\s)*(?:funny|silly|scary|spooky|sad|happy|short|long|calm|gentle|exciting|sweet|cute|rhyming|educational|magical)\b[\s,.!]*)+(?:please)?[.!]*$|^(?:scary|spooky|funny|silly)\b.*\b(?:and|with)\b/i,
  es: /^(?:(?:muy|un poco|por favor|y|pero|no|,|\s)*(?:divertid[oa]|gracios[oa]|de miedo|terror[íi]fic[oa]|triste|feliz|cort[oa]|larg[oa]|tranquil[oa]|emocionante|dulce|mágic[oa])\b[\s,.!]*)+$|^(?:de miedo|terror[íi]fic[oa]|divertid[oa])\b.*\b(?:y|con)\b/i,
};
const DIRECTION: Record<Language, RegExp> = {
  en: /\b(?:make it|make the story|describe|in (?:great )?detail|write (?:it|a|the)|tell (?:it|a story|the story)|the story should|for (?:a |my )?\d+ ?(?:year|yr)s? old)\b/i,
  es: /\b(?:hazlo|hazla|haz que|que sea|descr[ií]be|con (?:mucho )?detalle|escribe|cuenta (?:un|una|el|la)|el cuento debe|para (?:un|una|mi) (?:niñ[oa]|hij[oa]) de \d+)\b/i,
};
