import { INTENT_EXAMPLES, type CharacterSheet } from '../../engines/chat/index.js';
import {
  buildJsgf,
  dictionaryOf,
  normalizeWords,
  type BuiltGrammar,
} from '../../engines/speech-recognition/index.js';

// The grammar a call is recognised against (docs/decisions/0025-voice-calls.md): what the chat
// engine understands (its intents' example questions) and question forms with slots, filled
// with the names and words of the character's sheet, notes and stories. English only: the
// offline French model has no French chat to answer it, and Spanish has no offline model.

/** Question and statement forms with slots; the chat engine answers each of them. */
const SLOT_FORMS = [
  'do you like <thing>',
  'do you love <thing>',
  'do you have a <thing>',
  'do you have <thing>',
  'do you live in a <thing>',
  'have you seen a <thing>',
  'what is your favourite <kind>',
  'what is your favourite <kind> <name>',
  'tell me about <thing>',
  'tell me about <name>',
  'who is <name>',
  'where is <name>',
  'where does <name> live',
  'what does <name> like',
  'do you know <name>',
  'is <name> your friend',
  'is <name> your best friend',
  'hello <name>',
  'hi <name>',
  'i like <thing>',
  'i love <thing>',
  'i have a <thing>',
  'my favourite <kind> is <thing>',
  'tell me a story about <thing>',
  'tell me a story about <name>',
];

const KINDS = [
  'food',
  'colour',
  'animal',
  'toy',
  'game',
  'song',
  'book',
  'place',
  'thing',
  'friend',
];

/** What children often ask about, so a question about something unwritten is still heard. */
const COMMON_THINGS = [
  'pizza',
  'ice cream',
  'cake',
  'chocolate',
  'dogs',
  'cats',
  'horses',
  'dinosaurs',
  'dragons',
  'robots',
  'trains',
  'football',
  'swimming',
  'dancing',
  'drawing',
  'music',
  'books',
  'school',
  'the beach',
  'trees',
  'flowers',
  'snow',
  'the moon',
  'the stars',
  'castles',
  'pirates',
  'treasure',
  'magic',
  'a pet',
  'a family',
];

/** Words that carry no meaning of their own: never things to ask about. */
const SMALL_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from up down out over under about into ' +
    'is are was were be been being am do does did have has had i you he she it we they me him ' +
    'her them my your his its our their this that these those there here what who where when ' +
    'why how which very so too not no yes all any some each every one two can could will would ' +
    'shall should may might must just also then than as s t ll re ve d m'
  ).split(' '),
);

/** Things to ask about, most useful first: pairs and words of the notes, then description and stories. */
function sheetThings(sheet: CharacterSheet): string[] {
  const counts = new Map<string, number>();
  const pairs = new Map<string, number>();
  const read = (text: string, weight: number) => {
    const words = normalizeWords(text).split(' ');
    for (const [index, word] of words.entries()) {
      if (word.length < 3 || SMALL_WORDS.has(word) || /\d/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + weight);
      const next = words[index + 1];
      if (next && next.length >= 3 && !SMALL_WORDS.has(next) && !/\d/.test(next)) {
        pairs.set(`${word} ${next}`, (pairs.get(`${word} ${next}`) ?? 0) + weight);
      }
    }
  };
  for (const note of sheet.knowledge) read(`${note.title}. ${note.content}`, 5);
  read(sheet.description, 4);
  for (const companion of sheet.companions) read(companion.description, 2);
  for (const story of sheet.stories) read(`${story.title}. ${story.text}`, 1);
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, count)
      .map(([text]) => text);
  return [...top(pairs, 20), ...top(counts, 60)];
}

/** The names a child may say: the character's, its friends' and places', whole and in parts. */
function sheetNames(sheet: CharacterSheet): string[] {
  const names = [sheet.name, ...sheet.companions.map((companion) => companion.name)];
  return names.flatMap((name) => {
    const words = normalizeWords(name).split(' ').filter(Boolean);
    return [words.join(' '), ...words.filter((word) => !SMALL_WORDS.has(word))];
  });
}

/** 'favorite' is heard as 'favourite' (they sound the same): one spelling keeps the grammar small. */
const oneSpelling = (phrase: string) => phrase.replace(/\bfavorite\b/g, 'favourite');

/** The chat's example questions as grammar phrases: a [sample] thing becomes the <thing> slot. */
function chatQuestionForms(): string[] {
  return Object.values(INTENT_EXAMPLES.en)
    .flat()
    .map((example) => oneSpelling(example.replace(/\[[^\]]*\]/g, '<thing>')));
}

/** The grammar of one call with this character (English). */
export function callGrammarOf(sheet: CharacterSheet): BuiltGrammar {
  return buildJsgf(
    {
      phrases: [...chatQuestionForms(), ...SLOT_FORMS, '<name>'],
      slots: {
        thing: [...sheetThings(sheet), ...COMMON_THINGS],
        name: sheetNames(sheet),
        kind: KINDS.map(oneSpelling),
      },
    },
    dictionaryOf('en'),
  );
}

/** The /voice-test page's grammar: what children commonly ask, with no character's words. */
export function generalGrammar(): BuiltGrammar {
  return buildJsgf(
    {
      phrases: [...chatQuestionForms(), ...SLOT_FORMS.filter((form) => !form.includes('<name>'))],
      slots: { thing: COMMON_THINGS, kind: KINDS.map(oneSpelling) },
    },
    dictionaryOf('en'),
  );
}

/** A few questions to show the child, with this character's own words where it has some. */
export function examplePhrases(sheet: CharacterSheet): string[] {
  const thing = sheetThings(sheet).find((candidate) => dictionaryOf('en').has(candidate));
  return [
    'what is your favourite food',
    'where do you live',
    'who are your friends',
    'tell me a joke',
    ...(thing ? [`do you like ${thing}`] : []),
  ];
}
