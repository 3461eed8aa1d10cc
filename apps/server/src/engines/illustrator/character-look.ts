import { StoryElementType } from '@storyloom/contracts';
import {
  chooseEmoji,
  MatchStrength,
  portraitColourFor,
  storyWords,
  wordsOf,
  type EmojiKeywordIndex,
  type OpenmojiEntry,
} from '../avatar-art/index.js';
import type { PictureSubject } from './illustrator-port.js';
import { SPANISH_BEINGS } from './scene-lexicon.js';
import { plainWords, spanishKey } from './scene-words.js';

/** How a character is drawn on every page and in the coloring book. */
export type CharacterLook = {
  hexcode: string;
  /** The colour of the spot the character stands on, from its name. */
  colour: string;
  /** What the character is, in OpenMoji's words ('hedgehog', 'old woman', 'dragon'). */
  kind: string;
  /** The words of the name and description that say what it is: never drawn as props. */
  kindWords: string[];
};

const SPANISH_BEING_KEYS = new Map(
  Object.entries(SPANISH_BEINGS).map(([spanish, english]) => [spanishKey(spanish), english]),
);

/**
 * The part of a description that says what the character is: "a hedgehog grandmother who
 * loves tea" is about "a hedgehog grandmother"; "She is a shy fox" about "a shy fox".
 */
export function headOfDescription(description: string): string {
  const plain = description
    .trim()
    .replace(
      /^(?:(?:he|she|it|they)\s+(?:is|was|are|were)|(?:es|era|son)|(?:he|she|it)['’]s)\s+/i,
      '',
    );
  const cut = plain.search(
    /[,.;:!?()]|\s(?:who|that|which|whose|with|and|but|loves?|likes?|has|had|is|was|from|que|quien|con|y|pero|tiene|le|les|de)\s/i,
  );
  return cut < 0 ? plain : plain.slice(0, cut);
}

/** Creatures and fantasy figures: what a character *is* whatever its name calls it. */
const isBeing = (entry: OpenmojiEntry) =>
  /^animal-/.test(entry.subgroups) ||
  (entry.group === 'extras-openmoji' && entry.subgroups === 'animals-nature') ||
  entry.subgroups === 'person-fantasy' ||
  entry.subgroups === 'face-costume';

const isPerson = (entry: OpenmojiEntry) =>
  entry.group === 'people-body' && /^person(-role)?$/.test(entry.subgroups);

type Found = { entry: OpenmojiEntry; word: string };

/** The English words a text may name a being by: its own, and Spanish ones translated. */
function beingWords(text: string, index: EmojiKeywordIndex): { word: string; source: string }[] {
  const found: { word: string; source: string }[] = [];
  for (const raw of text.split(/[^\p{L}'’]+/u).filter(Boolean)) {
    const spanish = SPANISH_BEING_KEYS.get(spanishKey(raw));
    for (const word of spanish ? wordsOf(spanish).slice(-1) : []) found.push({ word, source: raw });
    for (const { word } of storyWords('', raw, index.has)) found.push({ word, source: raw });
  }
  return found;
}

function firstOfKind(
  text: string,
  index: EmojiKeywordIndex,
  fits: (entry: OpenmojiEntry) => boolean,
): Found | undefined {
  for (const { word, source } of beingWords(text, index)) {
    const best = index
      .matches(word)
      .filter((m) => m.strength >= MatchStrength.annotationHead - 1 && fits(m.entry))
      .sort(
        (a, b) =>
          b.strength - a.strength ||
          wordsOf(a.entry.annotation).length - wordsOf(b.entry.annotation).length ||
          a.rank - b.rank,
      )[0];
    if (best) return { entry: best.entry, word: source.toLowerCase() };
  }
  return undefined;
}

/**
 * What a character is: a creature named in its description's head ("a hedgehog grandmother")
 * or in its name ("Pip the Fox") wins over a relation or role ("Grandma" is who she is to
 * someone, not what she looks like); then a person the description names; then the avatar's
 * own choice. Nothing here depends on the page, so every page and coloring page agree.
 */
export function characterLook(subject: PictureSubject, index: EmojiKeywordIndex): CharacterLook {
  const head = headOfDescription(subject.description);
  const found =
    firstOfKind(head, index, isBeing) ??
    firstOfKind(subject.name, index, isBeing) ??
    firstOfKind(head, index, isPerson);
  const entry =
    found?.entry ??
    chooseEmoji(
      { name: subject.name, description: subject.description, type: StoryElementType.Character },
      index,
    ).main;
  const kindWords = [...new Set([...plainWords(head), ...(found ? plainWords(found.word) : [])])];
  return {
    hexcode: entry.hexcode,
    colour: portraitColourFor(subject.name).hex,
    kind: entry.annotation,
    kindWords,
  };
}
