/**
 * A parent describes an element in their own words: "my daughter, 4, loves dinosaurs", "her
 * little robot dog". Before a description is told in the story's voice, the parent's "my" and a
 * friend's "her" are given their owners, and a bare age becomes words, so the storyteller can
 * say "Mia, a little girl, four years old, who loved dinosaurs" instead of "Mia's daughter, 4".
 */
import nlp from 'compromise';
import { escapeRegExp, type Language } from './text-tidy.js';

type ElementType = 'character' | 'location' | 'note';

const EN_CHILD: [RegExp, string][] = [
  [
    /^(?:my|our)\s+(?:little\s+|youngest\s+|eldest\s+|oldest\s+)?(?:daughter|girl|niece|granddaughter|sister|cousin girl)\b/i,
    'a little girl',
  ],
  [
    /^(?:my|our)\s+(?:little\s+|youngest\s+|eldest\s+|oldest\s+)?(?:son|boy|nephew|grandson|brother)\b/i,
    'a little boy',
  ],
  [
    /^(?:my|our)\s+(?:little\s+)?(?:kid|child|little one|toddler|grandchild|cousin)\b/i,
    'a little child',
  ],
];

const ES_CHILD: [RegExp, string][] = [
  [/^(?:mi|nuestra)\s+(?:hija|niña|pequeña|sobrina|nieta|prima|hermanita|hermana)\b/i, 'una niña'],
  [/^(?:mi|nuestro)\s+(?:hijo|niño|pequeño|sobrino|nieto|primo|hermanito|hermano)\b/i, 'un niño'],
];

const NUMBERS = {
  en: 'zero one two three four five six seven eight nine ten eleven twelve'.split(' '),
  es: 'cero un dos tres cuatro cinco seis siete ocho nueve diez once doce'.split(' '),
};

/** ", 4," or ", 4 years old," after the first phrase: the age in words. */
function ageInWords(text: string, language: Language): string {
  return text.replace(
    /,\s*(\d{1,2})\s*(?:years?\s+old|y\/?o|yrs?|años)?\s*(,|$)/i,
    (whole, digits: string, end: string) => {
      const word = NUMBERS[language][Number(digits)];
      if (!word) return whole;
      // "a little girl, four years old, who"; "una niña de seis años a la que".
      if (language === 'es') return ` de ${word} ${word === 'un' ? 'año' : 'años'}${end}`;
      return `, ${word} years old${end}`;
    },
  );
}

/**
 * "a little boy, loves trains" → "a little boy who loves trains"; after an age, a comma:
 * "a little girl, four years old, who loves dinosaurs".
 */
function relativeAfterPhrase(text: string): string {
  return text.replace(/,\s+([a-z]+s)\b/, (whole, verb: string, at: number) => {
    if (!nlp(`she ${verb}`).has('#PresentTense')) return whole;
    return text.slice(0, at).includes(',') ? `, who ${verb}` : ` who ${verb}`;
  });
}

/** "una niña de seis años, le encanta bailar" → "una niña de seis años a la que le encanta". */
function relativeAfterPhraseEs(text: string): string {
  const feminine = /^(?:una|la)\s/i.test(text);
  // "un niño que le gustan los dinos": the one it pleases is "al que", "a la que" (unless the
  // parent wrote it so: "un niño al que le gustan").
  text = text.replace(
    /(?<!\b(?:al|la)\s+)\b(?:que|q)\s+((?:le|les)\s+(?:encanta|encantan|gusta|gustan|chifla|chiflan)\b)/i,
    (_whole, liking: string) => `${feminine ? 'a la que' : 'al que'} ${liking}`,
  );
  return text.replace(
    /,\s*((?:le|les)\s+(?:encanta|encantan|gusta|gustan|chifla|chiflan)\b)/i,
    (_whole, liking: string) => ` ${feminine ? 'a la que' : 'al que'} ${liking}`,
  );
}

