import { Random } from '../storyteller/index.js';
import type { ChatIntent } from './chat-intents.js';
import type { CharacterSheet, ChatEngine, ChatLanguage, ChatLine, ChatTurn } from './chat-port.js';
import { readMessage } from './classifiers.js';
import { factsOf, KnowledgeIndex, type Fact, type FactSource } from './knowledge-index.js';
import type { ReplyBank } from './reply-bank.js';
import { REPLY_BANK_EN } from './reply-bank-en.js';
import { REPLY_BANK_ES } from './reply-bank-es.js';
import { reflected } from './reflect.js';
import { wordCount } from './sentences.js';
import { sheetLanguage } from './written-language.js';

export const REPLY_BANKS: Record<ChatLanguage, ReplyBank> = { en: REPLY_BANK_EN, es: REPLY_BANK_ES };

// Words that point a question at a kind of fact; added to the child's words when searching.
const TOPIC_QUERIES: Record<ChatLanguage, Partial<Record<ChatIntent, string>>> = {
  en: {
    home: 'live lives home house sleep',
    likes: 'like likes love loves favourite favorite enjoy',
    friends: 'friend friends best',
    feelings: 'feel feels happy sad scared brave afraid',
  },
  es: {
    home: 'vive vivo casa hogar duerme',
    likes: 'gusta gustan encanta favorita favorito',
    friends: 'amigo amiga amigos amigas',
    feelings: 'siente feliz triste miedo valiente',
  },
};

/** A fact longer than this is not said whole: small children listen to short sentences. */
const LONGEST_FACT_WORDS = 28;

