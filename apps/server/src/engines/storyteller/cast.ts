/**
 * Reads the chosen story elements: who is who, how to refer back to them, and how their
 * descriptions can be woven into sentences (an appositive, whole sentences, or a verb phrase).
 */
import { ownedDescription } from './description-words.js';
import { narrate } from './narration/narrate.js';
import { fixSlips } from './narration/parent-words.js';
import type { ValidStoryRequest } from './story-request.js';
import {
  asSentence,
  escapeRegExp,
  type Language,
  lowerFirstIfCommon,
  normalizeUserText,
  splitSentences,
  stripEndPunctuation,
} from './text-tidy.js';

export type Gender = 'f' | 'm' | null;

/** How a description can enter a sentence. */
export type DescriptionShape =
  | { kind: 'none' }
  /** "a shy hedgehog who collects buttons": fits after the name, between commas. */
  | { kind: 'appositive'; phrase: string; rest: string[] }
  /** "loves carrots": fits right after the name as a verb phrase. */
  | { kind: 'predicate'; phrase: string; rest: string[] }
  /** Anything else: told as sentences of its own. */
  | { kind: 'sentences'; sentences: string[] };

export type CastMember = {
  name: string;
  description: string;
  type: 'character' | 'location' | 'note';
  gender: Gender;
  shape: DescriptionShape;
  /** "the shy hedgehog", "el erizo tímido"; null when nothing can be derived. */
  epithet: string | null;
  /** "the hedgehog", "el erizo". */
  shortEpithet: string | null;
};

export type Cast = {
  hero: CastMember;
  friends: CastMember[];
  places: CastMember[];
  notes: CastMember[];
};

const FEMALE_EN =
  /\b(she|her|hers|herself|girl|woman|lady|princess|queen|mother|mum|mom|mommy|mummy|sister|grandma|granny|grandmother|aunt|auntie|daughter|niece|witch|fairy|mermaid|ballerina|hen|mare|cow|duchess|empress|madam|miss|mrs)\b/i;
const MALE_EN =
  /\b(he|him|his|himself|boy|man|gentleman|prince|king|father|dad|daddy|brother|grandpa|granddad|grandfather|uncle|son|nephew|wizard|knight|rooster|stallion|bull|duke|emperor|sir|mr)\b/i;
const FEMALE_ES =
  /\b(una|la|ella|niña|chica|mujer|señora|princesa|reina|madre|mamá|hermana|abuela|abuelita|tía|hija|sobrina|bruja|hada|sirena|gallina|vaca|amiga|doña|pequeña|valiente? niña)\b/i;
const MALE_ES =
  /\b(un|el|él|niño|chico|hombre|señor|príncipe|rey|padre|papá|hermano|abuelo|abuelito|tío|hijo|sobrino|mago|caballero|gallo|toro|amigo|don|pequeño)\b/i;

/** A name's own title says who they are, whatever animal they are ("Abuelo Pepe, una nutria"). */
const TITLE_MALE =
  /(?<!\p{L})(grandpa|grandad|granddad|grandfather|uncle|mr|sir|king|prince|dad|daddy|papa|abuelo|papá|tío|rey|príncipe|señor|don|niño|hermano)(?!\p{L})/iu;
const TITLE_FEMALE =
  /(?<!\p{L})(grandma|granny|gran|grandmother|aunt|auntie|mrs|ms|miss|lady|queen|princess|mum|mom|mummy|mommy|mama|abuela|mamá|tía|reina|princesa|señora|doña|niña|hermana)(?!\p{L})/iu;