/**
 * "full of roses", "where the bunnies live", "donde viven los conejos": a description that
 * names no noun of its own is about a place (or someone) the story can name first.
 */
const HEADLESS: Record<Language, RegExp> = {
  en: /^(?:full of|filled with|covered (?:in|with)|made (?:of|from)|surrounded by|home to|famous for|known for|where|in which)\b/i,
  es: /^(?:llen[oa] de|cubiert[oa] de|hech[oa] de|rodead[oa] de|famos[oa] por|conocid[oa] por|donde|en (?:el|la) que)\b/i,
};

/** "hada", "fairy": one bare word is a kind of someone or somewhere, with its article. */
function withArticle(text: string, language: Language): string {
  if (!/^\p{Ll}+$/u.test(text)) return text;
  if (language === 'en') return `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
  // "un hada", "un águila": a stressed a- takes "un"; otherwise -a is most often feminine.
  const article = /^(?:hada|águila|agua|ala|alma|arpa|hacha)$/i.test(text)
    ? 'un'
    : /a$/i.test(text)
      ? 'una'
      : 'un';
  return `${article} ${text}`;
}

function withHead(text: string, language: Language, type: ElementType): string {
  if (!HEADLESS[language].test(text)) return withArticle(text, language);
  const place = type === 'location';
  if (language === 'en') return `${place ? 'a place' : 'someone'} ${text}`;
  // "un lugar hecho de caramelos": the participle agrees with "lugar", whatever the name was.
  const agreed = text.replace(/^(\p{L}+?)a(s?)(?=\s)/u, (word, stem: string, plural: string) =>
    /^(?:llen|cubiert|hech|rodead|famos|conocid)$/i.test(stem) ? `${stem}o${plural}` : word,
  );
  return `${place ? 'un lugar' : 'alguien'} ${agreed}`;
}

/** The parent's own words made the story's; `owner` is the hero a friend's "her" points to. */
export function ownedDescription(
  description: string,
  language: Language,
  owner: string | null,
  type: ElementType = 'character',
): string {
  let text = withHead(description.trim(), language, type);
  // "tom's rubber duck": the hero's name keeps its capital in what is said of a friend.
  if (owner)
    text = text.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(owner)}(?!\\p{L})`, 'giu'), owner);
  const child = (language === 'en' ? EN_CHILD : ES_CHILD).find(([pattern]) => pattern.test(text));
  if (child) text = text.replace(child[0], child[1]);
  else if (language === 'en') {
    // "my dog" is the family's dog; a friend's "her robot dog" is the hero's.
    text = text.replace(/^(?:my|our)\s+/i, 'the family’s ');
    if (owner) text = text.replace(/^(?:her|his|their)\s+/i, `${owner}’s `);
  } else {
    text = text.replace(
      /^(?:mi|nuestr[oa])\s+(\p{L}+)/iu,
      (_, noun: string) => `${/a$/i.test(noun) ? 'la' : 'el'} ${noun} de la familia`,
    );
    // A friend's "su abuela" is the hero's: "la abuela de Martín".
    if (owner)
      // "su loro parlanchín" → "el loro parlanchín de Valeria": the owner after the adjectives,
      // and after what the noun is of: "la profesora de ciencias de Álex".
      text = text.replace(
        /^[Ss][Uu]\s+(\p{L}+(?:\s+(?!que\b|con\b|de\b|y\b)\p{L}+)?(?:\s+de\s+[a-záéíóúñü]+(?=,|$|\s+(?:que|con|y)\b))?)(?=,|\s+(?:que|con|de|y)\b|$)/u,
        (_, phrase: string) => `${/^\p{L}+a\b/iu.test(phrase) ? 'la' : 'el'} ${phrase} de ${owner}`,
      );
  }
  text = ageInWords(text, language);
  return language === 'en' ? relativeAfterPhrase(text) : relativeAfterPhraseEs(text);
}