type Composer = {
  sheet: CharacterSheet;
  /** The reply's language (the child's). */
  language: ChatLanguage;
  /** The language the family wrote the facts in. */
  factsLanguage: ChatLanguage;
  bank: ReplyBank;
  index: KnowledgeIndex;
  random: Random;
  /** What the character said before (so facts and jokes are not told twice in a row). */
  said: string[];
  message: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const heard = (composer: Composer, text: string) =>
  composer.said.some((reply) => reply.includes(text));

/** Facts matching the query, best first, the ones not said yet before the ones said. */
function bestFacts(
  composer: Composer,
  query: string,
  sources: FactSource[],
  count: number,
  options: { topicWords?: string; needsSubject?: boolean } = {},
): Fact[] {
  const found = composer.index
    .find(query, sources, options)
    .map((match) => match.fact)
    .filter((fact) => wordCount(fact.spoken) <= LONGEST_FACT_WORDS);
  const fresh = found.filter((fact) => !heard(composer, fact.spoken));
  return [...fresh, ...found.filter((fact) => !fresh.includes(fact))].slice(0, count);
}

/** A fact about the character the child has not heard yet, for "I don't know, but…". */
function somethingIKnow(composer: Composer): Fact | undefined {
  const known = composer.index.facts.filter(
    (fact) => fact.source !== 'companion' && wordCount(fact.spoken) <= LONGEST_FACT_WORDS,
  );
  const fresh = known.filter((fact) => !heard(composer, fact.spoken));
  return fresh[0] ?? (known.length > 0 ? composer.random.pick(known) : undefined);
}

const spoken = (facts: Fact[]) => facts.map((fact) => exclaimed(fact.spoken));

/** A cheerful full stop: the first fact of a reply ends with '!'. */
function exclaimed(sentence: string): string {
  return sentence.replace(/\.$/, '!');
}

function listOf(names: string[], bank: ReplyBank): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${bank.and} ${names.at(-1)}`;
}

function dontKnow(composer: Composer): string[] {
  const { bank, random } = composer;
  const fact = somethingIKnow(composer);
  return fact
    ? [random.pick(bank.dontKnow), random.pick(bank.butIKnow), exclaimed(fact.spoken)]
    : [random.pick(bank.dontKnow)];
}

function aboutTopic(composer: Composer, intent: ChatIntent): string[] {
  const topicWords = TOPIC_QUERIES[composer.factsLanguage][intent] ?? '';
  return spoken(bestFacts(composer, composer.message, ['self'], 2, { topicWords }));
}

function friends(composer: Composer): string[] {
  const { sheet, bank, random } = composer;
  const written = aboutTopic(composer, 'friends');
  if (written.length > 0) return written;
  const pals = sheet.companions.filter((companion) => companion.kind === 'character');
  if (pals.length === 0) return [random.pick(bank.noFriends)];
  const names = listOf(
    pals.slice(0, 3).map((pal) => pal.name),
    bank,
  );
  const templates = pals.length === 1 ? bank.friend : bank.friends;
  return [fill(random.pick(templates), { names }), ...spoken(factsAbout(composer, pals[0]!.name))];
}

/** The first sentence the family wrote about a companion. */
function factsAbout(composer: Composer, companionName: string): Fact[] {
  return composer.index.facts
    .filter((fact) => fact.companion?.name === companionName)
    .filter((fact) => wordCount(fact.spoken) <= LONGEST_FACT_WORDS)
    .slice(0, 1);
}

function home(composer: Composer): string[] {
  const { sheet, bank, random } = composer;
  const written = aboutTopic(composer, 'home');
  if (written.length > 0) return written;
  const places = sheet.companions.filter((companion) => companion.kind === 'location');
  if (places.length === 0) return dontKnow(composer);
  const place = places[0]!;
  return [
    fill(random.pick(bank.place), { names: place.name }),
    ...spoken(factsAbout(composer, place.name)),
  ];
}

function story(composer: Composer): string[] {
  const { sheet, bank, random } = composer;
  if (sheet.stories.length === 0) return [random.pick(bank.noStory), ...dontKnowTail(composer)];
  const told = bestFacts(composer, composer.message, ['story'], 2);
  const happenings =
    told.length > 0
      ? told
      : composer.index.facts.filter((fact) => fact.source === 'story').slice(0, 2);
  const title = sheet.stories[0]!.title;
  const opener = title ? fill(random.pick(bank.story), { title }) : random.pick(bank.storyUntitled);
  return [opener, ...spoken(happenings)];
}

function dontKnowTail(composer: Composer): string[] {
  const fact = somethingIKnow(composer);
  return fact ? [composer.random.pick(composer.bank.butIKnow), exclaimed(fact.spoken)] : [];
}

function fresh(composer: Composer, lines: string[]): string {
  const unheard = lines.filter((line) => !heard(composer, line));
  return composer.random.pick(unheard.length > 0 ? unheard : lines);
}

function share(composer: Composer): string[] {
  const { bank, random, language } = composer;
  const thing = language === 'en' ? reflected(composer.message) : '';
  const templates = thing ? bank.share : bank.shareAny;
  const reaction = fill(random.pick(templates), { thing });
  const related = bestFacts(composer, composer.message, ['self', 'story'], 1, {
    needsSubject: true,
  });
  return related.length > 0
    ? [reaction, random.pick(bank.shareKnown), ...spoken(related)]
    : [reaction];
}

function unknown(composer: Composer): string[] {
  const related = bestFacts(composer, composer.message, ['self', 'story', 'companion'], 2, {
    needsSubject: true,
  });
  if (related.length > 0) {
    return [composer.random.pick(composer.bank.openers.unknown!), ...spoken(related)];
  }
  return dontKnow(composer);
}

function body(composer: Composer, intent: ChatIntent | 'unknown'): string[] {
  const { bank, random, sheet } = composer;
  const opener = (key: ChatIntent) =>
    fill(random.pick(bank.openers[key] ?? ['']), { name: sheet.name });
  switch (intent) {
    case 'identity': {
      const description = composer.index.facts.filter((fact) => fact.source === 'self');
      const asked = aboutTopic(composer, 'identity');
      const facts = asked.length > 0 ? asked : spoken(description.slice(0, 1));
      return [opener('identity'), ...facts];
    }
    case 'home':
      return home(composer);
    case 'likes': {
      const facts = aboutTopic(composer, 'likes');
      return facts.length > 0 ? [opener('likes'), ...facts] : dontKnow(composer);
    }
    case 'friends':
      return friends(composer);
    case 'story':
      return story(composer);
    case 'feelings':
      return [fresh(composer, bank.feelings), ...aboutTopic(composer, 'feelings').slice(0, 1)];
    case 'joke':
      return [fresh(composer, bank.jokes)];
    case 'riddle':
      return [fresh(composer, bank.riddles)];
    case 'share':
      return share(composer);
    case 'greet':
      return [opener('greet')];
    case 'bye':
      return [random.pick(bank.bye)];
    case 'thanks':
      return [random.pick(bank.thanks)];
    case 'unknown':
      return unknown(composer);
  }
}

function questionBack(composer: Composer, intent: ChatIntent | 'unknown'): string[] {
  if (intent === 'bye') return [];
  const { bank, random } = composer;
  const own = intent === 'unknown' ? undefined : bank.questionsBack[intent];
  return [random.pick(own && random.chance(0.7) ? own : bank.questionsBack.any!)];
}

export type OfflineReply = { text: string; language: ChatLanguage; intent: ChatIntent | 'unknown' };

const characterLines = (history: ChatLine[]) =>
  history.filter((line) => line.role === 'character').map((line) => line.text);

/**
 * The offline engine's whole reply: what the child means (intent classifier), the facts that
 * answer it (search over what the family wrote), said in the character's voice with a question
 * back. Deterministic for the turn's seed, and never the previous reply word for word.
 */
export async function offlineReply(turn: ChatTurn): Promise<OfflineReply> {
  const factsLanguage = sheetLanguage(turn.sheet);
  const { language, intent } = await readMessage(turn.childMessage, factsLanguage);
  const index = new KnowledgeIndex(factsOf(turn.sheet, factsLanguage), factsLanguage);
  const said = characterLines(turn.history);
  const previous = said.at(-1);
  let text = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const composer: Composer = {
      sheet: turn.sheet,
      language,
      factsLanguage,
      bank: REPLY_BANKS[language],
      index,
      random: new Random(`${turn.seed}:${attempt}`),
      said,
      message: turn.childMessage,
    };
    text = [...body(composer, intent), ...questionBack(composer, intent)]
      .filter(Boolean)
      .join(' ');
    if (text !== previous) return { text, language, intent };
  }
  // Six draws all matched the last reply (a bank of one line): say it differently.
  const bank = REPLY_BANKS[language];
  return { text: `${bank.questionsBack.any![0]} ${text}`, language, intent };
}

/** The offline engine behind the port: the reply, a word at a time. */
export const offlineChat: ChatEngine = async function* (turn) {
  const { text } = await offlineReply(turn);
  yield* wordsOf(text);
};

/** A text as the pieces a stream sends: each word with the space before it. */
export function* wordsOf(text: string): Generator<string> {
  const words = text.split(/(?<=\s)(?=\S)/);
  for (const word of words) yield word;
}

/** The character's first words in a new conversation. */
export function greetingOf(sheet: CharacterSheet, seed: string): string {
  const language = sheetLanguage(sheet);
  const bank = REPLY_BANKS[language];
  const random = new Random(seed);
  const index = new KnowledgeIndex(factsOf(sheet, language), language);
  const first = index.facts.find((fact) => fact.source === 'self');
  const question = random.pick(bank.questionsBack.any!);
  return [
    fill(random.pick(bank.greeting), { name: sheet.name }),
    ...(first ? [exclaimed(first.spoken)] : []),
    question,
  ].join(' ');
}

const SUGGESTION_ORDER = ['likes', 'home', 'friends', 'story', 'joke', 'identity', 'riddle'] as const;

/** Four questions to tap, turning with the conversation; the story's only when there is one. */
export function suggestionsFor(
  sheet: CharacterSheet,
  turnCount: number,
  language: ChatLanguage = sheetLanguage(sheet),
): string[] {
  const bank = REPLY_BANKS[language];
  const topics = SUGGESTION_ORDER.filter((topic) => topic !== 'story' || sheet.stories.length > 0);
  const start = turnCount % topics.length;
  return [...topics.slice(start), ...topics.slice(0, start)]
    .slice(0, 4)
    .map((topic) => bank.suggestions[topic]);
}