function detectGender(name: string, description: string, language: Language): Gender {
  const male = TITLE_MALE.test(name);
  if (male !== TITLE_FEMALE.test(name)) return male ? 'm' : 'f';
  const text = `${name} ${description}`;
  if (language === 'en') {
    const f = text.match(FEMALE_EN)?.index ?? Infinity;
    const m = text.match(MALE_EN)?.index ?? Infinity;
    if (f === m) return null;
    return f < m ? 'f' : 'm';
  }
  // "un hada" is a she: a stressed a- takes "un" without making the noun masculine.
  const told = description.replace(/\bun (?=(?:hada|águila|ala|alma|arpa|hacha)\b)/i, 'una ');
  const f = told.match(FEMALE_ES)?.index ?? Infinity;
  const m = told.match(MALE_ES)?.index ?? Infinity;
  if (f !== m) return f < m ? 'f' : 'm';
  if (/\b(niña|abuela|mamá|princesa|reina|tía)\b/i.test(name)) return 'f';
  // Spanish needs a gender for every adjective; names ending in -a lean feminine.
  return /a$/i.test(name.trim()) ? 'f' : 'm';
}

const EN_ARTICLE = /^(a|an|the|one)\s+/i;
const ES_ARTICLE = /^(un|una|el|la)\s+/i;
const EN_CUT =
  /\s(who|that|which|with|from|and|but|in|on|at|of|named|called|whose|living|wearing|for|to|who's)\b|,|;/i;
const ES_CUT = /\s(que|con|de|del|y|pero|en|a|al|llamad[oa]|cuy[oa]|para|por|sin)\b|,|;/i;
// Present and past: a description is told in the past before its shape is read.
const EN_VERB_START =
  /^(is|was|has|had|loves|loved|likes|liked|lives|lived|wants|wanted|collects|collected|can|could|knows|knew|always|never|often|enjoys|enjoyed|adores|adored|hates|hated|dislikes|disliked|plays|played|makes|made|sings|sang|dreams|dreamed|dreamt|wears|wore|carries|carried|keeps|kept|believes|believed|helps|helped|tells|told|talks|talked|goes|went|runs|ran|flies|flew|swims|swam)\b/i;
const ES_VERB_START =
  /^(es|era|tiene|tenía|ama|amaba|adora|adoraba|le gusta|le gustaba|le encanta|le encantaba|vive|vivía|quiere|quería|colecciona|coleccionaba|puede|podía|sabe|sabía|siempre|nunca|juega|jugaba|hace|hacía|canta|cantaba|sueña|soñaba|lleva|llevaba|cree|creía|ayuda|ayudaba|cuenta|contaba|habla|hablaba|va|iba|corre|corría|vuela|volaba|nada|nadaba)\b/i;
const ES_ADJECTIVES =
  /^(pequeñ[oa]|gran|grande|viej[oa]|joven|buen[oa]?|mal[oa]?|queri[dt][oa]|valiente|simpátic[oa]|tímid[oa]|alegre|dulce|divertid[oa]|mágic[oa]|famos[oa]|curios[oa]|feliz|precios[oa]|hermos[oa]|antigu[oa])$/i;

/** The noun phrase core of an appositive, e.g. "shy hedgehog" from "a shy hedgehog who ...". */
function epithetsFrom(
  phrase: string,
  language: Language,
  gender: Gender,
): { long: string; short: string } | null {
  const article = language === 'en' ? EN_ARTICLE : ES_ARTICLE;
  const match = phrase.match(article);
  if (!match) return null;
  const afterArticle = phrase.slice(match[0].length);
  const cut = afterArticle.search(language === 'en' ? EN_CUT : ES_CUT);
  let core = stripEndPunctuation(cut === -1 ? afterArticle : afterArticle.slice(0, cut)).trim();
  // "a fast, boastful hare": the comma stands between adjectives, and the noun comes after it.
  if (language === 'en' && afterArticle[cut] === ',' && !core.includes(' ')) {
    const rest = afterArticle.slice(cut + 1);
    const restCut = rest.search(EN_CUT);
    const more = stripEndPunctuation(restCut === -1 ? rest : rest.slice(0, restCut)).trim();
    const endsWell = restCut === -1 || !/^\s*(?:,|;|and\b|but\b)/i.test(rest.slice(restCut));
    if (endsWell && /^[\p{L}'-]+(?: [\p{L}'-]+)?$/u.test(more)) core = `${core}, ${more}`;
  }
  const words = core.replace(',', '').split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  if (words.some((word) => /[^\p{L}'-]/u.test(word))) return null;
  if (language === 'en') {
    const last = words[words.length - 1] as string;
    return { long: `the ${core}`, short: `the ${last}` };
  }
  const definite = /^(una|la)$/i.test(match[1] ?? '') || gender === 'f' ? 'la' : 'el';
  const noun = words.find((word) => !ES_ADJECTIVES.test(word)) ?? (words[0] as string);
  return { long: `${definite} ${words.join(' ')}`, short: `${definite} ${noun}` };
}

/**
 * "Ava's mum, who is tired" for a character called Mum: "Mum, her mum" says it twice, so the
 * description starts after it ("who is tired"). Spanish: "la mamá de Ava" for Mamá.
 */
function withoutOwnName(name: string, description: string, language: Language): string {
  const own = escapeRegExp(name.trim());
  if (language === 'en')
    return description.replace(
      new RegExp(`^\\p{L}[\\p{L}-]*(?:'s|’s|’)\\s+${own}\\b,?\\s*`, 'iu'),
      '',
    );
  // "la Abuela de Sara" restates the name; "el patito de goma de Tomás" says what Patito is (a
  // name after "de" has its capital, which a case-blind pattern cannot tell).
  const restated = new RegExp(`^(?:el|la)\\s+${own}\\s+de\\s+(\\S+),?\\s*`, 'iu').exec(description);
  const rest =
    restated && /^\p{Lu}/u.test(restated[1] ?? '')
      ? description.slice(restated[0].length)
      : description;
  // "who is very tired" stays a relative clause: shapeOf tells it after the name.
  return rest;
}

function shapeOf(name: string, description: string, language: Language): DescriptionShape {
  const sentences = splitSentences(description);
  const first = sentences[0];
  if (!first) return { kind: 'none' };
  const rest = sentences.slice(1).map(asSentence);
  const firstBare = stripEndPunctuation(first);
  const wordCount = firstBare.split(' ').length;
  const article = language === 'en' ? EN_ARTICLE : ES_ARTICLE;
  const hasOwnEnd = /[!?]$/.test(first);
  // "The sand there is warm" is a sentence; "a man who is kind" is still a noun phrase.
  const beforeRelative =
    firstBare.split(
      language === 'en' ? /\b(?:who|that|which|where)\b/i : /\b(?:que|donde|quien)\b/i,
    )[0] ?? '';
  const finiteVerb =
    language === 'en'
      ? /\b(is|are|was|were|has|have|had|does|do|can|will)\b/i
      : /\b(es|son|era|eran|está|están|estaba|tiene|tienen|tenía|hay)\b/i;
  // "Pip's grandmother, a hedgehog who knits" is a noun phrase too.
  // Typed small too ("tom's rubber duck"), but never "it's" or "there's".
  const possessiveStart =
    /^(?:[\p{Lu}][\p{L}-]*\s)*[\p{L}][\p{L}-]*(?:'s|’s|’)\s/u.test(firstBare) &&
    !/^(?:it|that|there|here|what|who|he|she|let)['’]s\s/i.test(firstBare);
  if (
    (article.test(firstBare) || (language === 'en' && possessiveStart)) &&
    wordCount <= 22 &&
    !hasOwnEnd &&
    !finiteVerb.test(beforeRelative)
  ) {
    // "A shy hedgehog ..." becomes "a shy hedgehog ..." between commas.
    return {
      kind: 'appositive',
      phrase: lowerFirstIfCommon(firstBare),
      rest,
    };
  }
  // "que cuenta los mejores chistes", "who knits": what the character does, after the name.
  const relative = language === 'en' ? /^(?:who|that)\s+/i : /^(?:que|quien)\s+/i;
  const afterRelative = firstBare.replace(relative, '');
  if (afterRelative !== firstBare && afterRelative.trim()) {
    return { kind: 'predicate', phrase: afterRelative, rest };
  }
  const verbStart = language === 'en' ? EN_VERB_START : ES_VERB_START;
  if (verbStart.test(firstBare) && firstBare.charAt(0) === firstBare.charAt(0).toLowerCase()) {
    return { kind: 'predicate', phrase: firstBare, rest };
  }
  // "Pip is a shy hedgehog." and "She loves rain." already are sentences.
  void name;
  return { kind: 'sentences', sentences: sentences.map(asSentence) };
}

/** "Pip is a shy hedgehog" → the epithet can still come from "a shy hedgehog". */
function embeddedAppositive(description: string, language: Language): string | null {
  const pattern =
    language === 'en'
      ? /\b(?:is|was)\s+((?:a|an)\s+[^.!?]+)/i
      : /\b(?:es|era)\s+((?:un|una)\s+[^.!?]+)/i;
  return description.match(pattern)?.[1] ?? null;
}

/**
 * A description told like the rest of the story, in the past: "who collects buttons" →
 * "who collected buttons", "tiene miedo" → "tenía miedo". A sentence that cannot be moved
 * to the past safely stays as the family wrote it.
 */
function pastDescription(name: string, description: string, language: Language): string {
  const speaker = { name, gender: null, friends: [], names: [name], people: [name] };
  return splitSentences(fixSlips(description, language))
    .map((sentence) => {
      const predicate = (language === 'en' ? EN_VERB_START : ES_VERB_START).test(sentence);
      const told = narrate(predicate ? `${name} ${sentence}` : sentence, speaker, language, true);
      if (!told.ok) return sentence;
      return predicate ? told.text.slice(name.length + 1) : told.text;
    })
    .join(' ');
}

function member(
  element: ValidStoryRequest['elements'][number],
  language: Language,
  hero: string | null = null,
): CastMember {
  const name = normalizeUserText(element.name);
  const written = normalizeUserText(element.description);
  const typed =
    element.type === 'note' ? written : ownedDescription(written, language, hero, element.type);
  const description =
    element.type === 'note'
      ? typed
      : pastDescription(name, withoutOwnName(name, typed, language), language);
  // Told from all the family wrote: "Ava's mum" says who Mum is even when it is not retold.
  const gender =
    element.type === 'character' ? detectGender(name, `${typed} ${description}`, language) : null;
  const shape = shapeOf(name, description, language);
  const phrase =
    shape.kind === 'appositive' ? shape.phrase : embeddedAppositive(description, language);
  const epithets = phrase ? epithetsFrom(phrase, language, gender) : null;
  return {
    name,
    description,
    type: element.type,
    gender: language === 'es' && element.type === 'character' ? (gender ?? 'm') : gender,
    shape,
    epithet: epithets?.long ?? null,
    shortEpithet: epithets?.short ?? null,
  };
}

/** The first character is the hero; the rest are friends. With no character, a hero is invented. */
export function castFrom(request: ValidStoryRequest, inventedHero: CastMember): Cast {
  const heroName = request.elements.find((element) => element.type === 'character')?.name;
  const hero = heroName ? normalizeUserText(heroName) : null;
  const members = request.elements.map((element) =>
    member(element, request.language, element.name === heroName ? null : hero),
  );
  const characters = members.filter((m) => m.type === 'character');
  return {
    hero: characters[0] ?? inventedHero,
    friends: characters.slice(1),
    places: members.filter((m) => m.type === 'location'),
    notes: members.filter((m) => m.type === 'note'),
  };
}

export function inventedMember(
  name: string,
  description: string,
  language: Language,
  type: CastMember['type'] = 'character',
): CastMember {
  return member({ name, description, type }, language);
}
